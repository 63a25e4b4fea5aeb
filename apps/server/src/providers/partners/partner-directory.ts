import type { LocalDate, Sen } from '@sinar/domain';

export const PARTNER_TYPES = ['INDIVIDUAL', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY', 'STAFF'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** An SME partner (a dealer of the telecom operator) as the partner directory holds it. */
export interface Partner {
  /** Upper case: 'P100234'. */
  readonly partnerId: string;
  readonly fullName: string;
  /** 12 digits. */
  readonly nric: string;
  /** National form: the temporary password of a first login goes here by SMS. */
  readonly phoneNo: string;
  readonly email: string;
  readonly partnerType: PartnerType;
  /** The business's name; null for individuals and staff. */
  readonly companyName: string | null;
  readonly status: 'active' | 'inactive';
  readonly partnerSince: LocalDate;
  /** When the licence or business registration expires; null when the partner has not updated it. */
  readonly licenceExpiresOn: LocalDate | null;
  /** LHDN TIN; null when not updated. */
  readonly tinNumber: string | null;
  /** The last 5 months' recurring commission, oldest first (fiveMonthAverageSen takes them as they are). */
  readonly monthlyRecurringCommissionSen: readonly Sen[];
}

/**
 * The operator's SME partner directory: who a partner id belongs to, and the figures SME eligibility rests on
 * (spec 001 section 9). Throws ProviderUnavailableError when the directory is down. Only the sandbox exists until the
 * operator's API contract is signed.
 */
export interface PartnerDirectory {
  /** The partner of an id in any case ('p100234' finds P100234); null when the directory has no such partner. */
  findPartner(partnerId: string): Promise<Partner | null>;
}
