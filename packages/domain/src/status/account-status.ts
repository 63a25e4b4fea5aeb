import type { Actor } from './actors.ts';
import {
  decideTransition,
  eventsAllowedFrom,
  type TransitionOutcome,
  type TransitionRow,
} from './transition-table.ts';

/**
 * The collection account's status (spec 000 section 3, 001 section 3). The account opens ACTIVE when the loan is
 * disbursed; WRITEOFF is final. CLOSED is reopened only by the ledger, when a payment that closed it is reversed
 * (decision 045). Recoveries on a written-off account are payments, not a status change.
 */
export const ACCOUNT_STATUSES = ['ACTIVE', 'CLOSED', 'WRITEOFF'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_EVENTS = ['close', 'writeOff', 'reopen'] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

export const ACCOUNT_TRANSITIONS: readonly TransitionRow<AccountStatus, AccountEvent>[] = [
  // Closed by the ledger when the last sen is paid, never by hand.
  { from: 'ACTIVE', event: 'close', to: 'CLOSED', actors: ['system'] },
  // An accounting decision taken in the back office; the debt is still owed and collected.
  { from: 'ACTIVE', event: 'writeOff', to: 'WRITEOFF', actors: ['admin'] },
  // Reopened by the ledger when a payment that left nothing owing (an early settlement among them) is reversed.
  { from: 'CLOSED', event: 'reopen', to: 'ACTIVE', actors: ['system'] },
];

export function accountTransition(input: {
  readonly from: AccountStatus;
  readonly event: AccountEvent;
  readonly actor: Actor;
}): TransitionOutcome<AccountStatus> {
  return decideTransition(ACCOUNT_TRANSITIONS, input, () => null);
}

export function allowedAccountEvents(input: {
  readonly from: AccountStatus;
  readonly actor: Actor;
}): AccountEvent[] {
  return eventsAllowedFrom(ACCOUNT_TRANSITIONS, input);
}

export function isAccountTerminal(status: AccountStatus): boolean {
  return !ACCOUNT_TRANSITIONS.some((row) => row.from === status);
}
