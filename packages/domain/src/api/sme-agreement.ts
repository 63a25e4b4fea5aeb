import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { LANGUAGES } from '../i18n/catalog-shape.ts';
import { senSchema } from '../money/sen-schema.ts';
import { SME_PARTNER_TYPES } from '../sme/sme-product.ts';
import { AGREEMENT_EVENTS, AGREEMENT_STATUSES } from '../status/agreement-status.ts';
import { agreementStatusViewSchema } from './agreement.ts';
import { segment } from './path-parameters.ts';

/**
 * The agreement of an approved SME partner or staff application, as its applicant calls it (spec 001 section 7,
 * product service; docs/decisions/063): `smeAgreement/{id}`, `smeAgreementStep/id/{id}` and
 * `sme/pdf/sign/agreement/language/{language}/agreement/{agreementId}`. The attestation videos by partner type are
 * master data (`MASTER_PATHS.smePreRecordedVideos`). Every call answers the applicant of the agreement's partner id
 * only: another partner's agreement answers as a missing one.
 */

const product = API_BASES.product;

export const SME_AGREEMENT_PATHS = {
  /** Designed: GET `currentSmeAgreementSchema`, the agreement of the caller's latest approved application, or null. */
  current: `${product}/smeAgreement/current`,
  /** GET `smeAgreementViewSchema`: the agreement with its approved figures and stamping. */
  agreement: (id: string) => `${product}/smeAgreement/${segment(id)}`,
  /** GET `smeAgreementStepSchema`: the status, the step status list and the history. */
  step: (id: string) => `${product}/smeAgreementStep/id/${segment(id)}`,
  /**
   * POST, no body, answers the agreement as an `application/pdf` in the language asked, made out to be signed by
   * the applicant for the business.
   */
  sign: (language: string, agreementId: string) =>
    `${product}/sme/pdf/sign/agreement/language/${segment(language)}/agreement/${segment(agreementId)}`,
} as const;

export const smeAgreementParamsSchema = z.object({ id: z.uuid() });
export const smeAgreementSignParamsSchema = z.object({ language: z.enum(LANGUAGES), agreementId: z.uuid() });

/** The SME or staff agreement as its applicant sees it: the approved summary's figures to the sen. */
export const smeAgreementViewSchema = z
  .object({
    id: z.uuid(),
    agreementNo: z.string(),
    smeApplicationId: z.uuid(),
    applicationNo: z.string(),
    product: z.enum(['SME', 'STAFF']),
    /** Null for group staff, who apply as themselves. */
    partnerId: z.string().nullable(),
    partnerType: z.enum(SME_PARTNER_TYPES),
    /** The business the applicant signs for; null for an individual partner or a staff loan. */
    companyName: z.string().nullable(),
    /** Who signs: the applicant, for the business when there is one. */
    signatoryName: z.string(),
    status: z.enum(AGREEMENT_STATUSES),
    approvedAmountSen: senSchema.positive(),
    tenureMonths: z.number().int().positive(),
    annualRateBp: z.number().int().nonnegative(),
    monthlyInstalmentSen: senSchema.positive(),
    lastInstalmentSen: senSchema.positive(),
    totalInterestSen: senSchema.nonnegative(),
    totalPayableSen: senSchema.positive(),
    /** The SME loan: 0.5% of the amount; the staff loan: the personal loan's stamp duty. */
    stampDutySen: senSchema.nonnegative(),
    /** The SME loan's RM150 admin fee on the stamping; 0 for the staff loan. */
    stampingAdminFeeSen: senSchema.nonnegative(),
    processingFeeSen: senSchema.nonnegative(),
    /** What is paid out: the amount less the stamping and fees. */
    netAmountSen: senSchema.positive(),
    openedAt: z.iso.datetime(),
    allowedEvents: z.array(z.enum(AGREEMENT_EVENTS)),
  })
  .meta({ id: 'SmeAgreement' });
export type SmeAgreementView = z.infer<typeof smeAgreementViewSchema>;

export const currentSmeAgreementSchema = z.object({ agreement: smeAgreementViewSchema.nullable() });
export type CurrentSmeAgreement = z.infer<typeof currentSmeAgreementSchema>;

/** The step status list and history of an SME or staff agreement, as the individual's status call answers them. */
export const smeAgreementStepSchema = agreementStatusViewSchema;
export type SmeAgreementStep = z.infer<typeof smeAgreementStepSchema>;
