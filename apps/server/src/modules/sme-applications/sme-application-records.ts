import {
  type ApplicationStatus,
  type Sen,
  SME_DOCUMENTS_BY_PARTNER_TYPE,
  type SmeApplicationDraft,
  type SmePartnerType,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { StepApplication } from '../../ports/step-applications.ts';
import { type Customer, findCustomer, findCustomerOfRecord } from '../auth/customer-records.ts';
import { smeApplicationIdsNumbered, smeApplicationNumbersById } from './sme-application-queue-repository.ts';
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

/**
 * What other modules may read of an SME or staff application (decision 017): the approved application's figures and
 * who signs for it, from which the agreements module makes its agreement (docs/decisions/063).
 */
export interface SmeApplicationForAgreement {
  readonly id: string;
  readonly applicationNo: string;
  readonly userId: string;
  /** Null for group staff, who apply as themselves. */
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly status: ApplicationStatus;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly annualRateBp: number;
  /** The applicant, who signs (for the business when there is one), as the submitted form names them. */
  readonly signatory: { readonly name: string; readonly nric: string; readonly address: string };
  /** The business of a sole proprietor, partnership or company; null otherwise. */
  readonly company: { readonly name: string; readonly registrationNo: string } | null;
  /** The account the loan is paid out to, as the disbursement details name it (docs/decisions/067). */
  readonly disbursement: {
    readonly bankId: string;
    readonly accountName: string;
    readonly accountNo: string;
  };
}

/** The application's figures and signatory, or undefined when it has no submitted terms (a draft). */
export function smeApplicationForAgreement(row: SmeApplicationRow): SmeApplicationForAgreement | undefined {
  if (row.amountSen === null || row.tenureMonths === null) return undefined;
  const applicant = row.form.applicant ?? {};
  const disbursement = row.form.disbursement ?? {};
  const company = row.form.company;
  const companyName = company ? textOf(company, 'companyName') : '';
  return {
    id: row.id,
    applicationNo: row.applicationNo,
    userId: row.userId,
    partnerId: row.partnerId,
    partnerType: row.partnerType,
    status: row.status,
    amountSen: row.amountSen,
    tenureMonths: row.tenureMonths,
    annualRateBp: row.interestRateBpPerYear,
    signatory: {
      name: textOf(applicant, 'name'),
      nric: textOf(applicant, 'nric'),
      address: addressOf(applicant.homeAddress),
    },
    company:
      company && companyName !== ''
        ? { name: companyName, registrationNo: textOf(company, 'businessNewRegistrationNo') }
        : null,
    disbursement: {
      bankId: textOf(disbursement, 'personalBankId'),
      accountName: textOf(disbursement, 'personalBankAccountName'),
      accountNo: textOf(disbursement, 'personalBankAccountNo'),
    },
  };
}

/** An SME or staff application by id (not deleted), as the agreements module reads it. */
export async function findSmeApplicationForAgreement(
  db: Queryable,
  id: string,
): Promise<SmeApplicationForAgreement | undefined> {
  const row = await findSmeApplicationById(db, id);
  return row && smeApplicationForAgreement(row);
}

type FormGroup = NonNullable<SmeApplicationDraft['applicant']>;

function textOf(group: FormGroup, field: string): string {
  const value = group[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** An address of the form on one line: lines 1-3, postcode and city, state. */
function addressOf(address: unknown): string {
  if (typeof address !== 'object' || address === null) return '';
  const group = address as FormGroup;
  const postcodeCity = [textOf(group, 'postcode'), textOf(group, 'city')].filter(Boolean).join(' ');
  return [textOf(group, 'address1'), textOf(group, 'address2'), textOf(group, 'address3'), postcodeCity]
    .filter(Boolean)
    .join(', ');
}

/**
 * The application numbers the back office's global audit search shows and searches by (decision 070): the number of
 * each SME or staff application named, by id, and the ids whose number holds a text.
 */
export async function smeApplicationNumbers(
  db: Queryable,
  ids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const rows = await smeApplicationNumbersById(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.applicationNo]));
}

export function smeApplicationsNumbered(db: Queryable, text: string): Promise<string[]> {
  return smeApplicationIdsNumbered(db, text);
}
