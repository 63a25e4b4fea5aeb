import type { CatalogKey, LocalDate, RequiredDocuments, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

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

/**
 * The evidence behind an SME application's document and e-KYC markers, owned by the documents and e-KYC modules and
 * asked inside the transaction that records the marker (decision 060), as the individual journey's `StepEvidence`.
 */
export interface SmeStepEvidence {
  /** What stops the documents step, as catalog keys, for the partner type's groups; empty when complete. */
  documentProblems(
    tx: Queryable,
    applicationId: string,
    documents: RequiredDocuments,
  ): Promise<readonly CatalogKey[]>;
  /** Whether the application's identity verification passed. */
  ekycPassed(tx: Queryable, applicationId: string): Promise<boolean>;
}
