import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { VARIANTS } from '../variant/variants.ts';
import { type MasterListName, PRODUCT_CODE_KINDS, VIDEO_PARTNER_TYPES } from './master.ts';
import { idParamsSchema, segment } from './path-parameters.ts';

/**
 * The administrator's master data: the dropdown lists, the products' names, campaign and referral codes, the
 * protection insurance and takaful rates, and the attestation videos' titles (docs/decisions/016). Admin tokens
 * only. Nothing is ever deleted: applications keep the codes they were made with, so a record is deactivated instead,
 * and the customer calls stop offering it at once. The request schemas are the back office's forms, shared with
 * the server; amounts are integer sen and rates basis points. Records name their variant `company`, as the customer
 * calls do.
 */

const base = API_BASES.adminMaster;

/** The variant that offers a list item, or 'all' when both do. */
export const LIST_ITEM_VARIANTS = ['all', ...VARIANTS] as const;
export type ListItemVariant = (typeof LIST_ITEM_VARIANTS)[number];
export const PRODUCT_SEGMENTS = ['individual', 'sme', 'staff'] as const;

export const MASTER_ADMIN_PATHS = {
  /** GET every item of a list, inactive ones too; POST `listItemCreateRequestSchema(list)`. */
  list: (list: MasterListName | string) => `${base}/lists/${segment(list)}`,
  /** PATCH `listItemUpdateRequestSchema(list)`: names, attributes, active. */
  listItem: (list: MasterListName | string, id: string) =>
    `${base}/lists/${segment(list)}/items/${segment(id)}`,
  /** GET every product. */
  products: `${base}/products`,
  /** PATCH `productUpdateRequestSchema`: names and active. */
  product: (code: string) => `${base}/products/${segment(code)}`,
  /** GET every campaign and referral code; POST `productCodeCreateRequestSchema`. */
  codes: `${base}/codes`,
  /** PATCH `productCodeUpdateRequestSchema`. */
  code: (code: string) => `${base}/codes/${segment(code)}`,
  /** GET every rate, by brand and tenure. */
  insuranceRates: `${base}/insurance-rates`,
  /** PATCH `insuranceRateRequestSchema`: sets the rate of a brand for a tenure, adding the tenure if it had none. */
  insuranceRate: (company: string, tenureMonths: number | string) =>
    `${base}/insurance-rates/${segment(company)}/${segment(String(tenureMonths))}`,
  /** GET every attestation video. */
  videos: `${base}/videos`,
  /** PATCH `videoUpdateRequestSchema`: title and active. */
  video: (id: string) => `${base}/videos/${segment(id)}`,
} as const;

/** The audit trail's names for changes to master data (subject type 'master'). A stored name never changes. */
export const MASTER_AUDIT_ACTIONS = {
  listItemCreate: 'master.listItem.create',
  listItemUpdate: 'master.listItem.update',
  productUpdate: 'master.product.update',
  codeCreate: 'master.code.create',
  codeUpdate: 'master.code.update',
  insuranceRateSet: 'master.insuranceRate.set',
  videoUpdate: 'master.video.update',
} as const;

const name = z.string().trim().min(1).max(100);
const atLeastOneChange = (value: Record<string, unknown>) =>
  Object.values(value).some((field) => field !== undefined);

// --- Lists --------------------------------------------------------------------------------------------------------

/** Largest salary bound an item may name: RM1,000,000 a month. */
export const MAX_SALARY_BOUND_SEN = 100_000_000;

const salaryRangeFields = z.object({
  minSen: senSchema.min(0).max(MAX_SALARY_BOUND_SEN),
  /** Null: no upper bound ('Above RM10,000'). */
  maxSen: senSchema.min(0).max(MAX_SALARY_BOUND_SEN).nullable(),
});

/** What a list needs beyond a name, as the customer calls give it; the other lists need nothing. */
export const LIST_ATTRIBUTE_SCHEMAS = {
  race: z.object({}),
  employeeType: z.object({}),
  relationship: z.object({}),
  grossSalaryRange: salaryRangeFields.refine(
    (range) => range.maxSen === null || range.minSen <= range.maxSen,
    {
      path: ['maxSen'],
      message: 'errors.masterRangeInvalid',
    },
  ),
  /** The 'Others' item, which asks the applicant to describe the reason. */
  loanReason: z.object({ isOther: z.boolean() }),
  smeLoanReason: z.object({ isOther: z.boolean() }),
  bank: z.object({
    swiftCode: z
      .string()
      .trim()
      .overwrite((value) => value.toUpperCase())
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
    /** The account number's possible lengths, which the direct-debit form checks. */
    accountNumberLengths: z.array(z.number().int().min(5).max(20)).min(1).max(4),
  }),
} as const satisfies Record<MasterListName, z.ZodType>;

