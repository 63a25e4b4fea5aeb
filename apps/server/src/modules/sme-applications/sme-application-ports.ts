import type { LocalDate, Sen } from '@sinar/domain';

/**
 * What the SME applications ask of the partner directory (providers/partners): a partner's figures, from which
 * eligibility, the rate and the maximum are read. Throws the provider's ProviderUnavailableError when it is down.
 */
export interface SmePartnerFacts {
  findPartner(partnerId: string): Promise<{
    readonly partnerId: string;
    readonly nric: string;
    readonly partnerType: string;
    readonly status: 'active' | 'inactive';
    readonly partnerSince: LocalDate;
    readonly licenceExpiresOn: LocalDate | null;
    readonly tinNumber: string | null;
    readonly monthlyRecurringCommissionSen: readonly Sen[];
  } | null>;
}
