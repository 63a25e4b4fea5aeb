import type { ApplicationStatus, Sen, SmeApplicationDraft, SmePartnerType } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { findSmeApplicationById, type SmeApplicationRow } from './sme-application-repository.ts';

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
}

/** The application's figures and signatory, or undefined when it has no submitted terms (a draft). */
export function smeApplicationForAgreement(row: SmeApplicationRow): SmeApplicationForAgreement | undefined {
  if (row.amountSen === null || row.tenureMonths === null) return undefined;
  const applicant = row.form.applicant ?? {};
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
