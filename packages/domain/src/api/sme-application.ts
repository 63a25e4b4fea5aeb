import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { SME_INELIGIBILITY_REASONS } from '../eligibility/sme.ts';
import { senSchema } from '../money/sen-schema.ts';
import { SME_PARTNER_TYPES, SME_SUB_FORMS, type SmePartnerType } from '../sme/sme-product.ts';
import { APPLICATION_STATUSES } from '../status/application-status.ts';
import { DOCUMENT_GROUPS } from '../uploads/document-groups.ts';
import { STEP_MARKERS } from './application.ts';
import { segment } from './path-parameters.ts';

/**
 * The SME partner and staff application contract (spec 001 sections 3-5, 7 and 9): the customer service's
 * `smeApplication/*` and `sme/file/*` calls, the product API's `sme/productProfile` and `staff/productProfile`,
 * and the designed eligibility check of /sme/testing-eligibility. Every call answers only the application's own
 * partner (or staff member): another's id is 404. docs/decisions/059 says why each is shaped as it is.
 */

const customer = API_BASES.customer;
const product = API_BASES.product;

/** The partner-type submissions' last path segment (spec 001 section 7). */
export const SME_SUBMISSION_SEGMENTS: Readonly<Record<SmePartnerType, string>> = {
  INDIVIDUAL: 'smeIndividualApplication',
  SOLE_PROPRIETOR: 'smeSolePropApplication',
  STAFF: 'smeStaffApplication',
  PARTNERSHIP: 'smePartnershipApplication',
  COMPANY: 'smeCompanyApplication',
};

export const SME_APPLICATION_PATHS = {
  /** Designed: POST, no body: the partner's eligibility from the partner directory's figures, recorded. */
  eligibility: `${customer}/smeApplication/eligibility`,
  /** POST: makes the caller's draft (no `id`) or saves it as typed (`id`), body `smeDraftRequestSchema`. */
  draft: `${customer}/smeApplication/draft`,
  /** Designed: GET the caller's own applications, latest first, deleted drafts left out (the partner's home). */
  byUser: (userId: string) => `${customer}/smeApplication/userId/${segment(userId)}`,
  /** GET the application; DELETE removes a draft. */
  application: (id: string) => `${customer}/smeApplication/${segment(id)}`,
  /** PATCH, no body: submits the completed application: DRAFT to PENDING. */
  pending: (id: string) => `${customer}/smeApplication/${segment(id)}/pending`,
  /** PATCH, no body: the applicant cancels (a draft or a pending application). */
  cancel: (id: string) => `${customer}/smeApplication/${segment(id)}/status/cancel`,
  /** POST, the partner type's full form (`SME_APPLICATION_SCHEMAS`): checked, saved, and the form step recorded. */
  submission: (partnerType: SmePartnerType) =>
    `${customer}/smeApplication/${SME_SUBMISSION_SEGMENTS[partnerType]}`,
  /** GET the business documents a partner type uploads (decision 059). */
  requiredFiles: (partnerType: string) =>
    `${customer}/sme/file/getRequiredFileByPartnerType/type/${segment(partnerType)}`,
  /** POST `{ tenureMonths }`: the SME maximum for the tenure, recomputed whenever the tenure changes. */
  smeProductProfile: `${product}/sme/productProfile`,
  /** POST `{ netSalarySen }`: the staff maximum for the net salary. */
  staffProductProfile: `${product}/staff/productProfile`,
} as const;

export const smePartnerTypeSchema = z.enum(SME_PARTNER_TYPES);
export const smePartnerTypeParamsSchema = z.object({ partnerType: smePartnerTypeSchema });

/** The result of /sme/testing-eligibility: the reasons are the spec's words (eligibility.reasons.*). */
export const smeEligibilityResultSchema = z.object({
  eligible: z.boolean(),
  reasons: z.array(z.enum(SME_INELIGIBILITY_REASONS)),
  partnerId: z.string(),
  partnerType: smePartnerTypeSchema,
  /** The 5-month average recurring commission the rate and maximum are read from. */
  averageRecurringCommissionSen: senSchema.nonnegative(),
  /** 800 (8% a year) or 1,200 (12%). */
  interestRateBpPerYear: z.number().int(),
  /** What is left of RM500,000 for this partner id across its loans. */
  remainingLimitSen: senSchema.nonnegative(),
  /** While a rejection's waiting time runs, the moment it ends (the account's date); null otherwise. */
  allowToApplyNewLoanAfterDateTime: z.iso.datetime().nullable(),
});
export type SmeEligibilityResultView = z.infer<typeof smeEligibilityResultSchema>;

/** The product's figures (spec 001 section 3, `product{...}`), in sen, months and basis points. */
export const smeProductFiguresSchema = z.object({
  interestRateBpPerYear: z.number().int(),
  minTenure: z.number().int(),
  maxTenure: z.number().int(),
  intervalTenure: z.number().int(),
  minLoanAmountSen: senSchema,
  /** The partner id's ceiling: what is left of RM500,000 across its loans (the staff product's own maximum). */
  maxLoanAmountSen: senSchema,
  intervalLoanAmountSen: senSchema,
  processingFeeSen: senSchema,
  /** Stamping on the amount in basis points (50 = 0.5%). */
  stampingDutyBp: z.number().int(),
  /** The fixed fee charged with the stamping (the SME's RM150 admin fee; none for staff). */
  stampingAdminFeeSen: senSchema,
  processingFeeToDiscountSen: senSchema,
});

