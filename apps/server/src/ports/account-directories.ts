import type { Variant } from '@sinar/domain';

/**
 * What the accounts ask of the systems we read from but do not run: the telecom operator's lines, the brands' account
 * holders and the partner directory. The providers (../providers) implement them; tests can too.
 */

export interface TelecomAccountLookup {
  findAccount(phoneNo: string): Promise<{
    readonly holderName: string;
    readonly holderNric: string | null;
    readonly status: 'active' | 'suspended' | 'terminated';
  } | null>;
}

export function isActiveTelecomAccount(account: { status: string } | null): boolean {
  return account?.status === 'active';
}

export interface BrandAccountLookup {
  findHolder(
    brand: Variant,
    query: { phoneNo: string } | { email: string },
  ): Promise<{ holderId: string } | null>;
  enrol(
    brand: Variant,
    person: { userId: string; phoneNo: string; email: string; fullName: string },
  ): Promise<unknown>;
}

export interface PartnerRecord {
  readonly partnerId: string;
  readonly fullName: string;
  readonly nric: string | null;
  readonly phoneNo: string | null;
  readonly email: string | null;
  readonly partnerType: string;
  readonly companyName: string | null;
  readonly status: 'active' | 'inactive';
  readonly tinNumber: string | null;
}

export interface PartnerLookup {
  findPartner(partnerId: string): Promise<PartnerRecord | null>;
}
