import type { GrossSalaryRange, IndividualIneligibility, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A recorded quick check (table eligibility_checks): kept eligible or not, with what the operator reported. */
export interface EligibilityCheckRow {
  readonly id: string;
  readonly userId: string;
  readonly applicationType: Variant;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly loanReasonId: string;
  readonly customReason: string | null;
  readonly netSalarySen: Sen;
  readonly campaignCode: string | null;
  readonly eligible: boolean;
  readonly reasons: IndividualIneligibility[];
  readonly maxEligibleAmountSen: Sen;
  readonly checkedAt: Date;
  /** The identity the operator's records were compared with; null on checks made before it was kept. */
  readonly applicantNric: string | null;
  readonly applicantFullName: string | null;
}

const COLUMNS = `
  id, user_id as "userId", application_type as "applicationType", amount_sen as "amountSen",
  tenure_months as "tenureMonths", loan_reason_id as "loanReasonId", custom_reason as "customReason",
  net_salary_sen as "netSalarySen", campaign_code as "campaignCode", eligible, reasons,
  max_eligible_amount_sen as "maxEligibleAmountSen", checked_at as "checkedAt",
  applicant_nric as "applicantNric", applicant_full_name as "applicantFullName"`;

export interface NewEligibilityCheck
  extends Omit<EligibilityCheckRow, 'reasons' | 'applicantNric' | 'applicantFullName'> {
  readonly reasons: readonly IndividualIneligibility[];
  readonly telecomFacts: Record<string, unknown>;
  readonly applicant: { readonly nric: string; readonly fullName: string };
  /** The registered gross salary range the income rules read, by its code. */
  readonly grossSalaryRange: GrossSalaryRange & { readonly code: string };
}

/** Every check is a row of its own: a repeated check never replaces an earlier one. */
export async function insertEligibilityCheck(
  db: Queryable,
  check: NewEligibilityCheck,
): Promise<EligibilityCheckRow> {
  const [row] = await db.query<EligibilityCheckRow>(
    `insert into eligibility_checks (id, user_id, application_type, amount_sen, tenure_months, loan_reason_id,
       custom_reason, net_salary_sen, campaign_code, eligible, reasons, max_eligible_amount_sen, telecom_facts,
       checked_at, applicant_nric, applicant_full_name, gross_salary_range_code, gross_salary_min_sen,
       gross_salary_max_sen)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     returning ${COLUMNS}`,
    [
      check.id,
      check.userId,
      check.applicationType,
      check.amountSen,
      check.tenureMonths,
      check.loanReasonId,
      check.customReason,
      check.netSalarySen,
      check.campaignCode,
      check.eligible,
      check.reasons,
      check.maxEligibleAmountSen,
      JSON.stringify(check.telecomFacts),
      check.checkedAt,
      check.applicant.nric,
      check.applicant.fullName,
      check.grossSalaryRange.code,
      check.grossSalaryRange.minSen,
      check.grossSalaryRange.maxSen,
    ],
  );
  if (!row) throw new Error('insert into eligibility_checks returned nothing');
  return row;
}

/** The check if `userId` made it; undefined otherwise, so another user's check cannot be used or probed. */
export async function findOwnEligibilityCheck(
  db: Queryable,
  id: string,
  userId: string,
): Promise<EligibilityCheckRow | undefined> {
  const [row] = await db.query<EligibilityCheckRow>(
    `select ${COLUMNS} from eligibility_checks where id = $1 and user_id = $2`,
    [id, userId],
  );
  return row;
}

/** What the check found, as the officer reviewing the application reads it. */
export interface EligibilityCheckFacts {
  readonly eligible: boolean;
  readonly maxEligibleAmountSen: Sen;
  readonly reasons: string[];
  readonly netSalarySen: Sen;
  readonly checkedAt: Date;
  readonly telecomFacts: Record<string, unknown>;
  /** Null for checks made before the range was kept. */
  readonly grossSalaryRange: GrossSalaryRange | null;
}

export async function findEligibilityCheckFacts(
  db: Queryable,
  id: string,
): Promise<EligibilityCheckFacts | undefined> {
  const [row] = await db.query<
    Omit<EligibilityCheckFacts, 'grossSalaryRange'> & { grossMinSen: Sen | null; grossMaxSen: Sen | null }
  >(
    `select eligible, max_eligible_amount_sen as "maxEligibleAmountSen", reasons, net_salary_sen as "netSalarySen",
       checked_at as "checkedAt", telecom_facts as "telecomFacts", gross_salary_min_sen as "grossMinSen",
       gross_salary_max_sen as "grossMaxSen"
     from eligibility_checks where id = $1`,
    [id],
  );
  if (!row) return undefined;
  const { grossMinSen, grossMaxSen, ...facts } = row;
  return {
    ...facts,
    grossSalaryRange: grossMinSen === null ? null : { minSen: grossMinSen, maxSen: grossMaxSen },
  };
}

/** One earlier check as the officer's list shows it. */
export interface EligibilityCheckSummaryRow {
  readonly id: string;
  readonly checkedAt: Date;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly netSalarySen: Sen;
  readonly eligible: boolean;
  readonly reasons: string[];
}

/** How many checks the user made up to `until` (included), and the newest `limit` of them, newest first. */
export async function eligibilityChecksUntil(
  db: Queryable,
  userId: string,
  until: Date,
  limit: number,
): Promise<{ total: number; latest: EligibilityCheckSummaryRow[] }> {
  const [counted, latest] = await Promise.all([
    db.query<{ total: number }>(
      'select count(*)::int as total from eligibility_checks where user_id = $1 and checked_at <= $2',
      [userId, until],
    ),
    db.query<EligibilityCheckSummaryRow>(
      `select id, checked_at as "checkedAt", amount_sen as "amountSen", tenure_months as "tenureMonths",
         net_salary_sen as "netSalarySen", eligible, reasons
       from eligibility_checks where user_id = $1 and checked_at <= $2
       order by checked_at desc, id desc limit $3`,
      [userId, until, limit],
    ),
  ]);
  return { total: counted[0]?.total ?? 0, latest };
}
