import type { LocalDate, PaymentChannel, Sen, Variant } from '@sinar/domain';
import type { LenderParticulars } from '../../../lib/pdf/lender-particulars.ts';

/** How money reached the account, as its statement and receipt name it: the payment history's channels. */
export type DocumentChannel = PaymentChannel;

/** The borrower (the customer, for Islamic financing) as the account's documents print them. */
export interface DocumentBorrower {
  readonly name: string;
  /** The MyKad number; the documents print only its last four digits. */
  readonly nric: string;
  readonly address: string;
}

/** A ledger entry as the statement lists it: one side only, debit (owed more) or credit (owed less). */
interface LineAmounts {
  /** The business date of the entry. */
  readonly date: LocalDate;
  /** The entry's reference: the receipt number of a payment, the journal number of anything else. */
  readonly reference: string;
  readonly debitSen: Sen;
  readonly creditSen: Sen;
}

/** Entries whose description is their kind alone. */
export type PlainLineKind =
  | 'disbursement'
  | 'lateCharge'
  | 'reminderPostage'
  | 'waiver'
  | 'rebate'
  | 'writeOff'
  | 'refund'
  | 'adminFee'
  | 'charity'
  /** Written-off debt brought back against a recovery received on it (decision 048). */
  | 'recoveredDebt';

export type StatementLine =
  | (LineAmounts & { readonly kind: PlainLineKind })
  | (LineAmounts & {
      /** A payment, or a recovery: money received on a written-off account (decision 048). */
      readonly kind: 'payment' | 'recovery';
      readonly channel: DocumentChannel;
      /** The date a reversal undid it: the payment stays listed, marked, beside its reversal. */
      readonly reversedOn: LocalDate | null;
    })
  | (LineAmounts & {
      readonly kind: 'paymentReversal';
      /** The reference of the payment it undoes. */
      readonly reversedReference: string;
      readonly reason: string | null;
    });

/**
 * One row of the ibra' table of Islamic financing: a payment, how it split between profit and principal, and what
 * stood after it. The unearned profit is the deferred profit an early settlement that day would give up as ibra'.
 */
export interface IbraRow {
  readonly paymentDate: LocalDate;
  readonly instalmentSen: Sen;
  readonly profitPaidSen: Sen;
  readonly principalPaidSen: Sen;
  readonly outstandingSellingPriceSen: Sen;
  readonly outstandingPrincipalSen: Sen;
  readonly unearnedProfitSen: Sen;
}

/**
 * Everything the statement of account prints, as plain values: the renderer knows nothing of the database. The lines
 * are the account's ledger entries in the period, oldest first, reversed payments included; the running balance is
 * worked out from the opening balance, and must come to the outstanding balance at the statement date.
 */
export interface StatementInput {
  readonly variant: Variant;
  readonly lender: LenderParticulars;
  readonly borrower: DocumentBorrower;
  readonly accountNo: string;
  readonly agreementNo: string;
  readonly statementDate: LocalDate;
  readonly period: { readonly from: LocalDate; readonly to: LocalDate };
  /** The loan amount, or the financing's cost price. */
  readonly principalSen: Sen;
  /** Flat rate per annum: interest for the loan, profit for the financing. */
  readonly annualRateBp: number;
  /** The total repayable; for Islamic financing the selling price. */
  readonly totalPayableSen: Sen;
  readonly monthlyInstalmentSen: Sen;
  /** What is outstanding on instalments past their due date. */
  readonly arrearsSen: Sen;
  /** Late payment interest, or ta'widh, still outstanding. */
  readonly lateChargesSen: Sen;
  readonly outstandingBalanceSen: Sen;
  /** The balance before the period's first line (zero when the period starts at disbursement). */
  readonly openingBalanceSen: Sen;
  readonly lines: readonly StatementLine[];
  /** Islamic financing only: the ibra' table, one row per payment; absent for the conventional loan. */
  readonly ibraRows?: readonly IbraRow[];
}
