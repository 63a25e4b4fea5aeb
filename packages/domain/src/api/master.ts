import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { LANGUAGES, type Language } from '../i18n/catalog-shape.ts';
import { senQuerySchema, senSchema } from '../money/sen-schema.ts';
import { VARIANTS } from '../variant/variants.ts';
import { idParamsSchema, segment } from './path-parameters.ts';

/**
 * The master service's public calls (spec 001 section 7): the dropdown lists, the product a code stands for, the
 * protection insurance and takaful rates, the pre-recorded attestation videos and the master files. No token is
 * needed. The administrator's side of the same data is master-admin.ts. The spec names the variant `company` in
 * paths and answers, so the wire keeps that name.
 */

const master = API_BASES.master;
const adminMaster = API_BASES.adminMaster;

export const MASTER_LIST_NAMES = [
  'race',
  'grossSalaryRange',
  'loanReason',
  'employeeType',
  'bank',
  'relationship',
  'smeLoanReason',
] as const;
export type MasterListName = (typeof MASTER_LIST_NAMES)[number];

/** The lists each variant offers apart (`{list}/{company}`); the SME loan reasons are one list for both. */
export const VARIANT_MASTER_LIST_NAMES = [
  'race',
  'grossSalaryRange',
  'loanReason',
  'employeeType',
  'bank',
  'relationship',
] as const satisfies readonly MasterListName[];
export type VariantMasterListName = (typeof VARIANT_MASTER_LIST_NAMES)[number];

/** The pre-recorded attestation videos are a list per language. */
export const PRE_RECORDED_VIDEO_LISTS = {
  en: 'preRecordedVideo',
  ms: 'preRecordedVideoBm',
} as const satisfies Record<Language, string>;

export const PRODUCT_CODE_KINDS = ['campaign', 'referral'] as const;
export const VIDEO_PARTNER_TYPES = [
  'individual',
  'soleProprietor',
  'partnership',
  'company',
  'staff',
] as const;
export type VideoPartnerType = (typeof VIDEO_PARTNER_TYPES)[number];

export const MASTER_PATHS = {
  /** GET `masterListSchema(list)`: a variant's active items, in the caller's language, by numeric code. */
  list: (list: VariantMasterListName, company: string) => `${master}/${list}/${segment(company)}`,
  /** GET `masterListSchema('smeLoanReason')`. */
  smeLoanReasons: `${master}/smeLoanReason`,
  /** POST `productCodeRequestSchema`: the conventional product of a product, campaign or referral code. */
  productByCode: `${master}/product/productCode`,
  /** POST `referralCodeRequestSchema`: a variant's product with a partner's referral waiver. */
  productByReferralCode: (company: string) => `${master}/product/company/${segment(company)}/referralCode`,
  /** GET: the Islamic product of a product or campaign code. */
  islamicProductByCode: (code: string) => `${master}/islamicProduct/code/${segment(code)}`,
  /** GET: the Islamic product with a partner's referral waiver. */
  islamicProductByReferralCode: (referralCode: string) =>
    `${master}/islamicProduct/referralCode/${segment(referralCode)}`,
  /** GET `loanInsuranceQuerySchema`: both variants' cover for a tenure, with the premium for an amount if given. */
  loanInsurance: (tenure: number | string) => `${master}/loanInsurance/tenure/${segment(String(tenure))}`,
  /** GET `preRecordedVideoQuerySchema`: a variant's videos in a language, newest first. */
  preRecordedVideos: (language: Language, company: string) =>
    `${master}/${PRE_RECORDED_VIDEO_LISTS[language]}/${segment(company)}`,
  /** GET `smePreRecordedVideoQuerySchema`: the SME videos of a partner type. */
  smePreRecordedVideos: (type: string) => `${master}/smePreRecordedVideo/type/${segment(type)}`,
  /** GET the files of a master-data record. */
  filesOfEntity: (id: string) => `${adminMaster}/file/entity/${segment(id)}`,
  /** GET a master file's content. */
  file: (id: string) => `${adminMaster}/file/${segment(id)}`,
  /** GET a video file's content; a Range header asks for part of it. */
  videoFile: (id: string) => `${adminMaster}/video/file/${segment(id)}`,
} as const;

const company = z.enum(VARIANTS).describe('The brand: conventional or islamic');
const videoPartnerType = z.enum(VIDEO_PARTNER_TYPES);
const language = z.enum(LANGUAGES);

/** The path of a call on one variant's data. */
export const variantParamsSchema = z.object({ company });

// --- Lists --------------------------------------------------------------------------------------------------------

export const masterListQuerySchema = z.object({ lang: language.optional() });

const listItem = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

