import type { ApplicationEvent } from './application-transitions.ts';

/**
 * Maker-checker: within one review round an officer takes at most one decision on an application, so whoever
 * verified cannot also approve, and in the two-level workflow four different people sign off. A round starts each
 * time the applicant hands the application over; who decided is read from the recorded transitions (the audit
 * trail), never from a flag that could drift from it.
 */
export const REVIEW_ROUND_STARTS = [
  'submit',
  'resubmit',
  'resubmitFromPendingDisbursement',
] as const satisfies readonly ApplicationEvent[];

/** The events that carry an officer's judgement on the application; their rows carry the 'makerChecker' guard. */
export const DECISION_EVENTS = ['verify', 'approve', 'reject'] as const satisfies readonly ApplicationEvent[];

export interface RecordedTransition {
  readonly event: ApplicationEvent;
  /** Set when an officer took the event. */
  readonly officerId?: string;
}

/** Officers who decided since the applicant last handed the application over; `history` is oldest first. */
export function officersWhoDecidedThisRound(history: readonly RecordedTransition[]): string[] {
  const roundStart = history.findLastIndex((entry) =>
    (REVIEW_ROUND_STARTS as readonly ApplicationEvent[]).includes(entry.event),
  );
  const deciders = history
    .slice(roundStart + 1)
    .filter((entry) => (DECISION_EVENTS as readonly ApplicationEvent[]).includes(entry.event))
    .flatMap((entry) => (entry.officerId === undefined ? [] : [entry.officerId]));
  return [...new Set(deciders)];
}

export function hasDecidedThisRound(officerId: string, decidedThisRound: readonly string[]): boolean {
  return decidedThisRound.includes(officerId);
}