export type ListItemAttributes<L extends MasterListName> = z.output<(typeof LIST_ATTRIBUTE_SCHEMAS)[L]>;

/** The add form: code and brand are fixed once created, since applications keep the code. */
export function listItemCreateRequestSchema<L extends MasterListName>(list: L) {
  return z.object({
    company: z.enum(LIST_ITEM_VARIANTS),
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{1,6}$/),
    nameEn: name,
    nameMs: name,
    attributes: LIST_ATTRIBUTE_SCHEMAS[list],
  });
}
export type ListItemCreateRequest<L extends MasterListName = MasterListName> = z.output<
  ReturnType<typeof listItemCreateRequestSchema<L>>
>;

/** The edit form: the names in both languages and the list's attributes. */
export function listItemEditFormSchema<L extends MasterListName>(list: L) {
  return z.object({ nameEn: name, nameMs: name, attributes: LIST_ATTRIBUTE_SCHEMAS[list] });
}
export type ListItemEditForm<L extends MasterListName = MasterListName> = z.output<
  ReturnType<typeof listItemEditFormSchema<L>>
>;

/** An edit, an activation or a deactivation: any of the fields, at least one. */
export function listItemUpdateRequestSchema<L extends MasterListName>(list: L) {
  return z
    .object({
      nameEn: name.optional(),
      nameMs: name.optional(),
      attributes: LIST_ATTRIBUTE_SCHEMAS[list].optional(),
      active: z.boolean().optional(),
    })
    .refine(atLeastOneChange, { message: 'errors.invalidRequest' });
}
export type ListItemUpdateRequest = z.output<ReturnType<typeof listItemUpdateRequestSchema>>;

export function adminListItemSchema<L extends MasterListName>(list: L) {
  return z.object({
    id: z.uuid(),
    list: z.literal(list),
    company: z.enum(LIST_ITEM_VARIANTS),
    code: z.string(),
    nameEn: z.string(),
    nameMs: z.string(),
    attributes: LIST_ATTRIBUTE_SCHEMAS[list],
    active: z.boolean(),
  });
}
export type AdminListItem = z.output<ReturnType<typeof adminListItemSchema>>;

export function adminListItemListSchema<L extends MasterListName>(list: L) {
  return z.array(adminListItemSchema(list));
}

/** The path of a call on one list item. */
export const listItemParamsSchema = idParamsSchema;

// --- Products -----------------------------------------------------------------------------------------------------

/**
 * A product as the administrator keeps it. Its terms (amount and tenure bounds, rates, fees) are rules of the domain
 * package, shared by the simulator, the schedule and the agreement, so they are not master data.
 */
export const adminProductSchema = z.object({
  code: z.string(),
  company: z.enum(VARIANTS),
  segment: z.enum(PRODUCT_SEGMENTS),
  nameEn: z.string(),
  nameMs: z.string(),
  active: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** The path of a call on one product, or on one campaign or referral code. */
export const adminCodeParamsSchema = z.object({ code: z.string().min(1).max(40) });

export const productEditFormSchema = z.object({ nameEn: name, nameMs: name });
export type ProductEditForm = z.output<typeof productEditFormSchema>;

export const productUpdateRequestSchema = z
  .object({ nameEn: name.optional(), nameMs: name.optional(), active: z.boolean().optional() })
  .refine(atLeastOneChange, { message: 'errors.invalidRequest' });
export type ProductUpdateRequest = z.output<typeof productUpdateRequestSchema>;

// --- Campaign and referral codes ----------------------------------------------------------------------------------

/** Largest waiver a code may carry: RM1,000. The quote never waives more than the fee itself. */
export const MAX_CODE_DISCOUNT_SEN = 100_000;

const codeTerms = {
  productCode: z.string().trim().min(1).max(40),
  processingFeeDiscountSen: senSchema.min(0).max(MAX_CODE_DISCOUNT_SEN),
  validFrom: z.iso.date(),
  validUntil: z.iso.date(),
};
const datesInOrder = (value: { validFrom: string; validUntil: string }) =>
  value.validUntil >= value.validFrom;
const datesInOrderIssue = { path: ['validUntil'], message: 'errors.masterCodeDatesInvalid' };

export const productCodeCreateRequestSchema = z
  .object({
    /** Typed in any case, kept in capitals: customers type it in any case too. */
    code: z
      .string()
      .trim()
      .overwrite((value) => value.toUpperCase())
      .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/),
    kind: z.enum(PRODUCT_CODE_KINDS),
    ...codeTerms,
  })
  .refine(datesInOrder, datesInOrderIssue);
export type ProductCodeCreateRequest = z.output<typeof productCodeCreateRequestSchema>;
export type ProductCodeCreateRequestInput = z.input<typeof productCodeCreateRequestSchema>;

/** The edit form: the code and its kind stay; the product, the waiver and the dates may change. */
export const productCodeEditFormSchema = z.object(codeTerms).refine(datesInOrder, datesInOrderIssue);
export type ProductCodeEditForm = z.output<typeof productCodeEditFormSchema>;
export type ProductCodeEditFormInput = z.input<typeof productCodeEditFormSchema>;

/** Any of the terms and active; the server checks the dates against the stored ones when only one is sent. */
export const productCodeUpdateRequestSchema = z
  .object({
    productCode: codeTerms.productCode.optional(),
    processingFeeDiscountSen: codeTerms.processingFeeDiscountSen.optional(),
    validFrom: codeTerms.validFrom.optional(),
    validUntil: codeTerms.validUntil.optional(),
    active: z.boolean().optional(),
  })
  .refine(atLeastOneChange, { message: 'errors.invalidRequest' })
  .refine(
    (value) => !value.validFrom || !value.validUntil || value.validUntil >= value.validFrom,
    datesInOrderIssue,
  );
export type ProductCodeUpdateRequest = z.output<typeof productCodeUpdateRequestSchema>;

export const productCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(PRODUCT_CODE_KINDS),
  productCode: z.string(),
  processingFeeDiscountSen: senSchema.nonnegative(),
  validFrom: z.iso.date(),
  validUntil: z.iso.date(),
  active: z.boolean(),
});
export type ProductCode = z.infer<typeof productCodeSchema>;
export const productCodeListSchema = z.array(productCodeSchema);

