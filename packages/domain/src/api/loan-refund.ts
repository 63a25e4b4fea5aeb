import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { bankAccountNumberField, mustBeTicked, requiredSelect } from '../forms/fields.ts';
import { senSchema } from '../money/sen-schema.ts';
import { ACCOUNT_STATUSES } from '../status/account-status.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * Refunds of an excess payment (issue 13, decision 042): what a customer paid beyond everything due, above the RM10
 * kept as an admin fee, is refundable. The customer asks for it; an officer pays it by bank transfer and records the
 * transfer's reference, or rejects the request with a reason.
 */

const collection = API_BASES.collection;
const admin = API_BASES.admin;

export const LOAN_REFUND_PATHS = {
  /**
   * GET `refundCreditsSchema`: each of the customer's accounts with its refundable credit, its requests and the bank
   * account the loan was paid into (decision 047).
   */
  credits: `${collection}/accountDetails/refunds`,
  /**
   * POST `refundRequestBodySchema` (the bank account to pay to): the customer asks for the account's whole
   * refundable excess; answers `refundRequestSchema`.
   */
  request: (agreementNo: string) =>
    `${collection}/accountDetails/refundRequest/agreementNo/${segment(agreementNo)}`,
  /** GET `refundRequestListSchema`: the customer's refund requests on the account, newest first. */
  customerList: (agreementNo: string) =>
    `${collection}/accountDetails/refundRequests/agreementNo/${segment(agreementNo)}`,
  /** GET `refundQueueQuerySchema`, answers `refundQueueSchema` (officers). */
  queue: `${admin}/loan-refunds`,
  /** POST `refundPayRequestSchema` (an officer who handles money), answers `refundRequestSchema`. */
  pay: (requestId: string) => `${admin}/loan-refunds/${segment(requestId)}/pay`,
  /** POST `refundRejectRequestSchema`, answers `refundRequestSchema`. */
  reject: (requestId: string) => `${admin}/loan-refunds/${segment(requestId)}/reject`,
} as const;

export const REFUND_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundRequestSchema = z
  .object({
    requestId: z.uuid(),
    accountId: z.uuid(),
    agreementNo: z.string(),
    amountSen: senSchema.positive(),
    status: z.enum(REFUND_STATUSES),
    requestedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    /** The bank transfer's reference once paid. */
    paymentReference: z.string().nullable(),
    /** Why a request was rejected. */
    decisionRemark: z.string().nullable(),
    /** The bank account the customer asked to be paid into (null on requests made before it was asked for). */
    bankName: z.string().nullable(),
    bankAccountNo: z.string().nullable(),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundRequestListSchema = z.object({ requests: z.array(refundRequestSchema) });
export type RefundRequestList = z.infer<typeof refundRequestListSchema>;

/** The bank account a refund is paid into: a bank of the master list and an account number, as the application asks. */
export const refundRequestBodySchema = z.object({
  bankId: requiredSelect('forms.application.bankRequired'),
  accountNo: bankAccountNumberField('forms.application.bankAccountNoRequired'),
});
export type RefundRequestBody = z.output<typeof refundRequestBodySchema>;

/** The refund form: the bank account, and the customer's confirmation that it is their own and the amount right. */
export const refundRequestFormSchema = refundRequestBodySchema.extend({
  confirmed: mustBeTicked('loanAccounts.refundConfirmRequired'),
});

export const refundCreditSchema = z.object({
  accountId: z.uuid(),
  agreementNo: z.string(),
  company: z.enum(VARIANTS),
  status: z.enum(ACCOUNT_STATUSES),
  /** What the customer may ask back now (an open request already covers it). */
  refundableSen: senSchema.nonnegative(),
  /** The bank account the loan was paid into (the bank by its list code), offered as where to pay; null when unknown. */
  payoutBank: z.object({ bankId: z.string(), bankName: z.string(), accountNo: z.string() }).nullable(),
  /** Every refund request of the account, newest first. */
  requests: z.array(refundRequestSchema),
});
export type RefundCredit = z.infer<typeof refundCreditSchema>;

export const refundCreditsSchema = z.object({ accounts: z.array(refundCreditSchema) });
export type RefundCredits = z.infer<typeof refundCreditsSchema>;

export const refundQueueQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES).default('requested'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type RefundQueueQuery = z.infer<typeof refundQueueQuerySchema>;

export const refundQueueSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  requests: z.array(refundRequestSchema),
});
export type RefundQueue = z.infer<typeof refundQueueSchema>;

export const refundPayRequestSchema = z.object({
  /** The bank transfer's reference. */
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/),
});
export type RefundPayRequest = z.infer<typeof refundPayRequestSchema>;

export const refundRejectRequestSchema = z.object({ remark: z.string().trim().min(3).max(500) });
export type RefundRejectRequest = z.infer<typeof refundRejectRequestSchema>;

export const refundRequestIdParamsSchema = z.object({ requestId: z.uuid() });
