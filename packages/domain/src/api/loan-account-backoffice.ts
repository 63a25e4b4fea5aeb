import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { DELINQUENCY_BUCKETS } from '../servicing/delinquency.ts';
import { ACCOUNT_STATUSES } from '../status/account-status.ts';
import { VARIANTS } from '../variant/variants.ts';
import { PAYMENT_PURPOSES, settlementPostingSchema } from './early-settlement.ts';
import { accountDetailsSchema, PAYMENT_CHANNELS, tenureRowSchema } from './loan-account.ts';
import { segment } from './path-parameters.ts';

/**
 * The back office's loan accounts (issue 13, decision 042): search, one account's figures, schedule, payments and a
 * page of its ledger; a payment received at the counter posted by an officer (with an Idempotency-Key); and the three
 * changes that need two officers, a payment's reversal, a waiver of charges and a write-off, each prepared by one
 * officer and approved or rejected by another.
 */

const admin = API_BASES.admin;

export const LOAN_ACCOUNT_BACKOFFICE_PATHS = {
  /** GET `loanAccountSearchQuerySchema`, answers `loanAccountSearchSchema`: one page, newest account first. */
  accounts: `${admin}/loan-accounts`,
  /** GET `officerLoanAccountSchema`: figures, schedule, payments with their allocations, pending requests. */
  account: (id: string) => `${admin}/loan-accounts/${segment(id)}`,
  /** GET `ledgerPageQuerySchema`, answers `ledgerPageSchema`: a page of the account's journal, newest entry first. */
  ledger: (id: string) => `${admin}/loan-accounts/${segment(id)}/ledger`,
  /** POST `counterPaymentRequestSchema` with an Idempotency-Key, answers `counterPaymentPostedSchema`. */
  counterPayment: (id: string) => `${admin}/loan-accounts/${segment(id)}/payments`,
  /** POST `accountRequestCreateSchema` (a maker), answers `accountRequestSchema`. */
  requests: (id: string) => `${admin}/loan-accounts/${segment(id)}/requests`,
  /** GET `accountRequestQueueQuerySchema`, answers `accountRequestQueueSchema`: pending first, oldest first. */
  requestQueue: `${admin}/loan-account-requests`,
  /** POST `accountRequestDecisionSchema` (a checker, not the maker), answers `accountRequestSchema`. */
  approveRequest: (requestId: string) => `${admin}/loan-account-requests/${segment(requestId)}/approve`,
  /** POST `accountRequestDecisionSchema` (a checker, not the maker), answers `accountRequestSchema`. */
  rejectRequest: (requestId: string) => `${admin}/loan-account-requests/${segment(requestId)}/reject`,
} as const;

const company = z.enum(VARIANTS);
const localDate = z.iso.date();
const reason = z.string().trim().min(1).max(500);

// --- Search -------------------------------------------------------------------------------------------------------

