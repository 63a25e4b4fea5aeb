import type {
  ApplicationEvent,
  ApplicationStatus,
  OnboardingStep,
  Sen,
  SmeApplicationDraft,
  SmePartnerType,
  StepMarker,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `sme_applications` as the service uses it. */
export interface SmeApplicationRow {
  readonly id: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly status: ApplicationStatus;
  readonly markers: StepMarker[];
  readonly form: SmeApplicationDraft;
  readonly amountSen: Sen | null;
  readonly tenureMonths: number | null;
  readonly interestRateBpPerYear: number;
  readonly smeLoanReasonId: string | null;
  readonly averageRecurringCommissionSen: Sen | null;
  readonly submissionDate: Date | null;
  /** The address the applicant proved with the emailed code or link, and when (decision 060). */
  readonly verifiedEmail: string | null;
  readonly emailVerifiedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** The final approval's terms (decision 062); null until approved. */
  readonly approvedAmountSen: Sen | null;
  readonly approvedTenureMonths: number | null;
  readonly approvedAt: Date | null;
  /** The open refer-back: what the applicant was asked to redo; null when there is none. */
  readonly referBack: SmeReferBack | null;
}

export interface SmeReferBack {
  readonly steps: readonly OnboardingStep[];
  readonly remark: string;
  /** ISO time. */
  readonly at: string;
}

const COLUMNS = `
  id, application_no as "applicationNo", user_id as "userId", partner_id as "partnerId",
  partner_type as "partnerType", status, markers, form, amount_sen as "amountSen", tenure_months as "tenureMonths",
  interest_rate_bp_per_year as "interestRateBpPerYear", sme_loan_reason_id as "smeLoanReasonId",
  average_recurring_commission_sen as "averageRecurringCommissionSen", submission_date as "submissionDate",
  verified_email as "verifiedEmail", email_verified_at as "emailVerifiedAt", created_at as "createdAt",
  updated_at as "updatedAt", approved_amount_sen as "approvedAmountSen",
  approved_tenure_months as "approvedTenureMonths", approved_at as "approvedAt", refer_back as "referBack"`;

export async function nextSmeApplicationSerial(db: Queryable): Promise<number> {
  const [row] = await db.query<{ serial: string | number }>(
    `select nextval('sme_application_no_seq') as serial`,
  );
  return Number(row?.serial);
}

export interface NewSmeApplication {
  readonly applicationNo: string;
  readonly userId: string;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly form: SmeApplicationDraft;
  readonly interestRateBpPerYear: number;
  readonly averageRecurringCommissionSen: Sen | null;
  readonly at: Date;
}

export async function insertSmeApplication(
  db: Queryable,
  row: NewSmeApplication,
): Promise<SmeApplicationRow> {
  const [inserted] = await db.query<SmeApplicationRow>(
    `insert into sme_applications (application_no, user_id, partner_id, partner_type, form, interest_rate_bp_per_year,
       average_recurring_commission_sen, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     returning ${COLUMNS}`,
    [
      row.applicationNo,
      row.userId,
      row.partnerId,
      row.partnerType,
      JSON.stringify(row.form),
      row.interestRateBpPerYear,
      row.averageRecurringCommissionSen,
      row.at,
    ],
  );
  if (!inserted) throw new Error('insert sme_applications returned no row');
  return inserted;
}

/**
 * An application that is not deleted, when it belongs to `userId` (and, for a partner, to its partner id); `lock`
 * holds its row for the rest of the transaction.
 */
export async function findOwnSmeApplication(
  db: Queryable,
  id: string,
  owner: { readonly userId: string; readonly partnerId: string | null },
  options: { lock?: boolean } = {},
): Promise<SmeApplicationRow | undefined> {
  const [row] = await db.query<SmeApplicationRow>(
    `select ${COLUMNS} from sme_applications
     where id = $1 and user_id = $2 and partner_id is not distinct from $3 and deleted_at is null
     ${options.lock ? 'for update' : ''}`,
    [id, owner.userId, owner.partnerId],
  );
  return row;
}

/** An application that is not deleted, by its id alone (the back office's read); `lock` holds its row. */
export async function findSmeApplicationById(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SmeApplicationRow | undefined> {
  const [row] = await db.query<SmeApplicationRow>(
    `select ${COLUMNS} from sme_applications where id = $1 and deleted_at is null ${options.lock ? 'for update' : ''}`,
    [id],
  );
  return row;
}

/** The owner's applications (for a partner, of its partner id) that are not deleted, latest first. */
export async function smeApplicationsOf(
  db: Queryable,
  owner: { readonly userId: string; readonly partnerId: string | null },
): Promise<SmeApplicationRow[]> {
  return db.query<SmeApplicationRow>(
    `select ${COLUMNS} from sme_applications
     where user_id = $1 and partner_id is not distinct from $2 and deleted_at is null
     order by created_at desc, application_no desc`,
    [owner.userId, owner.partnerId],
  );
}

/** The owner's applications that are still being made or decided (not deleted, cancelled or rejected). */
export async function openSmeApplicationsOf(db: Queryable, userId: string): Promise<SmeApplicationRow[]> {
  return db.query<SmeApplicationRow>(
    `select ${COLUMNS} from sme_applications
     where user_id = $1 and deleted_at is null and status not in ('CANCELED', 'REJECTED')
     order by created_at desc`,
    [userId],
  );
}

/**
 * The amounts a partner id has applied for or been lent across its SME applications in review or approved: what
 * counts against its RM500,000 (decision 059). Drafts, cancelled, rejected and deleted applications do not count.
 */
export async function committedSmeAmountsOf(db: Queryable, partnerId: string): Promise<Sen[]> {
  const rows = await db.query<{ amountSen: Sen }>(
    `select amount_sen as "amountSen" from sme_applications
     where partner_id = $1 and deleted_at is null and amount_sen is not null
       and status not in ('DRAFT', 'CANCELED', 'REJECTED')`,
    [partnerId],
  );
  return rows.map((row) => row.amountSen);
}

export interface SmeApplicationChanges {
  readonly form?: SmeApplicationDraft;
  readonly amountSen?: Sen | null;
  readonly tenureMonths?: number | null;
  readonly smeLoanReasonId?: string | null;
  readonly interestRateBpPerYear?: number;
  readonly markers?: readonly StepMarker[];
}

export async function updateSmeApplication(
  db: Queryable,
  id: string,
  changes: SmeApplicationChanges,
  at: Date,
): Promise<SmeApplicationRow> {
  const [row] = await db.query<SmeApplicationRow>(
    `update sme_applications set
       form = coalesce($2, form),
       amount_sen = case when $3 then $4 else amount_sen end,
       tenure_months = case when $5 then $6 else tenure_months end,
       sme_loan_reason_id = case when $7 then $8 else sme_loan_reason_id end,
       interest_rate_bp_per_year = coalesce($9, interest_rate_bp_per_year),
       markers = coalesce($10, markers),
       updated_at = $11
     where id = $1
     returning ${COLUMNS}`,
    [
      id,
      changes.form === undefined ? null : JSON.stringify(changes.form),
      changes.amountSen !== undefined,
      changes.amountSen ?? null,
      changes.tenureMonths !== undefined,
      changes.tenureMonths ?? null,
      changes.smeLoanReasonId !== undefined,
      changes.smeLoanReasonId ?? null,
      changes.interestRateBpPerYear ?? null,
      changes.markers ?? null,
      at,
    ],
  );
  if (!row) throw new Error(`sme application ${id} not found`);
  return row;
}

/** Records the address the applicant proved, and when. */
export async function writeSmeEmailProof(
  db: Queryable,
  id: string,
  email: string,
  at: Date,
): Promise<SmeApplicationRow> {
  const [row] = await db.query<SmeApplicationRow>(
    `update sme_applications set verified_email = $2, email_verified_at = $3, updated_at = $3
     where id = $1
     returning ${COLUMNS}`,
    [id, email, at],
  );
  if (!row) throw new Error(`sme application ${id} not found`);
  return row;
}

/** What a status change writes beside the status (decision 062). */
export interface SmeStatusWrite {
  /** The applicant's first submission: its time becomes the submission date. */
  readonly submitted?: boolean;
  /** A resubmission after a refer-back: a new review round from now, the refer-back answered. */
  readonly resubmitted?: boolean;
  /** The final approval's terms. */
  readonly approval?: { readonly amountSen: Sen; readonly tenureMonths: number };
  /** A refer-back: the markers with its steps reopened, and the refer-back the applicant reads. */
  readonly referBack?: { readonly markers: readonly StepMarker[]; readonly referBack: SmeReferBack };
}

/** Writes a status: called by the SME lifecycle alone (sme-application-lifecycle.ts). */
export async function writeSmeApplicationStatus(
  db: Queryable,
  id: string,
  status: ApplicationStatus,
  at: Date,
  options: SmeStatusWrite = {},
): Promise<SmeApplicationRow> {
  const [row] = await db.query<SmeApplicationRow>(
    `update sme_applications set status = $2, updated_at = $3,
       submission_date = case when $4 then $3 else submission_date end,
       approved_amount_sen = coalesce($5, approved_amount_sen),
       approved_tenure_months = coalesce($6, approved_tenure_months),
       approved_at = case when $5::bigint is not null then $3 else approved_at end,
       markers = coalesce($7, markers),
       refer_back = case when $8 then $9::jsonb when $10 then null else refer_back end
     where id = $1
     returning ${COLUMNS}`,
    [
      id,
      status,
      at,
      (options.submitted ?? false) || (options.resubmitted ?? false),
      options.approval?.amountSen ?? null,
      options.approval?.tenureMonths ?? null,
      options.referBack?.markers ?? null,
      options.referBack !== undefined,
      options.referBack ? JSON.stringify(options.referBack.referBack) : null,
      options.resubmitted ?? false,
    ],
  );
  if (!row) throw new Error(`sme application ${id} not found`);
  return row;
}

/** Marks a draft deleted: its row and history stay for the record, and no call finds it again. */
export async function markSmeApplicationDeleted(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(`update sme_applications set deleted_at = $2, updated_at = $2 where id = $1`, [id, at]);
}

export interface NewSmeApplicationEvent {
  readonly applicationId: string;
  readonly kind: 'status' | 'step' | 'deleted';
  readonly from: string | null;
  readonly to: string;
  readonly event?: ApplicationEvent | null;
  readonly actorType: 'applicant' | 'officer' | 'system';
  readonly actorId: string | null;
  /** The officer's role in the move, and their remark. */
  readonly actorRole?: string | null;
  readonly remark?: string | null;
  readonly at: Date;
}

export async function insertSmeApplicationEvent(db: Queryable, event: NewSmeApplicationEvent): Promise<void> {
  await db.query(
    `insert into sme_application_events
       (application_id, kind, from_value, to_value, event, actor_type, actor_id, at, actor_role, remark)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      event.applicationId,
      event.kind,
      event.from,
      event.to,
      event.event ?? null,
      event.actorType,
      event.actorId,
      event.at,
      event.actorRole ?? null,
      event.remark ?? null,
    ],
  );
}

export interface SmeApplicationEventRow {
  readonly id: string;
  readonly kind: 'status' | 'step' | 'deleted';
  readonly from: string | null;
  readonly to: string;
  readonly event: ApplicationEvent | null;
  readonly actorType: 'applicant' | 'officer' | 'system';
  readonly actorId: string | null;
  readonly actorRole: string | null;
  readonly remark: string | null;
  readonly at: Date;
}

export function smeApplicationEvents(
  db: Queryable,
  applicationId: string,
): Promise<SmeApplicationEventRow[]> {
  return db.query<SmeApplicationEventRow>(
    `select e.id::text as id, kind, from_value as "from", to_value as "to", event, actor_type as "actorType",
       actor_id as "actorId", actor_role as "actorRole", remark, at
     from sme_application_events e where application_id = $1 order by e.id`,
    [applicationId],
  );
}
