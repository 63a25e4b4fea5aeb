import type { Queryable } from '../../db/database.ts';
import {
  type EkycSummaryRow,
  findSessionOfApplication,
  findSessionSummary,
  isCaptureObject,
  reopenSessionOfApplication,
} from './ekyc-repository.ts';
import { EKYC_MAX_ATTEMPTS } from './ekyc-session-service.ts';

/**
 * What other modules ask of an application's identity verification: the applications module before it records the
 * e-KYC step, the review for the officer's view and a refer-back, the housekeeping before it removes a stored object.
 * Each runs in the caller's transaction.
 */

/** Whether the application's identity verification passed. */
export async function ekycPassed(tx: Queryable, applicationId: string): Promise<boolean> {
  // One session per application, reopened on retry: it is the latest, and its state is the verdict.
  return (await findSessionOfApplication(tx, applicationId))?.state === 'PASSED';
}

/** The application's session as the officer's view shows it: its state, attempts and the sides pictured. */
export type EkycSummary = EkycSummaryRow;

export function ekycSummary(db: Queryable, applicationId: string): Promise<EkycSummary | undefined> {
  return findSessionSummary(db, applicationId);
}

/**
 * An officer referred the application back for its identity check: the session's verdict no longer stands, so its
 * step cannot be recorded again from it, and the applicant gets a fresh set of attempts for the new pictures, taken
 * once the application is resubmitted (as after the first submission). Earlier attempts' pictures stay on record.
 * An application without a session has nothing to reopen.
 */
export function reopenEkycForReferBack(tx: Queryable, applicationId: string, at: Date): Promise<void> {
  return reopenSessionOfApplication(tx, applicationId, EKYC_MAX_ATTEMPTS, at);
}

/** Whether a picture still points at the stored object. */
export function isStoredCapture(db: Queryable, storageKey: string): Promise<boolean> {
  return isCaptureObject(db, storageKey);
}
