import type { PaymentPurpose, Sen, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The loan account an online payment is for, as the customer may pay it. */
export interface PaymentAccount {
  readonly accountId: string;
  readonly variant: Variant;
  /** What is due now (overdue and current instalments with their charges): the payment's amount unless one is chosen. */
  readonly amountDueSen: Sen;
  /** What settles the account early on the business date (decision 045); null when it cannot be settled. */
  readonly settlementSen: Sen | null;
}

/** A payment the gateway confirmed, for the loan account's ledger. */
export interface ReceivedPayment {
  readonly accountId: string;
  readonly channel: 'fpx' | 'card';
  /** The gateway's transaction id: with the channel, the payment's identity. */
  readonly reference: string;
  readonly amountSen: Sen;
  /** The Malaysian calendar date the payment was received, and the instant. */
  readonly receivedOn: string;
  readonly receivedAt: Date;
  /** What the order paid: a settlement is re-quoted on the day received and settles the account if it covers it. */
  readonly purpose?: PaymentPurpose;
}

/**
 * What the payments module needs of the loan accounts, which it does not own: the account of a customer's agreement,
 * and posting a confirmed payment to it in the caller's transaction. `postPayment` is idempotent on channel and
 * reference (the same payment posted again answers the payment already posted); the payments module calls it once
 * per order all the same. The servicing module implements it; app.ts wires it.
 */
export interface LoanAccountPosting {
  /** The customer's account of that agreement number; null when there is none or it is another's. */
  accountForPayment(
    db: Queryable,
    query: { readonly agreementNo: string; readonly userId: string },
  ): Promise<PaymentAccount | null>;
  postPayment(tx: Queryable, payment: ReceivedPayment): Promise<{ readonly paymentId: string }>;
}
