import { z } from 'zod';
import { API_BASES } from '../brand.ts';
import { senSchema } from '../money/sen-schema.ts';
import { ACCOUNT_STATUSES } from '../status/account-status.ts';
import { VARIANTS } from '../variant/variants.ts';
import { segment } from './path-parameters.ts';

/**
 * Early settlement (issue 13; decisions 032 and 045): the quote for the business date, valid to a date with the
 * amount of each day, for the customer (the collection service, beside the other `accountDetails/*` calls, the
 * account holder's only: another customer's agreement number answers as a missing one) and for officers (beside the
 * back office's loan-account calls). A settlement is paid as any payment, marked with the purpose `settlement`: online
 * (the `razer` payment order, whose amount the server takes from the quote) or at the counter (an officer's posting).
 * The server re-quotes on the day the money is received: if it covers that day's settlement the rebate (ibra') is
 * written and the account closes; if not, the money is posted as an ordinary payment and the result says so.
 */

const collection = API_BASES.collection;
const admin = API_BASES.admin;

export const EARLY_SETTLEMENT_PATHS = {
  /** GET `earlySettlementQuoteSchema`: the account holder's quote for the business date. */
  quote: (agreementNo: string) =>
    `${collection}/accountDetails/earlySettlement/agreementNo/${segment(agreementNo)}`,
  /** GET `earlySettlementQuoteSchema`: an officer's view of the same quote, for an account id. */
  officerQuote: (accountId: string) => `${admin}/loan-accounts/${segment(accountId)}/early-settlement`,
} as const;

/** What a payment is for: an instalment (the usual allocation, any amount) or settling the account early. */
export const PAYMENT_PURPOSES = ['instalment', 'settlement'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const paymentPurposeSchema = z.enum(PAYMENT_PURPOSES);

const localDate = z.iso.date();

export const settlementOnDaySchema = z.object({
  on: localDate,
  /** Late charges (ta'widh) owed if settled that day: those posted and those accrued since. */
  lateChargesSen: senSchema.nonnegative(),
  /** What settles the account that day. */
  settlementSen: senSchema.nonnegative(),
});
export type SettlementOnDayView = z.infer<typeof settlementOnDaySchema>;

/** What becomes of a credit left after settlement (`excessPayment`): none, kept as an admin fee, charity, refundable. */
export const SETTLEMENT_CREDIT_KINDS = ['none', 'adminFee', 'charity', 'refundable'] as const;

export const earlySettlementQuoteSchema = z
  .object({
    accountId: z.uuid(),
    agreementNo: z.string(),
    company: z.enum(VARIANTS),
    status: z.enum(ACCOUNT_STATUSES),
    /** The lender's business date the quote was made on. */
    businessDate: localDate,
    /** The first day the quote holds (the business date). */
    settleOn: localDate,
    /** The last day the quote holds: the month's end, or the day before the next instalment falls due if sooner. */
    validUntil: localDate,
    /** Principal of the instalments not yet due. */
    outstandingPrincipalSen: senSchema.nonnegative(),
    /** Interest (Islamic: profit) of the instalments not yet due: what the rebate (ibra') is made of. */
    unearnedInterestSen: senSchema.nonnegative(),
    /** Principal and interest owed on the instalments not yet due (Islamic: the outstanding selling price). */
    outstandingBalanceSen: senSchema.nonnegative(),
    /** Principal and interest (profit) owed on the instalments already due. */
    instalmentsDueSen: senSchema.nonnegative(),
    /** Fees owed (reminder postage). */
    feesDueSen: senSchema.nonnegative(),
    /** Late charges (ta'widh) owed on `settleOn`. */
    lateChargesSen: senSchema.nonnegative(),
    /** An early settlement charge, taken from the rebate (none today, decision 032). */
    settlementChargeSen: senSchema.nonnegative(),
    /** The rebate of unearned interest; for Islamic financing the ibra'. */
    rebateSen: senSchema.nonnegative(),
    /** What settles the account on `settleOn`. */
    settlementSen: senSchema.nonnegative(),
    /** What is left over when more was paid ahead than is owed, and what becomes of it. */
    credit: z.object({ kind: z.enum(SETTLEMENT_CREDIT_KINDS), amountSen: senSchema.nonnegative() }),
    /** The settlement amount on each day from `settleOn` to `validUntil`. */
    byDay: z.array(settlementOnDaySchema).min(1),
  })
  .meta({ id: 'EarlySettlementQuote' });
export type EarlySettlementQuoteView = z.infer<typeof earlySettlementQuoteSchema>;

/**
 * What became of a payment marked as a settlement: `settled` when it covered the day's settlement (the rebate written,
 * the account closed), `notCovered` when it did not (posted as an ordinary payment, no rebate).
 */
export const SETTLEMENT_OUTCOMES = ['settled', 'notCovered'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

export const settlementPostingSchema = z
  .object({
    outcome: z.enum(SETTLEMENT_OUTCOMES),
    /** The business date the settlement was quoted for: the day the money was received. */
    settleOn: localDate,
    /** The settlement amount of that day. */
    settlementSen: senSchema.nonnegative(),
    /** The rebate (ibra') written; zero when not covered. */
    rebateSen: senSchema.nonnegative(),
    /** Whether the account is closed after the posting. */
    closed: z.boolean(),
  })
  .meta({ id: 'SettlementPosting' });
export type SettlementPosting = z.infer<typeof settlementPostingSchema>;
