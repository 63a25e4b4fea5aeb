import type { Queryable } from '../../db/database.ts';
import { EKYC_MAX_ATTEMPTS } from './ekyc-session-service.ts';

/**
 * An officer referred the application back for its identity check: the session's verdict no longer stands, so its
 * step cannot be recorded again from it, and the applicant gets a fresh set of attempts for the new pictures, taken
 * once the application is resubmitted (as after the first submission). Earlier attempts' pictures stay on record.
 * Runs in the refer-back's transaction; an application without a session has nothing to reopen.
 */
export async function reopenEkycForReferBack(tx: Queryable, applicationId: string, at: Date): Promise<void> {
  await tx.query(
    `update ekyc_sessions set state = 'CAPTURING', failure_reason = null, max_attempts = attempts + $2,
       updated_at = $3
     where application_id = $1`,
    [applicationId, EKYC_MAX_ATTEMPTS, at],
  );
}
