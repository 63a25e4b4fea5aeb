import { directDebitDay, type LocalDate, type Sen, sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { DirectDebitDue, LoanAccountCollections } from './loan-account-collections.ts';

/** One payment posted to an in-memory account. */
export interface Posting {
  readonly paymentId: string;
  readonly accountId: string;
  readonly channel: string;
  readonly reference: string;
  readonly amountSen: Sen;
  readonly receivedOn: LocalDate;
}

interface Instalment {
  readonly instalmentNo: number;
  readonly dueOn: LocalDate;
  readonly amountSen: number;
  paidSen: number;
}

interface Account {
  readonly accountId: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  readonly instalments: Instalment[];
}

/**
 * The loan accounts as the collection run sees them, kept in memory for the run's tests: instalments with their due
 * dates, payments met oldest first, a posting idempotent on channel and reference as the servicing module's is. It
 * records every posting, so a test can say how many times a deduction was posted.
 */
export class InMemoryLoanAccounts implements LoanAccountCollections {
  readonly postings: Posting[] = [];
  /** Every call to `postPayment`, a repeat included. */
  postCalls = 0;
  readonly #accounts = new Map<string, Account>();

  open(account: {
    accountId: string;
    agreementId: string;
    agreementNo: string;
    instalments: readonly { dueOn: LocalDate; amountSen: number }[];
  }): void {
    this.#accounts.set(account.accountId, {
      ...account,
      instalments: account.instalments.map((each, index) => ({
        ...each,
        instalmentNo: index + 1,
        paidSen: 0,
      })),
    });
  }

  /** A payment received by another channel (JomPAY, online banking), met oldest instalment first. */
  payElsewhere(accountId: string, amountSen: number, reference: string): void {
    this.#post({
      accountId,
      channel: 'jompay',
      reference,
      amountSen: sen(amountSen),
      receivedOn: '2026-01-01',
    });
  }

  async dueForDirectDebit(_db: Queryable, businessDate: LocalDate): Promise<readonly DirectDebitDue[]> {
    return [...this.#accounts.values()].flatMap((account) =>
      account.instalments
        .filter((instalment) => directDebitDay(instalment.dueOn) === businessDate)
        .map((instalment) => ({
          accountId: account.accountId,
          agreementId: account.agreementId,
          agreementNo: account.agreementNo,
          amountDueSen: this.#owed(account, businessDate),
          instalmentNo: instalment.instalmentNo,
        })),
    );
  }

  async amountDue(_db: Queryable, accountId: string, businessDate: LocalDate): Promise<Sen> {
    const account = this.#accounts.get(accountId);
    return account ? this.#owed(account, businessDate) : sen(0);
  }

  async postPayment(
    _tx: Queryable,
    payment: {
      accountId: string;
      channel: 'directDebit';
      reference: string;
      amountSen: Sen;
      receivedOn: LocalDate;
      receivedAt: Date;
    },
  ): Promise<{ paymentId: string }> {
    this.postCalls++;
    const { accountId, channel, reference, amountSen, receivedOn } = payment;
    return { paymentId: this.#post({ accountId, channel, reference, amountSen, receivedOn }).paymentId };
  }

  #post(payment: Omit<Posting, 'paymentId'>): Posting {
    const posted = this.postings.find(
      (each) => each.channel === payment.channel && each.reference === payment.reference,
    );
    if (posted) return posted;
    const account = this.#accounts.get(payment.accountId);
    if (!account) throw new Error(`no account ${payment.accountId}`);
    let left = payment.amountSen as number;
    for (const instalment of account.instalments) {
      const met = Math.min(left, instalment.amountSen - instalment.paidSen);
      instalment.paidSen += met;
      left -= met;
    }
    const posting = { ...payment, paymentId: `payment-${this.postings.length + 1}` };
    this.postings.push(posting);
    return posting;
  }

  #owed(account: Account, businessDate: LocalDate): Sen {
    return sen(
      account.instalments
        .filter((instalment) => instalment.dueOn <= businessDate)
        .reduce((owed, instalment) => owed + instalment.amountSen - instalment.paidSen, 0),
    );
  }
}
