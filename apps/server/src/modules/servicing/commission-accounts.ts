import { addSen, instalmentOutstandingSen, type LocalDate } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { LoanAccountCommission } from '../partner-commission-collection/loan-account-commission.ts';
import {
  activeCommissionAccounts,
  findCommissionAccount,
  insertCommissionAccount,
  partnerOfAccount,
} from './commission-account-repository.ts';
import { postPayment } from './ledger-service.ts';
import { instalmentsOf } from './loan-account-repository.ts';

/**
 * Loan accounts repaid from an SME partner's commission (decision 064). The opening of an account made from an SME
 * agreement calls `repayFromPartnerCommission` in its transaction; the monthly partner-commission run reads and posts
 * through `loanAccountCommission`, the servicing module's side of its port.
 */
export async function repayFromPartnerCommission(
  tx: Queryable,
  account: { readonly accountId: string; readonly partnerId: string; readonly at: Date },
): Promise<void> {
  await insertCommissionAccount(tx, { ...account, partnerId: account.partnerId.toUpperCase() });
}

/** The partner whose commission repays the account; null for an account repaid by its holder. */
export function partnerRepayingAccount(db: Queryable, accountId: string): Promise<string | null> {
  return partnerOfAccount(db, accountId);
}

export function loanAccountCommission(): LoanAccountCommission {
  return {
    async commissionAccountsDue(db, on: LocalDate) {
      const month = on.slice(0, 7);
      const accounts = await activeCommissionAccounts(db);
      return Promise.all(
        accounts.map(async (account) => {
          const instalments = await instalmentsOf(db, account.accountId);
          return {
            ...account,
            amountDueSen: addSen(
              ...instalments
                .filter((instalment) => instalment.dueOn.slice(0, 7) <= month)
                .map(instalmentOutstandingSen),
            ),
          };
        }),
      );
    },
    async commissionAccount(db, accountId) {
      const account = await findCommissionAccount(db, accountId);
      return (
        account && { agreementNo: account.agreementNo, userId: account.userId, partnerId: account.partnerId }
      );
    },
    async postPayment(tx, payment) {
      const { payment: posted } = await postPayment(tx, payment);
      return { paymentId: posted.id };
    },
  };
}
