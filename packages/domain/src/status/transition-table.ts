import { DomainRuleError } from '../errors/domain-rule-error.ts';
import type { CatalogKey } from '../i18n/catalog-key.ts';
import type { Actor } from './actors.ts';

/**
 * One row of a status machine: in status `from`, the named `event` taken by one of `actors` leads to `to`.
 * Every machine of the product is a list of these rows; a move that no row allows is refused.
 */
export interface TransitionRow<Status extends string, Event extends string> {
  readonly from: Status;
  readonly event: Event;
  readonly to: Status;
  readonly actors: readonly Actor[];
}

/** Why a move was refused, as catalog keys, so the server's 409 or 403 carries a text in either language. */
export const TRANSITION_REFUSALS = [
  'errors.transitionNotAllowed',
  'status.refusals.statusNotInWorkflow',
  'status.refusals.variantNotAllowed',
  'status.refusals.roleNotAllowed',
  'status.refusals.missingFacts',
  'status.refusals.stepsIncomplete',
  'status.refusals.sameOfficer',
  'status.refusals.agreementStage',
  'status.refusals.accountNotActive',
  'status.refusals.tacNotVerified',
  'status.refusals.directDebitNotActive',
  'status.refusals.applicationNotApproved',
  'status.refusals.videoNotPlayedThrough',
  'status.refusals.liveCallCutOffPassed',
  'status.refusals.liveCallNotStarted',
  'status.refusals.agreementDocumentNotReady',
  'status.refusals.certificateNotValid',
  'errors.agreementNotSigned',
  'status.refusals.stampCertificateMissing',
  'status.refusals.samePreparer',
  'status.refusals.commodityTradeIncomplete',
] as const satisfies readonly CatalogKey[];
export type TransitionRefusal = (typeof TRANSITION_REFUSALS)[number];

export interface Refusal {
  readonly reason: TransitionRefusal;
  /** For 'status.refusals.stepsIncomplete': the step markers still to be recorded. */
  readonly missingSteps?: readonly string[];
}

/** A refused move as the error to throw: the record's state does not allow it. */
export function transitionRefused(refusal: Refusal): DomainRuleError {
  return new DomainRuleError(refusal.reason, {}, 'conflict');
}

export type TransitionOutcome<Status extends string> =
  | { readonly ok: true; readonly to: Status }
  | ({ readonly ok: false } & Refusal);

/** A guard says why a row may not be taken with the facts at hand, or null when it may. */
export type RowGuard<Row> = (row: Row) => Refusal | null;

/** One named condition of a row: whether it holds for the facts (undefined when a fact is missing). */
export interface GuardCheck<Facts> {
  readonly holds: (facts: Facts) => boolean | undefined;
  readonly refusal: Refusal;
}

/** The refusal of the first of `guards` that does not hold; a guard whose facts are missing refuses too. */
export function firstUnmetGuard<Guard extends string, Facts>(
  guards: readonly Guard[] | undefined,
  checks: Readonly<Record<Guard, GuardCheck<Facts>>>,
  facts: Facts,
): Refusal | null {
  for (const guard of guards ?? []) {
    const check = checks[guard];
    const holds = check.holds(facts);
    if (holds === undefined) return { reason: 'status.refusals.missingFacts' };
    if (!holds) return check.refusal;
  }
  return null;
}

/**
 * Finds the one row for (from, event) among `rows` (already narrowed to a workflow or variant) and checks the
 * actor, then the row's guards. Refusals are ordered from the most basic: no such move, wrong role, unmet guard.
 */
export function decideTransition<
  Status extends string,
  Event extends string,
  Row extends TransitionRow<Status, Event>,
>(
  rows: readonly Row[],
  move: { readonly from: Status; readonly event: Event; readonly actor: Actor },
  guard: RowGuard<Row>,
): TransitionOutcome<Status> {
  const row = rows.find((candidate) => candidate.from === move.from && candidate.event === move.event);
  if (!row) return { ok: false, reason: 'errors.transitionNotAllowed' };
  if (!row.actors.includes(move.actor)) return { ok: false, reason: 'status.refusals.roleNotAllowed' };
  const refusal = guard(row);
  return refusal ? { ok: false, ...refusal } : { ok: true, to: row.to };
}

/** The events `actor` may take from `from`, in table order; with a guard, only those whose guards hold. */
export function eventsAllowedFrom<
  Status extends string,
  Event extends string,
  Row extends TransitionRow<Status, Event>,
>(
  rows: readonly Row[],
  query: { readonly from: Status; readonly actor: Actor },
  guard?: RowGuard<Row>,
): Event[] {
  return rows
    .filter((row) => row.from === query.from && row.actors.includes(query.actor))
    .filter((row) => !guard || guard(row) === null)
    .map((row) => row.event);
}