// --- Insurance and takaful rates ----------------------------------------------------------------------------------

export const MIN_INSURANCE_TENURE_MONTHS = 1;
export const MAX_INSURANCE_TENURE_MONTHS = 120;
/** Largest gross rate: 100% of the amount financed. */
export const MAX_INSURANCE_RATE_BP = 10_000;

export const insuranceRateRequestSchema = z.object({
  /** The gross premium or contribution as basis points of the amount financed (120 = 1.2%). */
  grossRateBp: z.number().int().min(0).max(MAX_INSURANCE_RATE_BP),
  providerName: z.string().trim().min(2).max(100),
});
export type InsuranceRateRequest = z.output<typeof insuranceRateRequestSchema>;

/** The rate form: the brand and tenure choose the row (the path), the rest is the request. */
export const insuranceRateFormSchema = z.object({
  company: z.enum(VARIANTS),
  tenureMonths: z.number().int().min(MIN_INSURANCE_TENURE_MONTHS).max(MAX_INSURANCE_TENURE_MONTHS),
  ...insuranceRateRequestSchema.shape,
});
export type InsuranceRateForm = z.output<typeof insuranceRateFormSchema>;

export const insuranceRatePathSchema = z.object({
  company: z.enum(VARIANTS),
  tenureMonths: z.coerce.number().int().min(MIN_INSURANCE_TENURE_MONTHS).max(MAX_INSURANCE_TENURE_MONTHS),
});

export const insuranceRateSchema = z.object({
  company: z.enum(VARIANTS),
  tenureMonths: z.number().int(),
  grossRateBp: z.number().int().nonnegative(),
  providerName: z.string(),
});
export type InsuranceRate = z.infer<typeof insuranceRateSchema>;
export const insuranceRateListSchema = z.array(insuranceRateSchema);

// --- Attestation videos -------------------------------------------------------------------------------------------

export const adminVideoSchema = z.object({
  id: z.uuid(),
  company: z.enum(VARIANTS),
  segment: z.enum(['individual', 'sme']),
  partnerType: z.enum(VIDEO_PARTNER_TYPES).nullable(),
  language: z.enum(['en', 'ms']),
  title: z.string(),
  durationSeconds: z.number().int().positive(),
  active: z.boolean(),
  publishedAt: z.iso.datetime(),
  /** The video file's name, or null when no file is stored for it. */
  fileName: z.string().nullable(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;
export const adminVideoListSchema = z.array(adminVideoSchema);

/** The path of a call on one video. */
export const videoParamsSchema = idParamsSchema;

export const videoEditFormSchema = z.object({ title: z.string().trim().min(3).max(200) });
export type VideoEditForm = z.output<typeof videoEditFormSchema>;

export const videoUpdateRequestSchema = z
  .object({ title: videoEditFormSchema.shape.title.optional(), active: z.boolean().optional() })
  .refine(atLeastOneChange, { message: 'errors.invalidRequest' });
export type VideoUpdateRequest = z.output<typeof videoUpdateRequestSchema>;
