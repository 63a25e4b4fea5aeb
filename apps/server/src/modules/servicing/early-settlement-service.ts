import type { EarlySettlementQuote, EarlySettlementQuoteView } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessDate, type SettlementTerms, settlementQuote } from './ledger-service.ts';
import { findLoanAccount, findOwnedLoanAccount, type LoanAccountRow } from './loan-account-repository.ts';

/**
 * The early settlement quote for the business date (decisions 032 and 045), for the account holder and for officers:
 * the figures, the rebate (ibra') and the settlement amount of each day the quote is valid. Reading it changes
 * nothing; paying it is a payment marked as a settlement.
 */
export class EarlySettlementService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #terms: SettlementTerms;

  constructor(deps: { db: Database; clock: Clock; terms?: SettlementTerms }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#terms = deps.terms ?? {};
  }

  /** The caller's own account's quote; another customer's agreement number answers as a missing one. */
  async customerQuote(principal: CustomerPrincipal, agreementNo: string): Promise<EarlySettlementQuoteView> {
    const account = await findOwnedLoanAccount(this.#db, principal.userId, agreementNo);
    if (!account) throw notFound('loanAccounts.notFound');
    return this.#quote(account);
  }

  async officerQuote(accountId: string): Promise<EarlySettlementQuoteView> {
    const account = await findLoanAccount(this.#db, accountId);
    if (!account) throw notFound('loanAccounts.notFound');
    return this.#quote(account);
  }

  async #quote(account: LoanAccountRow): Promise<EarlySettlementQuoteView> {
    const on = await businessDate(this.#db, this.#clock.today());
    return quoteView(account, on, await settlementQuote(this.#db, account, on, this.#terms));
  }
}

function quoteView(
  account: LoanAccountRow,
  businessDate: string,
  quote: EarlySettlementQuote,
): EarlySettlementQuoteView {
  return {
    accountId: account.id,
    agreementNo: account.agreementNo,
    company: account.variant,
    status: account.status,
    businessDate,
    settleOn: quote.settleOn,
    validUntil: quote.validUntil,
    outstandingPrincipalSen: quote.outstandingPrincipalSen,
    unearnedInterestSen: quote.unearnedInterestSen,
    outstandingBalanceSen: quote.outstandingBalanceSen,
    instalmentsDueSen: quote.instalmentsDueSen,
    feesDueSen: quote.feesDueSen,
    lateChargesSen: quote.lateChargesSen,
    settlementChargeSen: quote.settlementChargeSen,
    rebateSen: quote.rebateSen,
    settlementSen: quote.settlementSen,
    credit: { kind: quote.credit.kind, amountSen: quote.credit.amountSen },
    byDay: quote.byDay.map((day) => ({
      on: day.on,
      lateChargesSen: day.lateChargesSen,
      settlementSen: day.settlementSen,
    })),
  };
}
