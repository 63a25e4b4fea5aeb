import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { INSTALMENT_COMPONENTS } from '../servicing/instalment-state.ts';
import { ACCOUNT_STATUSES } from '../status/account-status.ts';
import { VARIANTS } from '../variant/variants.ts';
import { PAYMENT_PURPOSES } from './early-settlement.ts';
import { segment } from './path-parameters.ts';

/**
 * The customer's loan accounts (issue 13; spec 000 sections 3 and 9, spec 001 section 7): the collection service's
 * `accountDetails/loanHistory`, `accountDetails/agreementNo/{agreementNo}` and
 * `accountTenureDetails/agreementNo/{agreementNo}`, the product service's
 * `paymentHistory/agreementNo/{agreementNo}` and the customer service's `payment-receipt/{fileId}`. Every call is the account holder's only: another customer's agreement
 * number answers as a missing one (404).
 */

const collection = API_BASES.collection;
const product = API_BASES.product;
const customer = API_BASES.customer;

export const LOAN_ACCOUNT_PATHS = {
  /** GET `loanHistorySchema`: every loan or financing account of the caller, newest first. */
  loanHistory: `${collection}/accountDetails/loanHistory`,
  /** GET `accountDetailsSchema`: the repayment schedule's figures of one account. */
  accountDetails: (agreementNo: string) => `${collection}/accountDetails/agreementNo/${segment(agreementNo)}`,
  /** GET `tenureDetailsSchema`: the schedule's rows with each component's due, paid and outstanding. */
  tenureDetails: (agreementNo: string) =>
    `${collection}/accountTenureDetails/agreementNo/${segment(agreementNo)}`,
  /** GET `paymentHistorySchema`: the payments received on the account, newest first. */
  paymentHistory: (agreementNo: string) => `${product}/paymentHistory/agreementNo/${segment(agreementNo)}`,
  /** GET the receipt PDF of a payment (`receiptFileId` of its payment history row), the customer service's call. */
  paymentReceipt: (fileId: string) => `${customer}/payment-receipt/${segment(fileId)}`,
  /** GET the reversal advice PDF of a reversed payment (`reversalAdviceFileId` of its row; decision 048). */
  paymentReversalAdvice: (fileId: string) => `${customer}/payment-reversal-advice/${segment(fileId)}`,
} as const;

/** The path parameter of a call on one account. */
export const agreementNoParamsSchema = z.object({ agreementNo: z.string().min(1).max(40) });

