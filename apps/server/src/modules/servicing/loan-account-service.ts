import {
  type AccountDetails,
  addSen,
  componentOutstandingSen,
  INSTALMENT_COMPONENTS,
  type InstalmentStatus,
  instalmentOutstandingSen,
  jompayRef1,
  type LoanHistory,
  type LocalDate,
  type PaymentHistory,
  type PaymentHistoryItem,
  type Sen,
  type TenureDetails,
  type TenureRow,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessDate } from './ledger-service.ts';
import {
  findOwnedLoanAccount,
  type InstalmentRow,
  instalmentsOf,
  type LoanAccountRow,
  loanAccountsOfUser,
} from './loan-account-repository.ts';
import { paymentsOf } from './loan-payment-repository.ts';

/**
 * The customer's reads of their loan and financing accounts: the account's cached figures and its schedule's rows
 * (a tenure's few rows), never its journal entries. Another customer's agreement number answers as a missing one.
 */
/**
 * Payments an account's history lists that are not posted to it: a gateway's pending or failed attempts, read from
 * the part that owns them (wired in the module); none until that part is registered.
 */
export type UnpostedPayments = (db: Queryable, accountId: string) => Promise<PaymentHistoryItem[]>;

export class LoanAccountService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #unposted: UnpostedPayments;
  readonly #jompayBillerCode: string;

  constructor(deps: {
    db: Database;
    clock: Clock;
    unposted?: UnpostedPayments;
    /** The lender's JomPAY biller code, shown beside each account's Ref-1. */
    jompayBillerCode: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#unposted = deps.unposted ?? (async () => []);
    this.#jompayBillerCode = deps.jompayBillerCode;
  }

  async loanHistory(principal: CustomerPrincipal): Promise<LoanHistory> {
    const accounts = await loanAccountsOfUser(this.#db, principal.userId);
    return {
      loans: accounts.map((account) => ({
        accountId: account.id,
        agreementId: account.agreementId,
        agreementNo: account.agreementNo,
        applicationId: account.applicationId,
        company: account.variant,
        status: account.status,
        amountSen: account.amountSen,
        tenureMonths: account.tenureMonths,
        openedOn: account.openedOn,
        outstandingBalanceSen: outstandingOfAccount(account),
      })),
    };
  }

  async accountDetails(principal: CustomerPrincipal, agreementNo: string): Promise<AccountDetails> {
    const account = await this.#owned(principal, agreementNo);
    const [instalments, today] = await Promise.all([
      instalmentsOf(this.#db, account.id),
      businessDate(this.#db, this.#clock.today()),
    ]);
    return accountDetailsOf(account, instalments, today, this.#jompayBillerCode);
  }

  async tenureDetails(principal: CustomerPrincipal, agreementNo: string): Promise<TenureDetails> {
    const account = await this.#owned(principal, agreementNo);
    const [instalments, today] = await Promise.all([
      instalmentsOf(this.#db, account.id),
      businessDate(this.#db, this.#clock.today()),
    ]);
    const statuses = instalmentStatuses(instalments, today);
    return {
      agreementNo: account.agreementNo,
      company: account.variant,
      businessDate: today,
      rows: instalments.map((instalment, index) => tenureRow(instalment, statuses[index] ?? 'upcoming')),
    };
  }

  async paymentHistory(principal: CustomerPrincipal, agreementNo: string): Promise<PaymentHistory> {
    const account = await this.#owned(principal, agreementNo);
    const [payments, unposted] = await Promise.all([
      paymentsOf(this.#db, account.id),
      this.#unposted(this.#db, account.id),
    ]);
    const posted = payments.map(
      (payment): PaymentHistoryItem => ({
        paymentId: payment.id,
        paidOn: payment.receivedOn,
        paidAt: payment.receivedAt.toISOString(),
        amountSen: payment.amountSen,
        channel: payment.channel,
        reference: payment.reference,
        status: payment.status === 'posted' ? 'success' : 'reversed',
        failureReason: payment.reversalReason,
        receiptFileId: payment.receiptFileId,
        ...(payment.purpose === 'settlement' ? { purpose: payment.purpose } : {}),
        recovery: payment.recovery,
        reversalAdviceFileId: payment.reversalAdviceFileId,
      }),
    );
    return {
      agreementNo: account.agreementNo,
      company: account.variant,
      payments: [...posted, ...unposted].sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
    };
  }

  async #owned(principal: CustomerPrincipal, agreementNo: string): Promise<LoanAccountRow> {
    const account = await findOwnedLoanAccount(this.#db, principal.userId, agreementNo);
    if (!account) throw notFound('loanAccounts.notFound');
    return account;
  }
}

/** The account's figures as its holder and the officers read them, from its cached figures and its schedule. */
export function accountDetailsOf(
  account: LoanAccountRow,
  instalments: readonly InstalmentRow[],
  today: LocalDate,
  jompayBillerCode: string,
): AccountDetails {
  const statuses = instalmentStatuses(instalments, today);
  const current = instalments.find((_, index) => statuses[index] === 'due');
  const overdue = instalments.filter((_, index) => statuses[index] === 'overdue');
  const first = instalments[0];
  const last = instalments.at(-1);
  if (!first || !last) throw new Error(`account ${account.id} has no schedule`);
  return {
    accountId: account.id,
    agreementId: account.agreementId,
    agreementNo: account.agreementNo,
    company: account.variant,
    status: account.status,
    amountSen: account.amountSen,
    tenureMonths: account.tenureMonths,
    annualRateBp: account.annualRateBp,
    totalInterestSen: account.totalInterestSen,
    firstInstalmentOn: first.dueOn,
    maturityOn: last.dueOn,
    monthlyInstalmentSen: account.monthlyInstalmentSen,
    lastInstalmentSen: account.lastInstalmentSen,
    totalPayableSen: account.totalPayableSen,
    outstandingBalanceSen: outstandingOfAccount(account),
    nextDueOn: current?.dueOn ?? null,
    overdueInstalmentSen: addSen(...overdue.map(instalmentOutstandingSen)),
    currentInstalmentSen: current ? instalmentOutstandingSen(current) : ZERO_SEN,
    latePaymentChargesSen: account.outstanding.lateCharge,
    protectionChargeSen: account.protectionChargeSen,
    refundableSen: account.refundableSen,
    daysPastDue: account.daysPastDue,
    businessDate: today,
    jompay: { billerCode: jompayBillerCode, ref1: jompayRef1(account.agreementNo) },
  };
}

export function outstandingOfAccount(account: LoanAccountRow): Sen {
  return addSen(...INSTALMENT_COMPONENTS.map((component) => account.outstanding[component]));
}

/**
 * paid: nothing outstanding; overdue: due before the business date and not met; due: the first row not met that
 * falls due on or after it (the instalment now running); upcoming: the rows after that one.
 */
export function instalmentStatuses(
  instalments: readonly InstalmentRow[],
  today: LocalDate,
): InstalmentStatus[] {
  let currentFound = false;
  return instalments.map((instalment) => {
    if (instalmentOutstandingSen(instalment) === 0) return 'paid';
    if (instalment.dueOn < today) return 'overdue';
    if (currentFound) return 'upcoming';
    currentFound = true;
    return 'due';
  });
}

export function tenureRow(instalment: InstalmentRow, status: InstalmentStatus): TenureRow {
  const components = Object.fromEntries(
    INSTALMENT_COMPONENTS.map((component) => {
      const amounts = instalment.components[component];
      return [component, { ...amounts, outstandingSen: componentOutstandingSen(amounts) }];
    }),
  ) as TenureRow['components'];
  return {
    instalmentNo: instalment.instalmentNo,
    dueOn: instalment.dueOn,
    instalmentSen: instalment.instalmentSen,
    components,
    outstandingSen: instalmentOutstandingSen(instalment),
    balanceAfterSen: instalment.balanceAfterSen,
    metOn: instalment.metOn,
    status,
  };
}
