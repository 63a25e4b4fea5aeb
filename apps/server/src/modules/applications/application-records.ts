import type { QueueStatus } from '@sinar/domain';
import {
  INDIVIDUAL_DOCUMENTS,
  identityCorrectionEffect,
  referBackStepsInOrder,
  reopenStepsForReferBack,
  type Workflow,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { StepApplication } from '../../ports/step-applications.ts';
import { changeApplicationStatus, type LifecycleActor } from './application-lifecycle.ts';
import type { ApplicationAgreement } from './application-ports.ts';
import {
  type QueueCountRow,
  type QueueFilter,
  type QueueItemRow,
  queueCounts,
  queueItems,
} from './application-queue-repository.ts';
import {
  type ApplicationRow,
  applicationsOfUser,
  findApplicationById,
  findApplicationsByIds,
  findOpenApplication,
  findOwnedApplication,
  writeApplicantIdentity,
} from './application-repository.ts';
import {
  type EligibilityCheckFacts,
  type EligibilityCheckSummaryRow,
  eligibilityChecksUntil,
  findEligibilityCheckFacts,
} from './eligibility-check-repository.ts';
import { RECHECK_TELECOM_JOB } from './telecom-recheck-service.ts';

/**
 * Applications as the other modules read them: the documents and e-KYC modules, whose records belong to an
 * application; the review, which queues and reads them; the customer's page in the back office. Nothing here
 * writes: an application's status changes in application-lifecycle.ts only.
 */
export type ApplicationRecord = ApplicationRow;

/**
 * The identity an application stands on: the NRIC and the name as on the card, as it was made with them or an
 * officer corrected them. e-KYC, the telecom check and the officers compare against it, and the agreement is signed
 * by it; the profile's identity as it is now never stands in for it.
 */
export interface ApplicantIdentity {
  readonly nric: string;
  readonly fullName: string;
}

export function applicantIdentity(application: ApplicationRecord): ApplicantIdentity {
  return { nric: application.applicantNric, fullName: application.applicantFullName };
}

/** Any application, whoever owns it; `lock` holds the row for the rest of the transaction. */
export function findApplication(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRecord | undefined> {
  return findApplicationById(db, id, options);
}

/** Several applications by id in one query (a list's page), by id. */
export async function findApplications(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ApplicationRecord>> {
  return new Map((await findApplicationsByIds(db, ids)).map((row) => [row.id, row]));
}

/**
 * The application when `userId` owns it: another applicant's application and one that does not exist answer
 * alike, so ids cannot be probed. `lock` serialises the changes made to one application's records.
 */
export function findApplicationOf(
  db: Queryable,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRecord | undefined> {
  return findOwnedApplication(db, id, userId, options);
}

/**
 * The customer's application that binds their identity (`holdsApplicantIdentity`: any but a cancelled or rejected
 * one; one at a time, as applying allows), or undefined: the profile may change the identity only without one.
 */
export function applicationHoldingIdentity(
  db: Queryable,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRecord | undefined> {
  return findOpenApplication(db, userId, options);
}

/** Every application of the customer, drafts included, newest first. */
export function applicationsOfCustomer(db: Queryable, userId: string): Promise<ApplicationRecord[]> {
  return applicationsOfUser(db, userId);
}

/** The review's queues: counts by status and product, the overdue ones submitted before `overdueBefore`. */
export function queuedApplicationCounts(
  db: Queryable,
  statuses: readonly QueueStatus[],
  overdueBefore: Date,
): Promise<QueueCountRow[]> {
  return queueCounts(db, statuses, overdueBefore);
}

/** One page of the applications waiting for an officer, oldest submission first, and how many there are. */
export function queuedApplications(
  db: Queryable,
  filter: QueueFilter,
): Promise<{ rows: QueueItemRow[]; total: number }> {
  return queueItems(db, filter);
}

/** What the eligibility check behind an application found. */
export function eligibilityCheckFacts(
  db: Queryable,
  checkId: string,
): Promise<EligibilityCheckFacts | undefined> {
  return findEligibilityCheckFacts(db, checkId);
}

/** How many eligibility checks the applicant made up to this application (its own included), the newest first. */
export function eligibilityChecksBefore(
  db: Queryable,
  application: ApplicationRecord,
  limit: number,
): Promise<{ total: number; latest: EligibilityCheckSummaryRow[] }> {
  return eligibilityChecksUntil(db, application.userId, application.createdAt, limit);
}

/** What an admin's correction of the applicant's identity did to their application. */
export interface IdentityCorrectionOutcome {
  readonly application: ApplicationRecord;
  /** The application returned to the applicant (it was waiting for an officer), with its status event. */
  readonly sentBack: boolean;
  /** The application now stands on the corrected identity, its e-KYC to be made again. */
  readonly reverify: boolean;
}

/**
 * An admin corrected the applicant's identity (docs/decisions/020): the application takes the corrected NRIC and
 * name unless it is closed, its e-KYC step is reopened, and its telecom check is made again for the new identity
 * (a job, `RECHECK_TELECOM_JOB`); one waiting for an officer goes back to the applicant through the lifecycle, with
 * the reason as its remark, so its history shows it. An approved application stands on its identity: refused.
 */
export async function correctApplicantIdentity(request: {
  readonly tx: Queryable;
  /** Read with its row locked in this transaction. */
  readonly application: ApplicationRecord;
  readonly identity: ApplicantIdentity;
  readonly workflow: Workflow;
  /** The application's agreement, which the lifecycle consults (an open application has none yet). */
  readonly agreement: ApplicationAgreement;
  readonly actor: Extract<LifecycleActor, { kind: 'officer' }>;
  readonly remark: string;
  readonly trace?: RequestTrace;
  readonly now: Date;
}): Promise<IdentityCorrectionOutcome> {
  const { tx, identity, now } = request;
  let application = request.application;
  const effect = identityCorrectionEffect(application.status);
  if (effect === 'keep') return { application, sentBack: false, reverify: false };
  if (effect === 'refuse')
    throw conflict('application.identityApplicationApproved', { applicationNo: application.applicationNo });
  if (effect === 'referBack') {
    const moved = await changeApplicationStatus({
      tx,
      application,
      workflow: request.workflow,
      agreement: request.agreement,
      event: { name: 'identityCorrected', remark: request.remark },
      actor: request.actor,
      remark: request.remark,
      ...(request.trace ? { trace: request.trace } : {}),
      now,
    });
    application = moved.application;
  }
  const stillReferredBack = effect === 'reverify' && application.status === 'REFERBACK';
  const updated = await writeApplicantIdentity(
    tx,
    application.id,
    {
      ...identity,
      markers: reopenStepsForReferBack(application.markers, ['ekyc']),
      referBackSteps: stillReferredBack
        ? referBackStepsInOrder([...(application.referBackSteps ?? []), 'ekyc'])
        : null,
    },
    now,
  );
  await enqueueJob(tx, RECHECK_TELECOM_JOB, {
    applicationId: updated.id,
    correctedAt: now.toISOString(),
  });
  return { application: updated, sentBack: effect === 'referBack', reverify: true };
}

/** An individual's application as the onboarding steps' evidence reads it (ports/step-applications.ts). */
export function individualStepApplication(application: ApplicationRecord): StepApplication {
  return {
    journey: 'individual',
    id: application.id,
    applicationNo: application.applicationNo,
    userId: application.userId,
    status: application.status,
    markers: application.markers,
    referBackSteps: application.referBackSteps ?? [],
    applicantNric: application.applicantNric,
    language: application.language,
    variant: application.applicationType,
    documents: INDIVIDUAL_DOCUMENTS,
  };
}
