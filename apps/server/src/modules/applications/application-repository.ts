import type {
  ApplicationDraft,
  ApplicationStatus,
  Language,
  OnboardingStep,
  Sen,
  StepMarker,
  Variant,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `applications` as the services use it. */
export interface ApplicationRow {
  readonly id: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly applicationType: Variant;
  readonly status: ApplicationStatus;
  readonly markers: StepMarker[];
  readonly eligibilityCheckId: string;
  readonly maxEligibleAmountSen: Sen;
  readonly netSalarySen: Sen;
  readonly campaignCode: string | null;
  readonly form: ApplicationDraft;
  readonly language: Language;
  readonly interestRateBpPerYear: number;
  readonly verifiedEmail: string | null;
  readonly emailVerifiedAt: Date | null;
  readonly consentPersonalDataAt: Date | null;
  readonly protectionPlanAcknowledged: boolean;
  readonly submittedAt: Date | null;
  readonly remarks: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** The open refer-back (all three set, or none): what an officer asked the applicant to redo. */
  readonly referBackSteps: OnboardingStep[] | null;
  readonly referBackRemark: string | null;
  readonly referredBackAt: Date | null;
  /** The terms of the final approval (both set, or neither). */
  readonly approvedAmountSen: Sen | null;
  readonly approvedTenureMonths: number | null;
  /** The identity the application was made with (or an officer corrected it to): the NRIC and the name on the card. */
  readonly applicantNric: string;
  readonly applicantFullName: string;
  /** When an officer last corrected the identity; the telecom check made again since, when it has run. */
  readonly identityCorrectedAt: Date | null;
  readonly telecomFacts: Record<string, unknown> | null;
  readonly telecomCheckedAt: Date | null;
}

/** The columns of an `ApplicationRow`, for this module's repositories. */
export const APPLICATION_COLUMNS = `
  id, application_no as "applicationNo", user_id as "userId", application_type as "applicationType", status,
  markers, eligibility_check_id as "eligibilityCheckId", max_eligible_amount_sen as "maxEligibleAmountSen",
  net_salary_sen as "netSalarySen", campaign_code as "campaignCode", form, language,
  interest_rate_bp_per_year as "interestRateBpPerYear", verified_email as "verifiedEmail",
  email_verified_at as "emailVerifiedAt", consent_personal_data_at as "consentPersonalDataAt",
  protection_plan_acknowledged as "protectionPlanAcknowledged", submitted_at as "submittedAt", remarks,
  created_at as "createdAt", updated_at as "updatedAt", refer_back_steps as "referBackSteps",
  refer_back_remark as "referBackRemark", referred_back_at as "referredBackAt",
  approved_amount_sen as "approvedAmountSen", approved_tenure_months as "approvedTenureMonths",
  applicant_nric as "applicantNric", applicant_full_name as "applicantFullName",
  identity_corrected_at as "identityCorrectedAt", telecom_facts as "telecomFacts",
  telecom_checked_at as "telecomCheckedAt"`;

/** Statuses after which the applicant may start afresh (spec 000 section 4: cancelled, removed or rejected). */
const CLOSED_STATUSES: readonly ApplicationStatus[] = ['CANCELED', 'REJECTED'];

/**
 * The application if it belongs to `userId`; undefined otherwise, so that someone else's application and a
 * missing one look the same. `lock` holds the row for the rest of the transaction (every change takes it).
 */
export async function findOwnedApplication(
  db: Queryable,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from applications where id = $1 and user_id = $2${options.lock ? ' for update' : ''}`,
    [id, userId],
  );
  return row;
}

/** Any application, whoever owns it: only for the emailed link, whose token is the proof. */
export async function findApplicationById(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from applications where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** Several applications by id at once, in no particular order. */
export function findApplicationsByIds(db: Queryable, ids: readonly string[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from applications where id = any($1::uuid[])`,
    [ids],
  );
}

export function applicationsOfUser(db: Queryable, userId: string): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from applications where user_id = $1 order by created_at desc, application_no desc`,
    [userId],
  );
}

/** The user's application still in progress (not cancelled or rejected), if any. */
export async function findOpenApplication(
  db: Queryable,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const [row] = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from applications where user_id = $1 and not (status = any($2::text[]))
     order by created_at desc limit 1${options.lock ? ' for update' : ''}`,
    [userId, CLOSED_STATUSES],
  );
  return row;
}

/** The next number of the one sequence both variants share. */
export async function nextApplicationSerial(db: Queryable): Promise<number> {
  const [row] = await db.query<{ serial: number }>(`select nextval('application_no_seq') as serial`);
  if (!row) throw new Error('application_no_seq returned nothing');
  return row.serial;
}

export interface NewApplication {
  readonly id: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly applicationType: Variant;
  readonly eligibilityCheckId: string;
  readonly maxEligibleAmountSen: Sen;
  readonly netSalarySen: Sen;
  readonly campaignCode: string | null;
  readonly form: ApplicationDraft;
  readonly language: Language;
  readonly interestRateBpPerYear: number;
  readonly applicantNric: string;
  readonly applicantFullName: string;
  readonly now: Date;
}

export async function insertApplication(db: Queryable, app: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.query<ApplicationRow>(
    `insert into applications (id, application_no, user_id, application_type, status, markers, eligibility_check_id,
       max_eligible_amount_sen, net_salary_sen, campaign_code, form, language, interest_rate_bp_per_year,
       applicant_nric, applicant_full_name, created_at, updated_at)
     values ($1, $2, $3, $4, 'DRAFT', '{}', $5, $6, $7, $8, $9, $10, $11, $13, $14, $12, $12)
     returning ${APPLICATION_COLUMNS}`,
    [
      app.id,
      app.applicationNo,
      app.userId,
      app.applicationType,
      app.eligibilityCheckId,
      app.maxEligibleAmountSen,
      app.netSalarySen,
      app.campaignCode,
      JSON.stringify(app.form),
      app.language,
      app.interestRateBpPerYear,
      app.now,
      app.applicantNric,
      app.applicantFullName,
    ],
  );
  if (!row) throw new Error('insert into applications returned nothing');
  return row;
}

