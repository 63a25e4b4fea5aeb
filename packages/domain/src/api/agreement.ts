import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import {
  AGREEMENT_EVENTS,
  AGREEMENT_HISTORY_EVENTS,
  AGREEMENT_STATUSES,
} from '../status/agreement-status.ts';
import { AGREEMENT_STEPS } from '../status/agreement-steps.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * The agreement after approval, as its applicant calls it (issue 12; spec 001 section 7, product service): the
 * spec's `agreement/{agreementId}/summary` and `agreement/{agreementId}/status`, and what the spec leaves out,
 * designed in the same style: the current agreement, accepting the approved summary with the protection choice, and
 * walking away before signing. Attestation, the document and signing, and the mandate have their own files
 * (attestation.ts, agreement-signing.ts, direct-debit.ts); the back office's calls are agreement-backoffice.ts.
 * Every call is the agreement's applicant's only: anyone else's agreement answers as a missing one.
 */

const product = API_BASES.product;

export const AGREEMENT_PATHS = {
  /** Designed: GET `currentAgreementSchema`, the agreement of the caller's latest application, or null. */
  current: `${product}/agreement/current`,
  /** GET `approvedSummarySchema`: the approved loan or financing summary, with and without protection. */
  summary: (agreementId: string) => `${product}/agreement/${segment(agreementId)}/summary`,
  /** GET `agreementStatusViewSchema`: the status, the step status list and the history. */
  status: (agreementId: string) => `${product}/agreement/${segment(agreementId)}/status`,
  /** Designed: POST `acceptSummaryRequestSchema`, answers `agreementChangedSchema`. */
  acceptSummary: (agreementId: string) => `${product}/agreement/${segment(agreementId)}/summary/accept`,
  /**
   * Designed: PATCH, no body, answers `agreementChangedSchema`: the applicant walks away before signing (the
   * screen asks to confirm first); the application is cancelled with it.
   */
  cancel: (agreementId: string) => `${product}/agreement/${segment(agreementId)}/status/cancel`,
} as const;

/** The path parameter of a call on one agreement. */
export const agreementParamsSchema = z.object({ agreementId: z.uuid() });

const company = z.enum(VARIANTS).describe('The brand: conventional or islamic');
const agreementStatus = z.enum(AGREEMENT_STATUSES);

/** The agreement as its applicant sees it. */
export const agreementViewSchema = z
  .object({
    id: z.uuid(),
    /** SKL-2026-000001 for a loan, SKF-2026-000001 for Islamic financing. */
    agreementNo: z.string(),
    applicationId: z.uuid(),
    applicationNo: z.string(),
    company,
    status: agreementStatus,
    approvedAmountSen: senSchema.positive(),
    tenureMonths: z.number().int().positive(),
    annualRateBp: z.number().int().nonnegative(),
    openedAt: z.iso.datetime(),
    summaryAcceptedAt: z.iso.datetime().nullable(),
    /** Whether the customer took the protection plan; null until the summary is accepted. */
    protectionTaken: z.boolean().nullable(),
    /** What the applicant may do now (the transition table's events for the applicant): the screens' buttons. */
    allowedEvents: z.array(z.enum(AGREEMENT_EVENTS)),
  })
  .meta({ id: 'Agreement' });
export type AgreementView = z.infer<typeof agreementViewSchema>;

export const currentAgreementSchema = z.object({ agreement: agreementViewSchema.nullable() });
export type CurrentAgreement = z.infer<typeof currentAgreementSchema>;

/** The answer to a change the applicant made: the text to show and the agreement as it now stands. */
export const agreementChangedSchema = z.object({ message: z.string(), agreement: agreementViewSchema });
export type AgreementChanged = z.infer<typeof agreementChangedSchema>;

// --- The approved summary -----------------------------------------------------------------------------------------

/** The protection plan offered for the tenure: loan insurance, or takaful for Islamic financing. */
export const protectionOfferSchema = z.object({
  providerName: z.string(),
  grossRateBp: z.number().int().nonnegative(),
  serviceTaxBp: z.number().int().nonnegative(),
  /** The gross premium (insurance) or contribution (takaful). */
  grossPremiumSen: senSchema.nonnegative(),
  serviceTaxSen: senSchema.nonnegative(),
  totalPremiumSen: senSchema.nonnegative(),
  /** The net amount received when the plan is taken: its total is deducted from it. */
  netAmountSen: senSchema.positive(),
});
export type ProtectionOffer = z.infer<typeof protectionOfferSchema>;

/**
 * Every figure of spec 000 section 3's approved summary, computed by the domain's `approvedOffer` from the approved
 * terms. Once accepted, the figures are those recorded at acceptance. The lender's commission as the insurer's agent
 * is not here: it is the back office's to see.
 */
export const approvedSummarySchema = z
  .object({
    agreementId: z.uuid(),
    agreementNo: z.string(),
    applicationNo: z.string(),
    company,
    status: agreementStatus,
    approvedAmountSen: senSchema.positive(),
    /** The interest (conventional) or profit (Islamic) rate per annum. */
    annualRateBp: z.number().int().nonnegative(),
    tenureMonths: z.number().int().positive(),
    stampDutySen: senSchema.nonnegative(),
    /** Inclusive of SST, after the referral waiver. */
    processingFeeSen: senSchema.nonnegative(),
    referralWaiverSen: senSchema.nonnegative(),
    campaignCode: z.string().nullable(),
    /** Islamic financing's agency fee; zero for a loan. */
    wakalahFeeSen: senSchema.nonnegative(),
    monthlyInstalmentSen: senSchema.positive(),
    lastInstalmentSen: senSchema.positive(),
    /** Interest (conventional) or profit (Islamic) over the whole tenure. */
    totalInterestSen: senSchema.nonnegative(),
    /** The total payable; for Islamic financing the selling price, the most the customer can ever pay. */
    totalPayableSen: senSchema.positive(),
    /** The net amount received without protection. */
    netAmountSen: senSchema.positive(),
    /** Null when no plan covers this tenure. */
    protection: protectionOfferSchema.nullable(),
    /** Once accepted: when, and with or without protection. */
    acceptance: z.object({ acceptedAt: z.iso.datetime(), protectionTaken: z.boolean() }).nullable(),
  })
  .meta({ id: 'ApprovedSummary' });
export type ApprovedSummary = z.infer<typeof approvedSummarySchema>;

/** The customer accepts the summary, taking the protection plan or not. */
export const acceptSummaryRequestSchema = z.object({ takeProtection: z.boolean() });
export type AcceptSummaryRequest = z.infer<typeof acceptSummaryRequestSchema>;

// --- Status ---------------------------------------------------------------------------------------------------------

export const agreementStatusViewSchema = z
  .object({
    agreementId: z.uuid(),
    agreementNo: z.string(),
    company,
    status: agreementStatus,
    /** The spec's step status list, labelled Completed, Current Progress or Waiting. */
    steps: z.array(
      z.object({
        step: z.enum(AGREEMENT_STEPS),
        label: z.enum(['completed', 'currentProgress', 'waiting']),
      }),
    ),
    history: z.array(
      z.object({
        at: z.iso.datetime(),
        event: z.enum(AGREEMENT_HISTORY_EVENTS),
        /** Null for the opening. */
        from: agreementStatus.nullable(),
        to: agreementStatus,
        actor: z.enum(['applicant', 'officer', 'system']),
      }),
    ),
  })
  .meta({ id: 'AgreementStatus' });
export type AgreementStatusView = z.infer<typeof agreementStatusViewSchema>;
