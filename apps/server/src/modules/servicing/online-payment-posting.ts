import { addSen, instalmentOutstandingSen, type Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  LoanAccountPosting,
  PaymentAccount,
  ReceivedPayment,
} from '../payments/loan-account-posting.ts';
import { businessDate, postPayment } from './ledger-service.ts';
import { findOwnedLoanAccount, instalmentsOf } from './loan-account-repository.ts';

/**
 * The payments module's port over the loan accounts (decision 035): the customer's active account of an agreement
 * with what is due on the business date, and a confirmed online payment posted through the ledger's one writer,
 * idempotent on channel and reference (decision 030).
 */
export function onlinePaymentPosting(deps: { readonly clock: Clock }): LoanAccountPosting {
  return {
    async accountForPayment(db, query): Promise<PaymentAccount | null> {
      const account = await findOwnedLoanAccount(db, query.userId, query.agreementNo);
      if (account?.status !== 'ACTIVE') return null;
      return {
        accountId: account.id,
        variant: account.variant,
        amountDueSen: await amountDueNow(db, account.id, await businessDate(db, deps.clock.today())),
      };
    },
    async postPayment(tx: Queryable, payment: ReceivedPayment) {
      const { payment: posted } = await postPayment(tx, payment);
      return { paymentId: posted.id };
    },
  };
}

/**
 * What the customer pays when no amount is chosen: every instalment due on or before the business date still
 * outstanding, or, when none is, the next instalment's outstanding.
 */
async function amountDueNow(db: Queryable, accountId: string, on: string): Promise<Sen> {
  const open = (await instalmentsOf(db, accountId)).filter((row) => instalmentOutstandingSen(row) > 0);
  const due = open.filter((row) => row.dueOn <= on);
  const owed = due.length > 0 ? due : open.slice(0, 1);
  return addSen(...owed.map(instalmentOutstandingSen));
}
