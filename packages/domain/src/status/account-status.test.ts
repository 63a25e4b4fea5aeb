import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EVENTS,
  ACCOUNT_STATUSES,
  accountTransition,
  allowedAccountEvents,
  isAccountTerminal,
} from './account-status.ts';
import { ACTORS } from './actors.ts';

describe('accountTransition', () => {
  it.each([
    ['ACTIVE', 'close', 'system', 'CLOSED'], // the last sen is paid
    ['ACTIVE', 'writeOff', 'admin', 'WRITEOFF'],
    ['CLOSED', 'reopen', 'system', 'ACTIVE'], // a payment that closed it is reversed
  ] as const)('%s --%s by %s--> %s', (from, event, actor, to) => {
    expect(accountTransition({ from, event, actor })).toEqual({ ok: true, to });
  });

  it.each([
    ['ACTIVE', 'close', 'admin', 'status.refusals.roleNotAllowed'], // never closed by hand
    ['ACTIVE', 'writeOff', 'verifier', 'status.refusals.roleNotAllowed'],
    ['CLOSED', 'reopen', 'admin', 'status.refusals.roleNotAllowed'], // never reopened by hand
  ] as const)('%s --%s by %s is refused: %s', (from, event, actor, reason) => {
    expect(accountTransition({ from, event, actor })).toEqual({ ok: false, reason });
  });

  it('keeps WRITEOFF final, and lets only the ledger reopen CLOSED', () => {
    expect(ACCOUNT_STATUSES.filter(isAccountTerminal)).toEqual(['WRITEOFF']);
    for (const actor of ACTORS)
      expect(allowedAccountEvents({ from: 'CLOSED', actor })).toEqual(actor === 'system' ? ['reopen'] : []);
    for (const from of ['WRITEOFF'] as const)
      for (const event of ACCOUNT_EVENTS)
        for (const actor of ACTORS) {
          expect(accountTransition({ from, event, actor })).toEqual({
            ok: false,
            reason: 'errors.transitionNotAllowed',
          });
          expect(allowedAccountEvents({ from, actor })).toEqual([]);
        }
  });
});