/**
 * The columns the applicant's use cases change beside the status (the form as typed, the emails' language, the
 * proved address); `updated_at` is always set. The status, and what a status change carries, are written by
 * `writeApplicationStatus` alone.
 */
export interface ApplicationChanges {
  readonly markers?: readonly StepMarker[];
  readonly form?: ApplicationDraft;
  readonly language?: Language;
  readonly verifiedEmail?: string;
  readonly emailVerifiedAt?: Date;
}

const CHANGE_COLUMNS: Record<keyof ApplicationChanges, string> = {
  markers: 'markers',
  form: 'form',
  language: 'language',
  verifiedEmail: 'verified_email',
  emailVerifiedAt: 'email_verified_at',
};

export async function updateApplication(
  db: Queryable,
  id: string,
  changes: ApplicationChanges,
  now: Date,
): Promise<ApplicationRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof ApplicationChanges,
    unknown,
  ][];
  const sets = entries.map(([key], index) => `${CHANGE_COLUMNS[key]} = $${index + 3}`);
  const [row] = await db.query<ApplicationRow>(
    `update applications set ${[...sets, 'updated_at = $2'].join(', ')} where id = $1 returning ${APPLICATION_COLUMNS}`,
    [id, now, ...entries.map(([key, value]) => (key === 'form' ? JSON.stringify(value) : value))],
  );
  if (!row) throw new Error(`application ${id} vanished during an update`);
  return row;
}

/** A new status and what its event carries; only application-lifecycle.ts writes it. */
export interface StatusWrite {
  readonly status: ApplicationStatus;
  readonly markers?: readonly StepMarker[];
  /** The submission's time, which is also the consent's, and the protection plan's acknowledgement. */
  readonly submission?: { readonly at: Date; readonly protectionPlanAcknowledged: boolean };
  /** Opens a refer-back; null answers the open one (its record stays in the history). */
  readonly referBack?: {
    readonly steps: readonly OnboardingStep[];
    readonly remark: string;
    readonly at: Date;
  } | null;
  readonly approval?: { readonly amountSen: Sen; readonly tenureMonths: number };
  /** The email proof no longer stands: the applicant verifies their address again. */
  readonly clearEmailProof?: boolean;
}

export async function writeApplicationStatus(
  db: Queryable,
  id: string,
  write: StatusWrite,
  now: Date,
): Promise<ApplicationRow> {
  const sets = ['status = $2', 'updated_at = $3'];
  const params: unknown[] = [id, write.status, now];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (write.markers) set('markers', write.markers);
  if (write.submission) {
    set('submitted_at', write.submission.at);
    set('consent_personal_data_at', write.submission.at);
    set('protection_plan_acknowledged', write.submission.protectionPlanAcknowledged);
  }
  if (write.referBack === null)
    sets.push('refer_back_steps = null', 'refer_back_remark = null', 'referred_back_at = null');
  if (write.referBack) {
    set('refer_back_steps', write.referBack.steps);
    set('refer_back_remark', write.referBack.remark);
    set('referred_back_at', write.referBack.at);
  }
  if (write.approval) {
    set('approved_amount_sen', write.approval.amountSen);
    set('approved_tenure_months', write.approval.tenureMonths);
  }
  if (write.clearEmailProof) sets.push('verified_email = null', 'email_verified_at = null');
  const [row] = await db.query<ApplicationRow>(
    `update applications set ${sets.join(', ')} where id = $1 returning ${APPLICATION_COLUMNS}`,
    params,
  );
  if (!row) throw new Error(`application ${id} vanished during a status change`);
  return row;
}

/**
 * An officer's correction of the applicant's identity on the application: the NRIC and name it stands on, the time
 * of the correction, the telecom facts of an earlier correction cleared (the check is made again for this one), and
 * the step markers and refer-back steps as the correction leaves them. The status is the lifecycle's to change.
 */
export async function writeApplicantIdentity(
  db: Queryable,
  id: string,
  write: {
    readonly nric: string;
    readonly fullName: string;
    readonly markers: readonly StepMarker[];
    readonly referBackSteps: readonly OnboardingStep[] | null;
  },
  now: Date,
): Promise<ApplicationRow> {
  const [row] = await db.query<ApplicationRow>(
    `update applications set applicant_nric = $2, applicant_full_name = $3, markers = $4,
       refer_back_steps = coalesce($5, refer_back_steps), identity_corrected_at = $6, telecom_facts = null,
       telecom_checked_at = null, updated_at = $6
     where id = $1 returning ${APPLICATION_COLUMNS}`,
    [id, write.nric, write.fullName, write.markers, write.referBackSteps, now],
  );
  if (!row) throw new Error(`application ${id} vanished during an identity correction`);
  return row;
}

/**
 * The telecom check made again after an identity correction: the facts for the corrected identity, kept only while
 * that correction is still the latest (a later one waits for a check of its own).
 */
export async function writeTelecomRecheck(
  db: Queryable,
  id: string,
  check: { readonly correctedAt: Date; readonly facts: Record<string, unknown>; readonly at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `update applications set telecom_facts = $3, telecom_checked_at = $4
     where id = $1 and identity_corrected_at = $2 and telecom_checked_at is null returning id`,
    [id, check.correctedAt, JSON.stringify(check.facts), check.at],
  );
  return rows.length > 0;
}