export const smeProductProfileRequestSchema = z.object({
  tenureMonths: z.number({ error: 'forms.fields.tenureRequired' }).int().min(1).max(360),
});

/** `sme/productProfile`: the maximum is multiplier x tenure rounded down to RM1,000, 0 when nothing fits. */
export const smeProductProfileSchema = z.object({
  /** The message the product page shows with the offer (a catalog key's text in the request's language). */
  messageToShow: z.string(),
  /** Amount granted per month of tenure. */
  loanAmountToMultiplySen: senSchema.nonnegative(),
  product: smeProductFiguresSchema,
  selectedLoanTenure: z.number().int(),
  eligibleMaxLoanAmountSen: senSchema.nonnegative(),
});
export type SmeProductProfile = z.infer<typeof smeProductProfileSchema>;

export const staffProductProfileRequestSchema = z.object({
  netSalarySen: senSchema.positive({ error: 'sme.form.netSalaryRequired' }).max(100_000_000_00),
});

/** `staff/productProfile`: multiplier x net salary, rounded down to RM1,000, within the staff product's bounds. */
export const staffProductProfileSchema = z.object({
  messageToShow: z.string(),
  multiplier: z.number(),
  product: smeProductFiguresSchema,
  netSalaryAmountSen: senSchema,
  eligibleMaxLoanAmountSen: senSchema.nonnegative(),
});
export type StaffProductProfile = z.infer<typeof staffProductProfileSchema>;

/**
 * The application as typed so far, sub-form by sub-form: every value as its input holds it (text, number,
 * true/false), an address or a director as a group of them, so nothing typed is lost; the partner type's
 * submission checks it whole.
 */
const draftKey = z.string().min(1).max(60);
const draftValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
const draftGroup = z.record(draftKey, z.union([draftValue, z.record(draftKey, draftValue)]));
export const smeApplicationDraftSchema = z
  .object({
    company: draftGroup,
    applicant: draftGroup,
    disbursement: draftGroup,
    emergency: draftGroup,
    directors: z.array(draftGroup).max(20),
    amountSen: senSchema.nonnegative().max(50_000_000),
    tenureMonths: z.number().int().nonnegative().max(360),
    smeLoanReasonId: z.string().max(50),
  })
  .partial();
export type SmeApplicationDraft = z.infer<typeof smeApplicationDraftSchema>;

/** `smeApplication/draft`: without `id` a new draft of the caller's partner type; with it, the draft saved. */
export const smeDraftRequestSchema = z.object({
  id: z.uuid().optional(),
  form: smeApplicationDraftSchema.default({}),
});

/** An SME or staff application as its owner (and officers) see it. */
export const smeApplicationSchema = z
  .object({
    id: z.uuid(),
    /** The reference the applicant quotes: SME-2026-000123. */
    applicationNo: z.string(),
    userId: z.uuid(),
    /** The partner id that owns it; null for group staff, who apply as themselves. */
    partnerId: z.string().nullable(),
    partnerType: smePartnerTypeSchema,
    applicationStatus: z.enum(APPLICATION_STATUSES),
    markers: z.array(z.enum(STEP_MARKERS)),
    /** The sub-forms this partner type fills, in order. */
    subForms: z.array(z.enum(SME_SUB_FORMS)),
    /** The form as last saved (draft) or submitted. */
    form: smeApplicationDraftSchema,
    /** The summary (spec 001 section 3): total applied, tenure, rate, reason, instalment; null until known. */
    amountSen: senSchema.nullable(),
    tenureMonths: z.number().int().nullable(),
    interestRateBpPerYear: z.number().int(),
    smeLoanReasonId: z.string().nullable(),
    estimatedMonthlyInstalmentSen: senSchema.nullable(),
    submissionDate: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SmeApplication' });
export type SmeApplicationView = z.infer<typeof smeApplicationSchema>;

/** The caller's applications, latest first (`smeApplication/userId/{userId}`). */
export const smeApplicationListSchema = z.array(smeApplicationSchema);

/** A change (save, submission, pending, cancel): the spec's success text and the application as it now is. */
export const smeApplicationMessageResponseSchema = z.object({
  message: z.string(),
  application: smeApplicationSchema,
});

/** The business documents of a partner type: each group, required or not, with the upload rules' limit. */
export const smeRequiredFilesSchema = z.object({
  partnerType: smePartnerTypeSchema,
  files: z.array(
    z.object({
      fileType: z.object({ name: z.enum(DOCUMENT_GROUPS) }),
      required: z.boolean(),
      maxFiles: z.number().int().positive(),
    }),
  ),
});
export type SmeRequiredFiles = z.infer<typeof smeRequiredFilesSchema>;
