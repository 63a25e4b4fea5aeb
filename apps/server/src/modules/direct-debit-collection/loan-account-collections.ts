import type { LocalDate, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** An account with an instalment whose debit day is the business date asked about. */
export interface DirectDebitDue {
  readonly accountId: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  /** What the account owes on that day (the instalment and anything still overdue); zero when paid already. */
  readonly amountDueSen: Sen;
  /** The instalment whose debit day it is. */
  readonly instalmentNo: number;
}

/**
 * What the monthly direct-debit run needs of the loan accounts, which the servicing module owns: the accounts due on a
 * debit day, what one owes now, and posting a deduction the bank made. The servicing module implements it; the run
 * takes it as a parameter (decision 037).
 */
export interface LoanAccountCollections {
  /**
   * Every ACTIVE account with an instalment whose debit day (its due date, or the first business day after it:
   * `directDebitDay`) is `businessDate`, with what it owes on that day.
   */
  dueForDirectDebit(db: Queryable, businessDate: LocalDate): Promise<readonly DirectDebitDue[]>;
  /** What the account owes on `businessDate` (zero when nothing is due, or the account is no longer active). */
  amountDue(db: Queryable, accountId: string, businessDate: LocalDate): Promise<Sen>;
  /**
   * Posts a payment received to the account, in the caller's transaction, allocated as every payment is. Idempotent
   * on channel and reference: the same deduction posted again answers the payment already posted.
   */
  postPayment(
    tx: Queryable,
    payment: {
      readonly accountId: string;
      readonly channel: 'directDebit';
      readonly reference: string;
      readonly amountSen: Sen;
      readonly receivedOn: LocalDate;
      readonly receivedAt: Date;
    },
  ): Promise<{ readonly paymentId: string }>;
}
