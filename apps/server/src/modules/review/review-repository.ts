import {
  APPLICATION_EVENTS,
  type ApplicationStatus,
  type OnboardingStep,
  type RecordedTransition,
  type StepMarker,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * What a decision writes to the application and what the officer's view reads beside it. The application and its
 * events belong to the applications module; the review writes only what a decision leaves on them.
 */

/** The event a recorded status change took; rows written before events were recorded hold an applicant's in `remark`. */
const RECORDED_EVENT = `coalesce(event, case when actor_type = 'applicant' then remark end)`;

/** Every status change of the application, oldest first, as maker-checker reads them. */
export async function recordedTransitions(
  db: Queryable,
  applicationId: string,
): Promise<RecordedTransition[]> {
  const rows = await db.query<{ event: string | null; actorType: string; actorId: string | null }>(
    `select ${RECORDED_EVENT} as event, actor_type as "actorType", actor_id as "actorId"
     from application_events where application_id = $1 and kind = 'status' order by id`,
    [applicationId],
  );
  return rows.flatMap((row) => {
    const event = APPLICATION_EVENTS.find((candidate) => candidate === row.event);
    if (!event) return [];
    return row.actorType === 'officer' && row.actorId ? [{ event, officerId: row.actorId }] : [{ event }];
  });
}

export interface ReviewedChange {
  readonly status: ApplicationStatus;
  readonly markers?: readonly StepMarker[];
  /** Opens a refer-back; a status change without it leaves the open one as it is. */
  readonly referBack?: {
    readonly steps: readonly OnboardingStep[];
    readonly remark: string;
    readonly at: Date;
  };
  readonly approval?: { readonly amountSen: number; readonly tenureMonths: number };
  /** The email proof no longer stands: the applicant verifies their address again. */
  readonly clearEmailProof?: boolean;
}

export async function updateReviewedApplication(
  db: Queryable,
  id: string,
  change: ReviewedChange,
  now: Date,
): Promise<void> {
  const sets = ['status = $2', 'updated_at = $3'];
  const params: unknown[] = [id, change.status, now];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (change.markers) set('markers', change.markers);
  if (change.referBack) {
    set('refer_back_steps', change.referBack.steps);
    set('refer_back_remark', change.referBack.remark);
    set('referred_back_at', change.referBack.at);
  }
  if (change.approval) {
    set('approved_amount_sen', change.approval.amountSen);
    set('approved_tenure_months', change.approval.tenureMonths);
  }
  if (change.clearEmailProof) sets.push('verified_email = null', 'email_verified_at = null');
  await db.query(`update applications set ${sets.join(', ')} where id = $1`, params);
}

export interface OfficerRow {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
}

export async function findOfficer(db: Queryable, id: string): Promise<OfficerRow | undefined> {
  const [row] = await db.query<OfficerRow>(
    'select id, email, full_name as "fullName" from officers where id = $1',
    [id],
  );
  return row;
}

/** The applicant as the review shows them: a deleted account's application is still reviewed and audited. */
export interface ApplicantRow {
  readonly id: string;
  readonly fullName: string;
  readonly nric: string | null;
  readonly phoneNo: string | null;
  readonly email: string | null;
  readonly addressLines: (string | null)[];
  readonly createdAt: Date;
  readonly allowToApplyNewLoanAfter: Date | null;
}

export async function findApplicant(db: Queryable, userId: string): Promise<ApplicantRow | undefined> {
  const [row] = await db.query<ApplicantRow>(
    `select id, full_name as "fullName", nric, phone_no as "phoneNo", email,
       array[residential_address1, residential_address2, residential_address3, nullif(concat_ws(' ', postcode, city), ''),
         state] as "addressLines",
       created_at as "createdAt", allow_to_apply_new_loan_after as "allowToApplyNewLoanAfter"
     from users where id = $1`,
    [userId],
  );
  return row;
}

export interface EligibilityCheckFacts {
  readonly eligible: boolean;
  readonly maxEligibleAmountSen: number;
  readonly reasons: string[];
  readonly netSalarySen: number;
  readonly checkedAt: Date;
  readonly telecomFacts: Record<string, unknown>;
}

export async function findEligibilityCheck(
  db: Queryable,
  id: string,
): Promise<EligibilityCheckFacts | undefined> {
  const [row] = await db.query<EligibilityCheckFacts>(
    `select eligible, max_eligible_amount_sen as "maxEligibleAmountSen", reasons, net_salary_sen as "netSalarySen",
       checked_at as "checkedAt", telecom_facts as "telecomFacts"
     from eligibility_checks where id = $1`,
    [id],
  );
  return row;
}

export interface EkycSummaryRow {
  readonly id: string;
  readonly state: 'CAPTURING' | 'PROCESSING' | 'PASSED' | 'RETRY' | 'FAILED';
  readonly failureReason: 'verificationFailed' | 'nricMismatch' | null;
  readonly attempts: number;
  readonly updatedAt: Date;
  /** The sides pictured in the attempt being taken or last sent. */
  readonly sides: ('front' | 'back' | 'selfie')[];
}

export async function findEkycSummary(
  db: Queryable,
  applicationId: string,
): Promise<EkycSummaryRow | undefined> {
  const [row] = await db.query<EkycSummaryRow>(
    `select s.id, s.state, s.failure_reason as "failureReason", s.attempts, s.updated_at as "updatedAt",
       coalesce(array(
         select c.side from ekyc_captures c
         where c.session_id = s.id
           and c.attempt = case when s.state = 'CAPTURING' then s.attempts + 1 else s.attempts end
         order by array_position(array['front', 'back', 'selfie'], c.side)
       ), '{}') as sides
     from ekyc_sessions s where s.application_id = $1`,
    [applicationId],
  );
  return row;
}

export interface NoteRow {
  readonly id: number;
  readonly at: Date;
  readonly officerName: string;
  readonly body: string;
}

export async function insertNote(
  db: Queryable,
  note: { applicationId: string; officerId: string; officerName: string; body: string; at: Date },
): Promise<NoteRow> {
  const [row] = await db.query<NoteRow>(
    `insert into application_notes (application_id, officer_id, officer_name, body, at) values ($1, $2, $3, $4, $5)
     returning id, at, officer_name as "officerName", body`,
    [note.applicationId, note.officerId, note.officerName, note.body, note.at],
  );
  if (!row) throw new Error('insert into application_notes returned nothing');
  return row;
}

export function notesOf(db: Queryable, applicationId: string): Promise<NoteRow[]> {
  return db.query<NoteRow>(
    `select id, at, officer_name as "officerName", body from application_notes where application_id = $1 order by id`,
    [applicationId],
  );
}