export const loanAccountSearchQuerySchema = z.object({
  /** The agreement number, whole or its beginning (SKL-2026-0000). */
  agreementNo: z.string().trim().min(1).max(40).optional(),
  /** Part of the account holder's name. */
  name: z.string().trim().min(2).max(100).optional(),
  /** The last digits of the holder's NRIC (4 to 12). */
  nricLast: z
    .string()
    .regex(/^\d{4,12}$/)
    .optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  bucket: z.enum(DELINQUENCY_BUCKETS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type LoanAccountSearchQuery = z.infer<typeof loanAccountSearchQuerySchema>;

export const loanAccountSearchItemSchema = z
  .object({
    accountId: z.uuid(),
    agreementNo: z.string(),
    company,
    status: z.enum(ACCOUNT_STATUSES),
    holderName: z.string(),
    /** The NRIC masked but for its last four digits. */
    holderNric: z.string().nullable(),
    amountSen: senSchema.positive(),
    openedOn: localDate,
    outstandingBalanceSen: senSchema.nonnegative(),
    arrearsSen: senSchema.nonnegative(),
    daysPastDue: z.number().int().nonnegative(),
    bucket: z.enum(DELINQUENCY_BUCKETS),
  })
  .meta({ id: 'LoanAccountSearchItem' });
export type LoanAccountSearchItem = z.infer<typeof loanAccountSearchItemSchema>;

export const loanAccountSearchSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  accounts: z.array(loanAccountSearchItemSchema),
});
export type LoanAccountSearch = z.infer<typeof loanAccountSearchSchema>;

// --- One account --------------------------------------------------------------------------------------------------

export const REQUEST_KINDS = ['reversal', 'waiver', 'writeOff'] as const;
export type AccountRequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountRequestStatus = (typeof REQUEST_STATUSES)[number];
export const WAIVABLE_COMPONENTS = ['lateCharge', 'fee'] as const;
export type WaivableComponent = (typeof WAIVABLE_COMPONENTS)[number];

export const waiverLineSchema = z.object({
  instalmentNo: z.number().int().positive(),
  component: z.enum(WAIVABLE_COMPONENTS),
  amountSen: senSchema.positive(),
});
export type WaiverLine = z.infer<typeof waiverLineSchema>;

export const accountRequestSchema = z
  .object({
    requestId: z.uuid(),
    accountId: z.uuid(),
    agreementNo: z.string(),
    kind: z.enum(REQUEST_KINDS),
    status: z.enum(REQUEST_STATUSES),
    /** The payment a reversal undoes. */
    paymentId: z.uuid().nullable(),
    /** A waiver's amounts by instalment and component. */
    waivers: z.array(waiverLineSchema).nullable(),
    /** The reversal's payment, the waiver's total, or what was outstanding when the write-off was asked. */
    amountSen: senSchema.nonnegative(),
    reason: z.string(),
    makerId: z.uuid(),
    makerName: z.string(),
    madeAt: z.iso.datetime(),
    checkerName: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    decisionRemark: z.string().nullable(),
  })
  .meta({ id: 'AccountRequest' });
export type AccountRequest = z.infer<typeof accountRequestSchema>;

export const officerPaymentSchema = z
  .object({
    paymentId: z.uuid(),
    receivedOn: localDate,
    amountSen: senSchema.positive(),
    channel: z.enum(PAYMENT_CHANNELS),
    reference: z.string(),
    status: z.enum(['posted', 'reversed']),
    reversalReason: z.string().nullable(),
    /** Where the payment went: instalment, component, amount (principal or interest paid ahead marked prepaid). */
    allocations: z.array(
      z.object({
        instalmentNo: z.number().int().positive(),
        component: z.enum(['lateCharge', 'fee', 'interest', 'principal']),
        amountSen: senSchema.positive(),
        prepaid: z.boolean(),
      }),
    ),
    /** What was paid beyond what was due: kept as an admin fee, for charity, or refundable. */
    excessKind: z.enum(['none', 'adminFee', 'charity', 'refundable']),
    excessSen: senSchema.nonnegative(),
    /** What the payment was for: absent for an instalment. */
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    /** Money received on a written-off account: its allocations are what it recovered of the write-off (decision 048). */
    recovery: z.boolean(),
  })
  .meta({ id: 'OfficerPayment' });
export type OfficerPayment = z.infer<typeof officerPaymentSchema>;

export const officerLoanAccountSchema = z
  .object({
    details: accountDetailsSchema,
    holderName: z.string(),
    holderNric: z.string().nullable(),
    arrearsSen: senSchema.nonnegative(),
    bucket: z.enum(DELINQUENCY_BUCKETS),
    /** An excess the customer may ask back. */
    refundableSen: senSchema.nonnegative(),
    schedule: z.array(tenureRowSchema),
    payments: z.array(officerPaymentSchema),
    requests: z.array(accountRequestSchema),
    /** How many journal entries the account has (the ledger is read a page at a time). */
    ledgerEntries: z.number().int().nonnegative(),
  })
  .meta({ id: 'OfficerLoanAccount' });
export type OfficerLoanAccount = z.infer<typeof officerLoanAccountSchema>;

// --- Ledger -------------------------------------------------------------------------------------------------------

export const LEDGER_ENTRY_KINDS = [
  'disbursement',
  'payment',
  'reversal',
  'charge',
  'waiver',
  'writeOff',
  'refund',
  'rebate',
] as const;

export const ledgerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type LedgerPageQuery = z.infer<typeof ledgerPageQuerySchema>;

export const ledgerEntrySchema = z
  .object({
    seq: z.number().int().positive(),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    businessDate: localDate,
    description: z.string(),
    /** The entry's lines: a debit when positive, a credit when negative; they sum to zero. */
    lines: z.array(
      z.object({
        ledgerAccount: z.string(),
        instalmentNo: z.number().int().positive().nullable(),
        amountSen: senSchema,
      }),
    ),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  entries: z.array(ledgerEntrySchema),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

// --- Counter payment ----------------------------------------------------------------------------------------------

export const counterPaymentRequestSchema = z.object({
  amountSen: senSchema.positive(),
  /** The counter receipt's own number: a second posting under it answers the first. */
  receiptReference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/),
  /** The date the money was received; not after the business date. */
  receivedOn: localDate,
  /**
   * An instalment (when absent) or an early settlement: settled if the amount covers the settlement of the day the
   * money was received, otherwise posted as an ordinary payment (decision 045).
   */
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
});
export type CounterPaymentRequest = z.infer<typeof counterPaymentRequestSchema>;

export const counterPaymentPostedSchema = z.object({
  message: z.string(),
  payment: officerPaymentSchema,
  /** For a payment marked as a settlement: whether it settled the account; absent for an instalment. */
  settlement: settlementPostingSchema.optional(),
});
export type CounterPaymentPosted = z.infer<typeof counterPaymentPostedSchema>;

// --- Maker-checker requests ---------------------------------------------------------------------------------------

export const accountRequestCreateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reversal'), paymentId: z.uuid(), reason }),
  z.object({ kind: z.literal('waiver'), waivers: z.array(waiverLineSchema).min(1).max(120), reason }),
  z.object({ kind: z.literal('writeOff'), reason }),
]);
export type AccountRequestCreate = z.infer<typeof accountRequestCreateSchema>;

export const accountRequestDecisionSchema = z.object({ remark: z.string().trim().max(500).optional() });
export type AccountRequestDecision = z.infer<typeof accountRequestDecisionSchema>;

export const requestIdParamsSchema = z.object({ requestId: z.uuid() });

export const accountRequestQueueQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AccountRequestQueueQuery = z.infer<typeof accountRequestQueueQuerySchema>;

export const accountRequestQueueSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  requests: z.array(accountRequestSchema),
});
export type AccountRequestQueue = z.infer<typeof accountRequestQueueSchema>;