/** An item as the customer calls give it: its code, its name in the caller's language, and what its list adds. */
export const MASTER_LIST_ITEM_SCHEMAS = {
  race: listItem,
  employeeType: listItem,
  relationship: listItem,
  grossSalaryRange: listItem.extend({ minSen: senSchema, maxSen: senSchema.nullable() }),
  /** `isOther`: the 'Others' item, which asks the applicant to describe the reason. */
  loanReason: listItem.extend({ isOther: z.boolean() }),
  smeLoanReason: listItem.extend({ isOther: z.boolean() }),
  bank: listItem.extend({ swiftCode: z.string(), accountNumberLengths: z.array(z.number().int()) }),
} as const satisfies Record<MasterListName, z.ZodObject>;
export type MasterListItem<L extends MasterListName = MasterListName> = z.output<
  (typeof MASTER_LIST_ITEM_SCHEMAS)[L]
>;

export function masterListSchema<L extends MasterListName>(list: L): z.ZodType<MasterListItem<L>[]> {
  return z.array(MASTER_LIST_ITEM_SCHEMAS[list]) as z.ZodType<MasterListItem<L>[]>;
}

// --- Products and codes -------------------------------------------------------------------------------------------

const codeLookup = z
  .string()
  .trim()
  .min(1, { error: 'errors.invalidCampaignCode' })
  .max(40, { error: 'errors.invalidCampaignCode' });

export const productCodeRequestSchema = z.object({ productCode: codeLookup });
export const referralCodeRequestSchema = z.object({ referralCode: codeLookup });
export const productCodeParamsSchema = z.object({ code: codeLookup });
export const referralCodeParamsSchema = z.object({ referralCode: codeLookup });

/** The individual product a code stands for: its terms, and the waiver of the campaign or referral code applied. */
export const productOfferSchema = z
  .object({
    productCode: z.string(),
    company,
    name: z.string(),
    terms: z.object({
      minAmountSen: senSchema,
      maxAmountSen: senSchema,
      amountStepSen: senSchema,
      minTenureMonths: z.number().int(),
      maxTenureMonths: z.number().int(),
      tenureStepMonths: z.number().int(),
      monthlyRateBp: z.number().int(),
      annualRateBp: z.number().int(),
      processingFeeSen: senSchema,
      wakalahFeeSen: senSchema,
      stampDutyBp: z.number().int(),
    }),
    appliedCode: z
      .object({
        code: z.string(),
        kind: z.enum(PRODUCT_CODE_KINDS),
        processingFeeDiscountSen: senSchema,
        validUntil: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'ProductOffer' });
export type ProductOffer = z.infer<typeof productOfferSchema>;

// --- Insurance and takaful ----------------------------------------------------------------------------------------

export const loanInsuranceParamsSchema = z.object({ tenure: z.coerce.number().int().min(1).max(120) });
export const loanInsuranceQuerySchema = z.object({
  amountSen: senQuerySchema.min(0).max(100_000_000).optional(),
});

/** A variant's cover for a tenure; the premium's amounts are null when no amount was asked about. */
export const loanInsuranceRateSchema = z.object({
  company,
  tenureMonths: z.number().int(),
  grossRateBp: z.number().int(),
  serviceTaxBp: z.number().int(),
  agentCommissionBp: z.number().int(),
  providerName: z.string(),
  grossPremiumSen: senSchema.nullable(),
  serviceTaxSen: senSchema.nullable(),
  totalPremiumSen: senSchema.nullable(),
});
export type LoanInsuranceRate = z.infer<typeof loanInsuranceRateSchema>;
export const loanInsuranceRateListSchema = z.array(loanInsuranceRateSchema);

// --- Pre-recorded videos ------------------------------------------------------------------------------------------

export const preRecordedVideoQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(50).default(1),
});
export const smePreRecordedVideoParamsSchema = z.object({ type: videoPartnerType });
export const smePreRecordedVideoQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(50).default(2),
  lang: language.optional(),
});

export const preRecordedVideoSchema = z
  .object({
    id: z.uuid(),
    company,
    partnerType: videoPartnerType.nullable(),
    language,
    title: z.string(),
    durationSeconds: z.number().int(),
    publishedAt: z.iso.datetime(),
    file: z.object({
      id: z.uuid(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      url: z.string(),
    }),
  })
  .meta({ id: 'PreRecordedVideo' });
export type PreRecordedVideo = z.infer<typeof preRecordedVideoSchema>;
export const preRecordedVideoListSchema = z.array(preRecordedVideoSchema);

// --- Master files -------------------------------------------------------------------------------------------------

export const masterFileParamsSchema = idParamsSchema;
/** A file's content is streamed: a Range header asks for part of it (a video's player seeks with it). */
export const masterFileHeadersSchema = z.object({ range: z.string().optional() }).loose();

export const masterFileSchema = z.object({
  id: z.uuid(),
  entityType: z.string(),
  entityId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
});
export type MasterFile = z.infer<typeof masterFileSchema>;
export const masterFileListSchema = z.array(masterFileSchema);
