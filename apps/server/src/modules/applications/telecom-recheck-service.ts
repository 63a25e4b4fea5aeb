import type { Database } from '../../db/database.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import type { ApplicationTelecom } from './application-ports.ts';
import { findApplicationById, writeTelecomRecheck } from './application-repository.ts';
import { applicantStanding, telecomFactsRecord } from './telecom-facts.ts';

/**
 * The telecom check made again after an admin corrected the applicant's identity (docs/decisions/020): the
 * operator's records of the applicant's line are compared with the corrected NRIC and name, and kept on the
 * application for the officers, beside the eligibility check's facts, which stay as they were. It runs as a job
 * queued with the correction, so an operator that does not answer is asked again later (the job's retries); the
 * officer's view says the check is still to come meanwhile.
 */
export const RECHECK_TELECOM_JOB = 'applications.telecom-recheck';

export function attachTelecomRecheck(deps: {
  readonly db: Database;
  readonly clock: Clock;
  readonly telecom: ApplicationTelecom;
  readonly worker: JobWorker;
}): void {
  const { db, clock, telecom } = deps;
  deps.worker.handle(RECHECK_TELECOM_JOB, async (payload) => {
    const application = await findApplicationById(db, String(payload.applicationId));
    const correctedAt = new Date(String(payload.correctedAt));
    // A later correction queued a check of its own; one already made is not made twice.
    if (
      !application?.identityCorrectedAt ||
      application.identityCorrectedAt.getTime() !== correctedAt.getTime() ||
      application.telecomCheckedAt
    )
      return;
    const applicant = await findCustomerOfRecord(db, application.userId);
    const account = applicant?.phoneNo ? await telecom.findAccount(applicant.phoneNo) : null;
    const standing = applicantStanding(account, {
      nric: application.applicantNric,
      fullName: application.applicantFullName,
      today: clock.today(),
    });
    await writeTelecomRecheck(db, application.id, {
      correctedAt: application.identityCorrectedAt,
      facts: telecomFactsRecord(account, standing),
      at: clock.now(),
    });
  });
}
