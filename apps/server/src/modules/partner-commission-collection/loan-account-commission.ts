import type { LocalDate, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** An ACTIVE loan account repaid from a partner's commission, with what it owes in a month. */
export interface CommissionAccountDue {
  readonly accountId: string;
  readonly agreementNo: string;
  /** The account holder (the partner's own login), who is reminded to top up. */
  readonly userId: string;
  readonly partnerId: string;
  /** Everything overdue and every instalment falling due in the month, with their charges; zero when paid. */
  readonly amountDueSen: Sen;
}

/**
 * What the monthly partner-commission run needs of the loan accounts, which the servicing module owns: the accounts
 * repaid from a partner's commission with what each owes in the month of a day, and posting a deduction the partner
 * platform made (decision 064). The servicing module implements it; app.ts wires it.
 */
export interface LoanAccountCommission {
  /** Every ACTIVE account repaid from commission, with what it owes in the month of `on` (zero ones included). */
  commissionAccountsDue(db: Queryable, on: LocalDate): Promise<readonly CommissionAccountDue[]>;
  /** The account's number, holder and partner, whatever its status; null when it is not repaid from commission. */
  commissionAccount(
    db: Queryable,
    accountId: string,
  ): Promise<Omit<CommissionAccountDue, 'accountId' | 'amountDueSen'> | null>;
  /**
   * Posts a deduction received, in the caller's transaction, allocated as every payment is. Idempotent on channel and
   * reference: the same deduction posted again answers the payment already posted.
   */
  postPayment(
    tx: Queryable,
    payment: {
      readonly accountId: string;
      readonly channel: 'partnerCommission' | 'partnerEWallet';
      readonly reference: string;
      readonly amountSen: Sen;
      readonly receivedOn: LocalDate;
      readonly receivedAt: Date;
    },
  ): Promise<{ readonly paymentId: string }>;
}
