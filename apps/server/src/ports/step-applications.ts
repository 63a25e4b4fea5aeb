import type {
  ApplicationStatus,
  Language,
  OnboardingStep,
  RequiredDocuments,
  StepMarker,
  Variant,
} from '@sinar/domain';
import type { Queryable } from '../db/database.ts';

/**
 * An application as the onboarding steps' evidence sees it, whichever journey made it: an individual's
 * (`applications`) or an SME partner's or group staff member's (`sme-applications`). The documents and e-KYC modules
 * keep their records by this id, check its owner and status here, and read the documents its journey asks for.
 */
export interface StepApplication {
  readonly journey: 'individual' | 'sme';
  readonly id: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly status: ApplicationStatus;
  readonly markers: readonly StepMarker[];
  /** The steps a refer-back reopened; empty for a journey without refer-backs. */
  readonly referBackSteps: readonly OnboardingStep[];
  /** The NRIC the identity verification must find on the card. */
  readonly applicantNric: string;
  readonly language: Language;
  /** The product variant whose pages the applicant uses; null for an SME application (its own pages). */
  readonly variant: Variant | null;
  /** The document groups the application must and may hold. */
  readonly documents: RequiredDocuments;
}

/**
 * Finds an application of either journey by id. `ownedBy` answers only the caller's own (an SME application also
 * by the caller's current partner id), so another's id and a missing one answer alike; `lock` holds the row for the
 * rest of the transaction. Wired in app.ts from the two owners' records.
 */
export interface StepApplications {
  ownedBy(
    db: Queryable,
    id: string,
    userId: string,
    options?: { lock?: boolean },
  ): Promise<StepApplication | undefined>;
  byId(db: Queryable, id: string, options?: { lock?: boolean }): Promise<StepApplication | undefined>;
}
