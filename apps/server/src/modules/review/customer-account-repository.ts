import type { ApplicationStatus, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export interface CustomerApplicationRow {
  readonly id: string;
  readonly applicationNo: string;
  readonly applicationType: Variant;
  readonly status: ApplicationStatus;
  readonly form: { readonly amountSen?: number; readonly tenureMonths?: number };
  readonly approvedAmountSen: number | null;
  readonly approvedTenureMonths: number | null;
  readonly createdAt: Date;
  readonly submittedAt: Date | null;
}

/** Every application of the customer, drafts included, newest first. */
export function findCustomerApplications(db: Queryable, userId: string): Promise<CustomerApplicationRow[]> {
  return db.query<CustomerApplicationRow>(
    `select id, application_no as "applicationNo", application_type as "applicationType", status, form,
       approved_amount_sen as "approvedAmountSen", approved_tenure_months as "approvedTenureMonths",
       created_at as "createdAt", submitted_at as "submittedAt"
     from applications where user_id = $1
     order by created_at desc, application_no desc`,
    [userId],
  );
}