/** How money reached the account. */
export const PAYMENT_CHANNELS = [
  'fpx',
  'card',
  'jompay',
  'directDebit',
  'counter',
  'partnerCommission',
  'partnerEWallet',
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

const company = z.enum(VARIANTS).describe('The brand: conventional or islamic');
const accountStatus = z.enum(ACCOUNT_STATUSES);
const localDate = z.iso.date();

// --- Loan history ---------------------------------------------------------------------------------------------------

export const loanHistoryItemSchema = z
  .object({
    accountId: z.uuid(),
    agreementId: z.uuid(),
    /** SKL-2026-000001 for a loan, SKF-2026-000001 for Islamic financing. */
    agreementNo: z.string(),
    applicationId: z.uuid(),
    company,
    status: accountStatus,
    /** The loan amount, or the financing's cost price. */
    amountSen: senSchema.positive(),
    tenureMonths: z.number().int().positive(),
    /** The business date the loan was paid out and the account opened. */
    openedOn: localDate,
    outstandingBalanceSen: senSchema.nonnegative(),
  })
  .meta({ id: 'LoanHistoryItem' });
export type LoanHistoryItem = z.infer<typeof loanHistoryItemSchema>;

export const loanHistorySchema = z.object({ loans: z.array(loanHistoryItemSchema) });
export type LoanHistory = z.infer<typeof loanHistorySchema>;

// --- Account details (the repayment schedule's figures) -------------------------------------------------------------

export const accountDetailsSchema = z
  .object({
    accountId: z.uuid(),
    agreementId: z.uuid(),
    agreementNo: z.string(),
    company,
    status: accountStatus,
    /** The loan amount, or the financing's cost price. */
    amountSen: senSchema.positive(),
    tenureMonths: z.number().int().positive(),
    /** Flat annual rate in basis points (interest rate, or profit rate for Islamic financing). */
    annualRateBp: z.number().int().nonnegative(),
    /** Interest for the conventional loan, profit for Islamic financing, over the whole tenure. */
    totalInterestSen: senSchema.nonnegative(),
    firstInstalmentOn: localDate,
    maturityOn: localDate,
    /** Every instalment but the last. */
    monthlyInstalmentSen: senSchema.positive(),
    /** Absorbs the rounding so that the instalments sum to the total. */
    lastInstalmentSen: senSchema.positive(),
    /** The total repayable; for Islamic financing the selling price. */
    totalPayableSen: senSchema.positive(),
    /** Everything still owed: every instalment's outstanding components, late charges and fees included. */
    outstandingBalanceSen: senSchema.nonnegative(),
    /** The next instalment not yet met whose due date is after today's business date; null when none is left. */
    nextDueOn: localDate.nullable(),
    /** What is outstanding on instalments already past their due date (arrears). */
    overdueInstalmentSen: senSchema.nonnegative(),
    /** What is outstanding on the instalment due next (`nextDueOn`); zero when none is left. */
    currentInstalmentSen: senSchema.nonnegative(),
    /** Late payment charges (ta'widh for Islamic financing) still outstanding. */
    latePaymentChargesSen: senSchema.nonnegative(),
    /** Protection plan (personal accident insurance or takaful) taken with the loan, deducted at payout. */
    protectionChargeSen: senSchema.nonnegative(),
    /** What the customer paid beyond everything owed and may ask back (decisions 030 and 047). */
    refundableSen: senSchema.nonnegative(),
    daysPastDue: z.number().int().nonnegative(),
    /** The lender's business date the figures stand at. */
    businessDate: localDate,
    /** What the customer keys into their bank's JomPAY to pay this account (decision 034). */
    jompay: z.object({ billerCode: z.string(), ref1: z.string() }),
  })
  .meta({ id: 'AccountDetails' });
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

// --- Tenure details (the schedule's rows) ---------------------------------------------------------------------------

export const INSTALMENT_STATUSES = ['paid', 'due', 'overdue', 'upcoming'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const componentFiguresSchema = z.object({
  dueSen: senSchema.nonnegative(),
  paidSen: senSchema.nonnegative(),
  waivedSen: senSchema.nonnegative(),
  writtenOffSen: senSchema.nonnegative(),
  outstandingSen: senSchema.nonnegative(),
});
export type ComponentFigures = z.infer<typeof componentFiguresSchema>;

export const tenureRowSchema = z
  .object({
    instalmentNo: z.number().int().positive(),
    dueOn: localDate,
    /** The agreement's instalment (principal + interest or profit), as scheduled. */
    instalmentSen: senSchema.positive(),
    /** Each component, in the order a payment meets them: late charge, fee, interest or profit, principal. */
    components: z.object(
      Object.fromEntries(
        INSTALMENT_COMPONENTS.map((component) => [component, componentFiguresSchema]),
      ) as Record<(typeof INSTALMENT_COMPONENTS)[number], typeof componentFiguresSchema>,
    ),
    /** Everything outstanding on this row. */
    outstandingSen: senSchema.nonnegative(),
    /** The scheduled balance still owed after this instalment. */
    balanceAfterSen: senSchema.nonnegative(),
    /** The business date the row was fully met; null while something is outstanding. */
    metOn: localDate.nullable(),
    /**
     * paid: nothing outstanding; overdue: due before today's business date and not met; due: due today (or the
     * instalment now running) and not met; upcoming: later.
     */
    status: z.enum(INSTALMENT_STATUSES),
  })
  .meta({ id: 'TenureRow' });
export type TenureRow = z.infer<typeof tenureRowSchema>;

export const tenureDetailsSchema = z.object({
  agreementNo: z.string(),
  company,
  businessDate: localDate,
  rows: z.array(tenureRowSchema),
});
export type TenureDetails = z.infer<typeof tenureDetailsSchema>;

// --- Payment history ------------------------------------------------------------------------------------------------

/**
 * success: posted to the account; reversed: posted and later undone (it stays listed); pending: the gateway has not
 * answered yet; failed: refused by the bank or gateway, with its reason.
 */
export const PAYMENT_HISTORY_STATUSES = ['success', 'reversed', 'pending', 'failed'] as const;
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number];

export const paymentHistoryItemSchema = z
  .object({
    paymentId: z.uuid(),
    /** The business date the money was received. */
    paidOn: localDate,
    paidAt: z.iso.datetime(),
    amountSen: senSchema.positive(),
    channel: z.enum(PAYMENT_CHANNELS),
    /** The channel's own reference (gateway order, JomPAY line, debit id, counter receipt). */
    reference: z.string(),
    status: z.enum(PAYMENT_HISTORY_STATUSES),
    /** Why a payment failed or was reversed; null otherwise. */
    failureReason: z.string().nullable(),
    /** The receipt PDF (`payment-receipt/{fileId}`) once there is one. */
    receiptFileId: z.uuid().nullable(),
    /** `settlement` for a payment that settled the account early (or was meant to); absent for an instalment. */
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    /** Money received on a written-off account, booked as a recovery of the written-off debt (decision 048). */
    recovery: z.boolean(),
    /** A reversed payment's own document (`payment-reversal-advice/{fileId}`) once there is one (decision 048). */
    reversalAdviceFileId: z.uuid().nullable(),
  })
  .meta({ id: 'PaymentHistoryItem' });
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistorySchema = z.object({
  agreementNo: z.string(),
  company,
  payments: z.array(paymentHistoryItemSchema),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;
