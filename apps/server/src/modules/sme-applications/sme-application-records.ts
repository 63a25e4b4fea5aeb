import { SME_DOCUMENTS_BY_PARTNER_TYPE } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { StepApplication } from '../../ports/step-applications.ts';
import { type Customer, findCustomer, findCustomerOfRecord } from '../auth/customer-records.ts';
import {
  findOwnSmeApplication,
  findSmeApplicationById,
  type SmeApplicationRow,
} from './sme-application-repository.ts';

/**
 * SME and staff applications as the other modules read them: the documents and e-KYC modules, whose records belong
 * to an application of either journey (ports/step-applications.ts). Nothing here writes.
 */

/**
 * The application when `userId` owns it as the partner it is now (its partner id, or none for group staff), as
 * every SME call checks: another partner's application and a missing one answer alike.
 */
export async function findSmeApplicationOf(
  db: Queryable,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<StepApplication | undefined> {
  const customer = await findCustomer(db, userId);
  if (!customer) return undefined;
  const owner = smeOwnerOf(customer);
  if (!owner) return undefined;
  const row = await findOwnSmeApplication(db, id, owner, options);
  return row && stepApplicationOf(row, customer);
}

/** Any SME application, whoever owns it. */
export async function findSmeApplication(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StepApplication | undefined> {
  const row = await findSmeApplicationById(db, id, options);
  if (!row) return undefined;
  return stepApplicationOf(row, await findCustomerOfRecord(db, row.userId));
}

/** The owner an SME call checks: an SME partner by its partner id, group staff without one; nobody else. */
export function smeOwnerOf(
  customer: Customer,
): { readonly userId: string; readonly partnerId: string | null } | undefined {
  if (customer.organizationType === 'STAFF') return { userId: customer.id, partnerId: null };
  if (customer.organizationType === 'SME' && customer.partnerId)
    return { userId: customer.id, partnerId: customer.partnerId };
  return undefined;
}

/** A text field of the applicant's sub-form as saved (a draft holds what was typed, or nothing). */
export function smeApplicantText(
  row: Pick<SmeApplicationRow, 'form'>,
  field: 'nric' | 'emailAddress' | 'name',
): string | undefined {
  const value = row.form.applicant?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function stepApplicationOf(row: SmeApplicationRow, customer: Customer | null): StepApplication {
  return {
    journey: 'sme',
    id: row.id,
    applicationNo: row.applicationNo,
    userId: row.userId,
    status: row.status,
    markers: row.markers,
    referBackSteps: [],
    // The identity the form was submitted with; the profile's before the form holds one.
    applicantNric: smeApplicantText(row, 'nric') ?? customer?.nric ?? '',
    language: customer?.language ?? 'en',
    variant: null,
    documents: SME_DOCUMENTS_BY_PARTNER_TYPE[row.partnerType],
  };
}
