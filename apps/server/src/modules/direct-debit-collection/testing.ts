import {
  addSen,
  type ComponentAmounts,
  componentOutstandingSen,
  directDebitDay,
  INSTALMENT_COMPONENTS,
  type InstalmentState,
  instalmentOutstandingSen,
  type LocalDate,
  type Sen,
  sen,
  smallerSen,
  subtractSen,
  ZERO_SEN,
} from '@sinar/domain';
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

interface Account {
  readonly accountId: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  instalments: InstalmentState[];
}

const NOTHING: ComponentAmounts = {
  dueSen: ZERO_SEN,
  paidSen: ZERO_SEN,
  waivedSen: ZERO_SEN,
  writtenOffSen: ZERO_SEN,
};

/**
 * The loan accounts as the collection run sees them, kept in memory for the run's tests: each instalment in the
 * domain's `InstalmentState`, a payment met oldest instalment first and within it in the components' order, a posting
 * idempotent on channel and reference as the servicing module's is. It records every posting, so that a test can say
 * how many times a deduction was posted.
 */
export class InMemoryLoanAccounts implements LoanAccountCollections {
  readonly postings: Posting[] = [];
  readonly #accounts = new Map<string, Account>();

  open(account: {
    accountId: string;
    agreementId: string;
    agreementNo: string;
    instalments: readonly { dueOn: LocalDate; interestSen: number; principalSen: number }[];
  }): void {
    this.#accounts.set(account.accountId, {
      accountId: account.accountId,
      agreementId: account.agreementId,
      agreementNo: account.agreementNo,
      instalments: account.instalments.map((each, index) => ({
        instalmentNo: index + 1,
        dueOn: each.dueOn,
        components: {
          lateCharge: NOTHING,
          fee: NOTHING,
          interest: { ...NOTHING, dueSen: sen(each.interestSen) },
          principal: { ...NOTHING, dueSen: sen(each.principalSen) },
        },
        metOn: null,
      })),
    });
  }

  /** The account's schedule as it stands. */
  schedule(accountId: string): readonly InstalmentState[] {
    return this.#accounts.get(accountId)?.instalments ?? [];
  }

  /** A payment received by another channel (JomPAY, online banking). */
  payElsewhere(accountId: string, amountSen: number, reference: string, receivedOn: LocalDate): void {
    this.#post({ accountId, channel: 'jompay', reference, amountSen: sen(amountSen), receivedOn });
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
    return account ? this.#owed(account, businessDate) : ZERO_SEN;
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
    let left = payment.amountSen;
    account.instalments = account.instalments.map((instalment) => {
      const components = { ...instalment.components };
      for (const component of INSTALMENT_COMPONENTS) {
        const met = smallerSen(left, componentOutstandingSen(components[component]));
        components[component] = paid(components[component], met);
        left = subtractSen(left, met);
      }
      const next = { ...instalment, components };
      return { ...next, metOn: instalmentOutstandingSen(next) === 0 ? payment.receivedOn : null };
    });
    const posting = { ...payment, paymentId: `payment-${this.postings.length + 1}` };
    this.postings.push(posting);
    return posting;
  }

  #owed(account: Account, businessDate: LocalDate): Sen {
    return addSen(
      ZERO_SEN,
      ...account.instalments
        .filter((instalment) => instalment.dueOn <= businessDate)
        .map((instalment) => instalmentOutstandingSen(instalment)),
    );
  }
}

function paid(amounts: ComponentAmounts, metSen: Sen): ComponentAmounts {
  return { ...amounts, paidSen: addSen(amounts.paidSen, metSen) };
}
