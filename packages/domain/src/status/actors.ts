/**
 * Who may move a status: the applicant, the system, or an officer in one of the back office's roles. Roles, not
 * people: an officer acts in one role at a time, and the maker-checker rule (maker-checker.ts) stops one person
 * deciding twice on the same application whatever roles they hold. After approval the work is the operations
 * staff's, not the credit reviewers': the attestation officer holds the live calls, and disbursement officers
 * prepare and release payouts, two of them for each (agreement-status.ts).
 */
export const OFFICER_ROLES = [
  'verifier',
  'verifier2',
  'approver1',
  'approver2',
  'admin',
  'attestationOfficer',
  'disbursementOfficer',
] as const;
export type OfficerRole = (typeof OFFICER_ROLES)[number];

export const ACTORS = ['applicant', 'system', ...OFFICER_ROLES] as const;
export type Actor = (typeof ACTORS)[number];

/** Back-office roles that review applications; the admin only cancels, so it is not among them. */
export const REVIEWING_OFFICERS = [
  'verifier',
  'verifier2',
  'approver1',
  'approver2',
] as const satisfies readonly Actor[];
export type ReviewingOfficer = (typeof REVIEWING_OFFICERS)[number];

export function isActor(value: unknown): value is Actor {
  return typeof value === 'string' && (ACTORS as readonly string[]).includes(value);
}

export function isReviewingOfficer(actor: Actor): actor is ReviewingOfficer {
  return (REVIEWING_OFFICERS as readonly Actor[]).includes(actor);
}
