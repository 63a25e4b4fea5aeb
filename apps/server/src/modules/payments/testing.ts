import type { Sen, Variant } from '@sinar/domain';
import type { LoanAccountPosting, PaymentAccount, ReceivedPayment } from './loan-account-posting.ts';

/**
 * Loan accounts in memory for the payments' tests: accounts by agreement number and owner, and every posting made,
 * so that a test can count them. Like the real one, a posting repeated with the same channel and reference answers
 * the payment already posted; `postings` records every call, `payments` the distinct payments.
 */
export class InMemoryLoanAccounts implements LoanAccountPosting {
  readonly #accounts = new Map<
    string,
    PaymentAccount & { readonly userId: string; readonly agreementNo: string }
  >();
  readonly postings: ReceivedPayment[] = [];
  readonly payments = new Map<string, ReceivedPayment & { readonly paymentId: string }>();

  open(account: {
    agreementNo: string;
    userId: string;
    variant: Variant;
    amountDueSen: Sen;
    /** What settles it early on the business date; none (null) unless given. */
    settlementSen?: Sen | null;
    accountId?: string;
  }): PaymentAccount {
    const opened = {
      accountId: account.accountId ?? `account-${account.agreementNo}`,
      agreementNo: account.agreementNo,
      userId: account.userId,
      variant: account.variant,
      amountDueSen: account.amountDueSen,
      settlementSen: account.settlementSen ?? null,
    };
    this.#accounts.set(account.agreementNo, opened);
    return opened;
  }

  async accountForPayment(
    _db: unknown,
    query: { readonly agreementNo: string; readonly userId: string },
  ): Promise<PaymentAccount | null> {
    const account = this.#accounts.get(query.agreementNo);
    if (!account || account.userId !== query.userId) return null;
    return {
      accountId: account.accountId,
      variant: account.variant,
      amountDueSen: account.amountDueSen,
      settlementSen: account.settlementSen,
    };
  }

  async postPayment(_tx: unknown, payment: ReceivedPayment): Promise<{ readonly paymentId: string }> {
    this.postings.push(payment);
    const identity = `${payment.channel}:${payment.reference}`;
    const existing = this.payments.get(identity);
    if (existing) return { paymentId: existing.paymentId };
    const paymentId = `payment-${this.payments.size + 1}`;
    this.payments.set(identity, { ...payment, paymentId });
    return { paymentId };
  }
}
