import type { ApplicationStatus, OnboardingStep, StepMarker, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * What the documents and e-KYC calls need to know of an application: whose it is, where it stands. The
 * applications module owns the table; we only read it.
 */
export interface ApplicationAccess {
  readonly id: string;
  readonly userId: string;
  readonly applicationNo: string;
  readonly applicationType: Variant;
  readonly status: ApplicationStatus;
  readonly markers: readonly StepMarker[];
  readonly language: 'en' | 'ms';
  /** The steps an open refer-back names: while referred back, only those may change. */
  readonly referBackSteps: readonly OnboardingStep[] | null;
}

const COLUMNS = `id, user_id as "userId", application_no as "applicationNo", application_type as "applicationType",
  status, markers, language, refer_back_steps as "referBackSteps"`;

/**
 * The application when `userId` owns it, else null: another applicant's application and one that does not exist
 * answer alike, so ids cannot be probed. `lock` holds the row until the transaction ends, which serialises the
 * uploads of one application (the count and duplicate checks stay true until the insert).
 */
export async function findOwnedApplication(
  db: Queryable,
  applicationId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationAccess | null> {
  const [row] = await db.query<ApplicationAccess>(
    `select ${COLUMNS} from applications where id = $1 and user_id = $2${options.lock ? ' for update' : ''}`,
    [applicationId, userId],
  );
  return row ?? null;
}

export async function findApplication(
  db: Queryable,
  applicationId: string,
): Promise<ApplicationAccess | null> {
  const [row] = await db.query<ApplicationAccess>(`select ${COLUMNS} from applications where id = $1`, [
    applicationId,
  ]);
  return row ?? null;
}

/** The applicant's NRIC, for the identity check only: never logged, never returned. */
export async function applicantNric(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ nric: string | null }>('select nric from users where id = $1', [userId]);
  return row?.nric ?? null;
}
