import type { IndividualIneligibility, Sen, Variant } from '@sinar/domain';
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
}

const COLUMNS = `
  id, user_id as "userId", application_type as "applicationType", amount_sen as "amountSen",
  tenure_months as "tenureMonths", loan_reason_id as "loanReasonId", custom_reason as "customReason",
  net_salary_sen as "netSalarySen", campaign_code as "campaignCode", eligible, reasons,
  max_eligible_amount_sen as "maxEligibleAmountSen", checked_at as "checkedAt"`;

export async function insertEligibilityCheck(
  db: Queryable,
  check: Omit<EligibilityCheckRow, 'reasons'> & {
    readonly reasons: readonly IndividualIneligibility[];
    readonly telecomFacts: Record<string, unknown>;
  },
): Promise<EligibilityCheckRow> {
  const [row] = await db.query<EligibilityCheckRow>(
    `insert into eligibility_checks (id, user_id, application_type, amount_sen, tenure_months, loan_reason_id,
       custom_reason, net_salary_sen, campaign_code, eligible, reasons, max_eligible_amount_sen, telecom_facts,
       checked_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
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
}

export async function findEligibilityCheckFacts(
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
