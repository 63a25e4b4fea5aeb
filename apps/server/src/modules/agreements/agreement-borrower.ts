import { type Sen, smeStampingOf } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import type { AgreementRow } from './agreement-repository.ts';

/** Who an agreement names as borrower: what its PDF prints and e-stamping submits. */
export interface AgreementBorrower {
  readonly name: string;
  readonly nric: string;
  readonly address: string;
}

/**
 * The borrower of an agreement (docs/decisions/067): for an SME partner's or staff agreement, the applicant the SME
 * application named as signatory (who signs for the business, if any); for an individual's, the customer of record
 * with their residential address. Undefined when no name is known.
 */
export async function agreementBorrower(
  db: Queryable,
  agreement: AgreementRow,
): Promise<AgreementBorrower | undefined> {
  if (agreement.sme) {
    const { name, nric, address } = agreement.sme.signatory;
    return name.trim() ? { name: name.trim(), nric, address } : undefined;
  }
  const customer = await findCustomerOfRecord(db, agreement.userId);
  if (!customer?.fullName?.trim()) return undefined;
  return { name: customer.fullName, nric: customer.nric ?? '', address: addressOf(customer) };
}

/**
 * The stamp duty LHDN assesses on the agreement: the quote's as accepted for an individual's and a staff loan; for
 * an SME partner's loan the 0.5% part of its stamping, the RM150 admin fee being the lender's own.
 */
export function stampDutyAssessed(agreement: AgreementRow): Sen | undefined {
  if (!agreement.acceptance) return undefined;
  if (agreement.product === 'SME') return smeStampingOf(agreement.amountSen).stampDutySen;
  return agreement.acceptance.stampDutySen;
}

function addressOf(customer: {
  residentialAddress1: string | null;
  residentialAddress2: string | null;
  residentialAddress3: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
}): string {
  const postcodeCity = [customer.postcode, customer.city].filter(Boolean).join(' ');
  return [
    customer.residentialAddress1,
    customer.residentialAddress2,
    customer.residentialAddress3,
    postcodeCity,
    customer.state,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
