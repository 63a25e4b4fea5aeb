import {
  addSen,
  DomainRuleError,
  dayAfter,
  directDebitDay,
  type InstalmentState,
  instalmentOutstandingSen,
  type LocalDate,
  type Sen,
  ZERO_SEN,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoanAccountCollections } from '../direct-debit-collection/loan-account-collections.ts';
import type { LoanAccountPosting } from '../payments/loan-account-posting.ts';
import { activeInstalmentsDueBetween } from './close-of-business-repository.ts';
import {
  businessDate,
  postPayment,
  type SettlementTerms,
  settleEarly,
  settlementQuote,
} from './ledger-service.ts';
import { findLoanAccount, findOwnedLoanAccount, instalmentsOf } from './loan-account-repository.ts';

/**
 * The servicing module's side of the payments module's and the direct-debit run's ports (decisions 035 and 037):
 * both post through the ledger's one `postPayment`, idempotent on the channel and its reference.
 */

/** The longest run of days that are not business days (a weekend and a long public holiday): a debit day's reach. */
const LONGEST_NON_BUSINESS_STRETCH_DAYS = 10;

/** What an online payment asks for unless the customer chooses: everything overdue and the current instalment. */
function amountDueNow(instalments: readonly InstalmentState[], on: LocalDate): Sen {
  const unpaid = instalments.filter((instalment) => instalmentOutstandingSen(instalment) > 0);
  const current = unpaid.find((instalment) => instalment.dueOn >= on);
  return addSen(
    ...unpaid
      .filter((instalment) => instalment.dueOn < on || instalment === current)
      .map(instalmentOutstandingSen),
  );
}

/** What the account owes on `on`: the instalments due on or before it, with their charges. */
function amountDueOn(instalments: readonly InstalmentState[], on: LocalDate): Sen {
  return addSen(...instalments.filter((instalment) => instalment.dueOn <= on).map(instalmentOutstandingSen));
}

/** The gateway's confirmation posts an online settlement: no officer or customer session is behind it. */
const GATEWAY_ACTOR = {
  actorKind: 'system',
  actorId: null,
  actorName: 'Payment gateway',
  actorRole: null,
} as const;

export function loanAccountPosting(deps: { readonly clock: Clock } & SettlementTerms): LoanAccountPosting {
  const terms: SettlementTerms =
    deps.afterMaturityAnnualBp === undefined ? {} : { afterMaturityAnnualBp: deps.afterMaturityAnnualBp };
  return {
    async accountForPayment(db, { agreementNo, userId }) {
      const account = await findOwnedLoanAccount(db, userId, agreementNo);
      if (!account) return null;
      const [instalments, on] = await Promise.all([
        instalmentsOf(db, account.id),
        businessDate(db, deps.clock.today()),
      ]);
      let settlementSen: Sen | null = null;
      if (account.status === 'ACTIVE')
        try {
          settlementSen = (await settlementQuote(db, account, on, terms)).settlementSen;
        } catch (error) {
          if (!(error instanceof DomainRuleError)) throw error;
        }
      return {
        accountId: account.id,
        variant: account.variant,
        amountDueSen: account.status === 'ACTIVE' ? amountDueNow(instalments, on) : ZERO_SEN,
        settlementSen,
      };
    },
    async postPayment(tx, { purpose, ...payment }) {
      if (purpose === 'settlement') {
        // Quoted again for the business date the gateway's answer reaches the ledger on (decision 045).
        const receivedOn = await businessDate(tx, payment.receivedOn);
        const { payment: posted } = await settleEarly(tx, {
          ...payment,
          receivedOn,
          ...terms,
          actor: GATEWAY_ACTOR,
        });
        return { paymentId: posted.id };
      }
      const { payment: posted } = await postPayment(tx, payment);
      return { paymentId: posted.id };
    },
  };
}

export function loanAccountCollections(): LoanAccountCollections {
  return {
    async dueForDirectDebit(db: Queryable, on: LocalDate) {
      const candidates = await activeInstalmentsDueBetween(
        db,
        dayAfter(on, -LONGEST_NON_BUSINESS_STRETCH_DAYS),
        on,
      );
      const due = candidates.filter((row) => directDebitDay(row.dueOn) === on);
      return Promise.all(
        due.map(async (row) => ({
          accountId: row.accountId,
          agreementId: row.agreementId,
          agreementNo: row.agreementNo,
          instalmentNo: row.instalmentNo,
          amountDueSen: amountDueOn(await instalmentsOf(db, row.accountId), on),
        })),
      );
    },
    async amountDue(db, accountId, on) {
      const account = await findLoanAccount(db, accountId);
      if (account?.status !== 'ACTIVE') return ZERO_SEN;
      return amountDueOn(await instalmentsOf(db, accountId), on);
    },
    async postPayment(tx, payment) {
      const { payment: posted } = await postPayment(tx, payment);
      return { paymentId: posted.id };
    },
  };
}
