import { randomUUID } from 'node:crypto';
import {
  type AccountStatus,
  accountArrears,
  accountTransition,
  accrueLateCharges,
  addSen,
  allocatePayment,
  allocateRecovery,
  applyAllocations,
  applyRecovery,
  componentOutstandingSen,
  DomainRuleError,
  dayAfter,
  type EarlySettlementQuote,
  type ExcessPaymentOutcome,
  earlySettlementQuote,
  excessPayment,
  INSTALMENT_COMPONENTS,
  type InstalmentComponent,
  type InstalmentState,
  type LoanQuote,
  type LocalDate,
  maturityOn,
  type OfficerRole,
  officerMoveRefused,
  type PaymentChannel,
  type PaymentPurpose,
  type RebateChange,
  repaymentSchedule,
  type Sen,
  type SettlementPosting,
  sen,
  settlementRebate,
  subtractSen,
  transitionRefused,
  undoSettlementRebate,
  type Variant,
  ZERO_SEN,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import {
  insertJournalEntry,
  type JournalLine,
  type LedgerAccount,
  linesOfEntry,
} from './ledger-repository.ts';
import {
  findLoanAccount,
  findLoanAccountByAgreementNo,
  findLoanAccountOfAgreement,
  type InstalmentRow,
  insertInstalments,
  insertLoanAccount,
  instalmentsOf,
  type LoanAccountRow,
  storedBusinessDate,
  writeAccountStanding,
  writeInstalments,
  writeRecoveries,
  writtenOffInstalmentsOf,
} from './loan-account-repository.ts';
import {
  allocationsOf,
  findPayment,
  findPaymentByReference,
  insertPayment,
  type LoanPaymentRow,
  markPaymentReversed,
  type PaymentAllocationRow,
  writeReceiptFile,
  writeReversalAdviceFile,
} from './loan-payment-repository.ts';
import {
  findSettlement,
  insertSettlement,
  lateChargesPostedThrough,
  markLateChargesPostedThrough,
  standingSettlement,
} from './loan-settlement-repository.ts';

/**
 * The loan account's one writer (decision 030): opening from a disbursement, payments and their reversals, charges,
 * waivers and write-off. Each takes the caller's transaction and writes, in it, the journal entry, the instalments,
 * the account's cached figures and (for an officer's action) the audit entry, so none is ever without the others.
 */

const RECEIVABLE: Readonly<Record<InstalmentComponent, LedgerAccount>> = {
  lateCharge: 'loanLateChargeReceivable',
  fee: 'loanFeeReceivable',
  interest: 'loanInterestReceivable',
  principal: 'loanPrincipalReceivable',
};
const UNEARNED: Readonly<Record<Variant, LedgerAccount>> = {
  conventional: 'unearnedInterest',
  islamic: 'unearnedProfit',
};
const EARNED: Readonly<Record<Variant, LedgerAccount>> = {
  conventional: 'interestIncome',
  islamic: 'profitIncome',
};
const CHARGE_INCOME: Readonly<Record<'lateCharge' | 'fee', LedgerAccount>> = {
  lateCharge: 'lateChargeIncome',
  fee: 'feeIncome',
};
/** Where the rebate of an early settlement is booked (decision 045): the rebate of interest, or the ibra'. */
const REBATE: Readonly<Record<Variant, LedgerAccount>> = {
  conventional: 'interestRebate',
  islamic: 'ibraRebate',
};
const REBATE_WORD: Readonly<Record<Variant, string>> = { conventional: 'rebate', islamic: "ibra'" };
const EXCESS: Readonly<Record<Exclude<ExcessPaymentOutcome['kind'], 'none'>, LedgerAccount>> = {
  adminFee: 'adminFeeIncome',
  charity: 'charityPayable',
  refundable: 'customerRefundsPayable',
};

/** An officer acting as the checker of a maker-checker action. */
export interface CheckerActor {
  readonly officerId: string;
  readonly name: string;
  readonly role: OfficerRole;
}

const debit = (
  ledgerAccount: LedgerAccount,
  amountSen: Sen,
  instalmentNo: number | null = null,
): JournalLine => ({
  ledgerAccount,
  instalmentNo,
  amountSen,
});
const credit = (
  ledgerAccount: LedgerAccount,
  amountSen: Sen,
  instalmentNo: number | null = null,
): JournalLine => ({
  ledgerAccount,
  instalmentNo,
  amountSen: sen(-amountSen),
});

/** The job that renders a posted payment's receipt (statement-service.ts), enqueued in the posting's transaction. */
export const PAYMENT_RECEIPT_JOB = 'servicing.paymentReceipt';
/** The job that renders a reversed payment's reversal advice (decision 048), enqueued in the reversal's transaction. */
export const REVERSAL_ADVICE_JOB = 'servicing.reversalAdvice';

/** The lender's business date: the stored one, or the Malaysian calendar date before the first close of business. */
export async function businessDate(tx: Queryable, today: LocalDate): Promise<LocalDate> {
  return (await storedBusinessDate(tx)) ?? today;
}

/** An account as a payment channel finds it to post to: by its agreement number, or the number without its prefix. */
export interface PayableAccount {
  readonly id: string;
  readonly agreementNo: string;
  readonly status: LoanAccountRow['status'];
}

/**
 * The account of an agreement number (`SKL-2026-000123`), or of the number a JomPAY Ref-1 names (`2026-000123`, one
 * serial serving both variants); none when no account has it.
 */
export async function accountByAgreementNo(
  tx: Queryable,
  agreementNo: string,
): Promise<PayableAccount | undefined> {
  const account = await findLoanAccountByAgreementNo(tx, agreementNo);
  return account && { id: account.id, agreementNo: account.agreementNo, status: account.status };
}

// --- Opening ------------------------------------------------------------------------------------------------------

export interface OpenAccountInput {
  readonly agreementId: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly userId: string;
  /** The accepted quote, as the agreement's PDF computes it. */
  readonly quote: LoanQuote;
  /** The date the agreement was made on: its first instalment falls due 30 days later. */
  readonly agreementDate: LocalDate;
  /** The business date of the payout. */
  readonly openedOn: LocalDate;
  /** What the lender owes the customer on the agreement (the mandate's verification debit), credited as payments. */
  readonly credits: readonly { readonly reference: string; readonly amountSen: Sen }[];
  readonly at: Date;
}

/**
 * Opens the account of a disbursed agreement, once: the schedule of the accepted quote, the disbursement entry
 * (the receivable against the payout and the deductions), then each credit owed to the customer as a payment.
 */
export async function openAccount(tx: Queryable, input: OpenAccountInput): Promise<LoanAccountRow> {
  const existing = await findLoanAccountOfAgreement(tx, input.agreementId);
  if (existing) return existing;
  const { quote } = input;
  const id = randomUUID();
  const schedule = repaymentSchedule({ quote, signedOn: input.agreementDate });
  await insertLoanAccount(tx, {
    id,
    agreementId: input.agreementId,
    agreementNo: input.agreementNo,
    applicationId: input.applicationId,
    userId: input.userId,
    variant: quote.variant,
    openedOn: input.openedOn,
    amountSen: quote.amountSen,
    tenureMonths: quote.tenureMonths,
    annualRateBp: quote.annualRateBp,
    totalInterestSen: quote.totalInterestSen,
    totalPayableSen: quote.totalPayableSen,
    monthlyInstalmentSen: quote.monthlyInstalmentSen,
    lastInstalmentSen: quote.lastInstalmentSen,
    protectionChargeSen: quote.totalPremiumSen,
    at: input.at,
  });
  await insertInstalments(tx, id, schedule);
  await insertJournalEntry(tx, {
    loanAccountId: id,
    seq: 1,
    kind: 'disbursement',
    businessDate: input.openedOn,
    paymentId: null,
    reversesEntryId: null,
    description: `Disbursement of ${input.agreementNo}`,
    lines: [
      debit('loanPrincipalReceivable', quote.amountSen),
      debit('loanInterestReceivable', quote.totalInterestSen),
      credit(UNEARNED[quote.variant], quote.totalInterestSen),
      credit('payoutClearing', quote.netDisbursementSen),
      credit('stampDutyPayable', quote.stampDutySen),
      credit('processingFeeIncome', addSen(quote.processingFeeSen, quote.wakalahFeeSen)),
      credit('protectionPremiumPayable', quote.totalPremiumSen),
    ],
    at: input.at,
  });
  const account = await findLoanAccount(tx, id, { lock: true });
  if (!account) throw new Error('loan account not written');
  await writeStanding(tx, account, await instalmentsOf(tx, id), {
    on: input.openedOn,
    seq: 1,
    refundableSen: ZERO_SEN,
    at: input.at,
  });
  for (const owed of input.credits)
    await postPayment(tx, {
      accountId: id,
      channel: 'directDebit',
      reference: owed.reference,
      amountSen: owed.amountSen,
      receivedOn: input.openedOn,
      receivedAt: input.at,
    });
  const opened = await findLoanAccount(tx, id);
  if (!opened) throw new Error('loan account not written');
  return opened;
}

// --- Payments -----------------------------------------------------------------------------------------------------

export interface PaymentInput {
  readonly accountId: string;
  readonly channel: PaymentChannel;
  /** The channel's own reference: a second posting under it returns the first. */
  readonly reference: string;
  readonly amountSen: Sen;
  /** The business date the money was received on. */
  readonly receivedOn: LocalDate;
  readonly receivedAt: Date;
  /** What the payment was for, as recorded on it; `settleEarly` marks its payments 'settlement'. */
  readonly purpose?: PaymentPurpose;
}

export interface PostedPayment {
  readonly payment: LoanPaymentRow;
  /** False when the channel's reference was posted before and this is its first posting. */
  readonly posted: boolean;
}

/**
 * The account money is posted to, locked for the posting; refused for an amount that is not a positive whole number
 * of sen, and for an account that does not exist.
 */
async function accountToPostTo(tx: Queryable, accountId: string, amountSen: Sen): Promise<LoanAccountRow> {
  if (!Number.isSafeInteger(amountSen) || amountSen <= 0)
    throw new DomainRuleError('validation.invalidAmount');
  const account = await findLoanAccount(tx, accountId, { lock: true });
  if (!account) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
  return account;
}

/**
 * The payment posted before under the channel's reference, which a repeat answers; a repeat with another amount or
 * for another account is refused.
 */
async function earlierPosting(
  tx: Queryable,
  input: Pick<PaymentInput, 'accountId' | 'channel' | 'reference' | 'amountSen'>,
): Promise<LoanPaymentRow | undefined> {
  const repeated = await findPaymentByReference(tx, input.channel, input.reference);
  if (repeated && (repeated.amountSen !== input.amountSen || repeated.accountId !== input.accountId))
    throw new DomainRuleError('loanAccounts.referenceReused', {}, 'conflict');
  return repeated;
}

/**
 * The one way money comes into an account. Idempotent on the channel and its reference: a repeat answers the first
 * posting, a repeat with another amount is refused. The domain allocates it; the ledger entry, the instalments, the
 * cached figures and, when nothing is left to pay, the account's closing are written in the caller's transaction.
 */
export async function postPayment(tx: Queryable, input: PaymentInput): Promise<PostedPayment> {
  const account = await accountToPostTo(tx, input.accountId, input.amountSen);
  const repeated = await earlierPosting(tx, input);
  if (repeated) return { payment: repeated, posted: false };
  if (account.status === 'WRITEOFF') return postRecovery(tx, account, input);
  const instalments = await instalmentsOf(tx, account.id, { lock: true });
  const allocation = allocatePayment(instalments, input.amountSen, account.variant, input.receivedOn);
  const interest = addSen(
    ...allocation.allocations.filter((a) => a.component === 'interest').map((a) => a.amountSen),
  );
  const { excess } = allocation;
  const { paymentId, seq } = await recordReceived(tx, account, input, allocation, {
    description: `Payment by ${input.channel} ${input.reference}`,
    lines: [
      debit('bankClearing', input.amountSen),
      ...allocation.allocations.map((a) => credit(RECEIVABLE[a.component], a.amountSen, a.instalmentNo)),
      debit(UNEARNED[account.variant], interest),
      credit(EARNED[account.variant], interest),
      ...(excess.kind === 'none' ? [] : [credit(EXCESS[excess.kind], excess.amountSen)]),
    ],
    purpose: input.purpose,
  });
  const paid = applyAllocations(instalments, allocation.allocations, input.receivedOn);
  await writeInstalments(tx, account.id, changed(instalments, paid));
  await writeStanding(tx, account, paid, {
    on: input.receivedOn,
    seq,
    refundableSen: refundableAfter(account, excess),
    at: input.receivedAt,
  });
  return postedPayment(tx, paymentId);
}

/**
 * What every payment received writes first: its journal entry with `lines`, its row with its allocations and excess
 * (a recovery's marked so), and the job that renders its receipt. Answers the payment's id and the entry's number.
 */
async function recordReceived(
  tx: Queryable,
  account: LoanAccountRow,
  input: Omit<PaymentInput, 'purpose'>,
  allocation: {
    readonly allocations: readonly PaymentAllocationRow[];
    readonly excess: ExcessPaymentOutcome;
  },
  entry: {
    readonly description: string;
    readonly lines: JournalLine[];
    readonly purpose?: PaymentPurpose | undefined;
    readonly recovery?: boolean;
  },
): Promise<{ readonly paymentId: string; readonly seq: number }> {
  const paymentId = randomUUID();
  const seq = account.lastEntrySeq + 1;
  const entryId = await insertJournalEntry(tx, {
    loanAccountId: account.id,
    seq,
    kind: 'payment',
    businessDate: input.receivedOn,
    paymentId,
    reversesEntryId: null,
    description: entry.description,
    lines: entry.lines,
    at: input.receivedAt,
  });
  await insertPayment(tx, {
    id: paymentId,
    accountId: account.id,
    channel: input.channel,
    reference: input.reference,
    amountSen: input.amountSen,
    receivedOn: input.receivedOn,
    receivedAt: input.receivedAt,
    entryId,
    excess: allocation.excess,
    allocations: allocation.allocations,
    ...(entry.purpose ? { purpose: entry.purpose } : {}),
    at: input.receivedAt,
    ...(entry.recovery ? { recovery: true } : {}),
  });
  await enqueueJob(tx, PAYMENT_RECEIPT_JOB, { paymentId });
  return { paymentId, seq };
}

/** The account's refundable amount once a payment's excess is kept: more by the excess when it is refundable. */
function refundableAfter(account: LoanAccountRow, excess: ExcessPaymentOutcome): Sen {
  return excess.kind === 'refundable'
    ? addSen(account.refundableSen, excess.amountSen)
    : account.refundableSen;
}

async function postedPayment(tx: Queryable, paymentId: string): Promise<PostedPayment> {
  const payment = await findPayment(tx, paymentId);
  if (!payment) throw new Error('payment not written');
  return { payment, posted: true };
}

export interface ReversalInput {
  readonly paymentId: string;
  readonly reason: string;
  /** The officer who approved the reversal (the checker). */
  readonly actor: CheckerActor;
  readonly on: LocalDate;
  readonly at: Date;
  readonly trace?: RequestTrace;
}

/**
 * Undoes a posted payment by a reversal entry whose lines are the payment entry's, each the other way, and takes
 * back exactly the payment's allocations from the instalments. The payment stays listed, marked reversed. A closed
 * account owing something again is reopened through the account's transition table; the rebate of an early
 * settlement is reversed with its payment, and a payment made before a settlement that stands is not reversed until
 * the settlement is (decision 045). A payment on a written-off account is not reversed here (decision 030).
 */
export async function reversePayment(tx: Queryable, input: ReversalInput): Promise<LoanPaymentRow> {
  const found = await findPayment(tx, input.paymentId);
  if (!found) throw new DomainRuleError('loanAccounts.paymentNotFound', {}, 'notFound');
  const account = await findLoanAccount(tx, found.accountId, { lock: true });
  const payment = await findPayment(tx, input.paymentId, { lock: true });
  if (!account || !payment) throw new DomainRuleError('loanAccounts.paymentNotFound', {}, 'notFound');
  if (payment.status !== 'posted') throw new DomainRuleError('loanAccounts.alreadyReversed', {}, 'conflict');
  if (payment.recovery) return reverseRecovery(tx, account, payment, input);
  if (account.status === 'WRITEOFF') throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
  const [standing, settlement] = await Promise.all([
    standingSettlement(tx, account.id),
    findSettlement(tx, payment.id),
  ]);
  if (standing && standing.paymentId !== payment.id && payment.entryId < standing.paymentEntryId)
    throw new DomainRuleError('servicingRules.settlement.settlementStands', {}, 'conflict');
  const [lines, allocations, instalments] = await Promise.all([
    linesOfEntry(tx, payment.entryId),
    allocationsOf(tx, payment.id),
    instalmentsOf(tx, account.id, { lock: true }),
  ]);
  const seq = account.lastEntrySeq + 1;
  await reversePaymentEntry(tx, account, payment, input, {
    seq,
    lines,
    description: `Reversal of payment by ${payment.channel} ${payment.reference}`,
  });
  let restored = applyAllocations(instalments, allocations, input.on, -1);
  let lastSeq = seq;
  let refundableSen =
    payment.excessKind === 'refundable'
      ? subtractSen(account.refundableSen, payment.excessSen)
      : account.refundableSen;
  if (settlement?.outcome === 'settled' && settlement.rebateEntryId !== null && settlement.changes) {
    // The settlement's rebate goes with its payment: its entry reversed line by line, its changes undone.
    lastSeq = seq + 1;
    await insertReversalEntry(tx, account, payment, input, {
      seq: lastSeq,
      reversesEntryId: settlement.rebateEntryId,
      lines: await linesOfEntry(tx, settlement.rebateEntryId),
      description: `Reversal of the early settlement rebate of payment ${payment.reference}`,
    });
    restored = undoSettlementRebate(restored, settlement.changes, input.on);
    const leftOver = rebateCredit(account.variant, settlement);
    if (leftOver.kind === 'refundable') refundableSen = subtractSen(refundableSen, leftOver.amountSen);
  }
  await writeInstalments(tx, account.id, changed(instalments, restored));
  const status = await writeStanding(tx, account, restored, {
    on: input.on,
    seq: lastSeq,
    refundableSen,
    at: input.at,
  });
  await recordAuditEvent(tx, {
    ...officerEnvelope(input.actor, account, input.at, input.trace),
    action: 'loanPayment.reverse',
    subjectType: 'loanAccount',
    before: { status: 'posted', amountSen: payment.amountSen },
    after: { status: 'reversed', amountSen: payment.amountSen },
    remark: input.reason,
  });
  if (account.status === 'CLOSED' && status === 'ACTIVE')
    await recordAuditEvent(tx, {
      ...officerEnvelope(input.actor, account, input.at, input.trace),
      action: 'loanAccountStatus.reopen',
      subjectType: 'loanAccount',
      before: { status: 'CLOSED' },
      after: { status: 'ACTIVE', outstandingSen: outstandingTotal(restored) },
      remark: input.reason,
    });
  const reversed = await findPayment(tx, payment.id);
  if (!reversed) throw new Error('payment not found after its reversal');
  return reversed;
}

/** An entry that undoes another line by line, each line the other way, dated the reversal's day. */
function insertReversalEntry(
  tx: Queryable,
  account: LoanAccountRow,
  payment: LoanPaymentRow,
  input: ReversalInput,
  entry: {
    readonly seq: number;
    readonly reversesEntryId: number;
    readonly lines: readonly JournalLine[];
    readonly description: string;
  },
): Promise<number> {
  return insertJournalEntry(tx, {
    loanAccountId: account.id,
    seq: entry.seq,
    kind: 'reversal',
    businessDate: input.on,
    paymentId: payment.id,
    reversesEntryId: entry.reversesEntryId,
    description: entry.description,
    lines: entry.lines.map((line) => ({ ...line, amountSen: sen(-line.amountSen) })),
    at: input.at,
  });
}

/** The payment's own entry reversed, the payment marked reversed with the reason, and its reversal advice asked for. */
async function reversePaymentEntry(
  tx: Queryable,
  account: LoanAccountRow,
  payment: LoanPaymentRow,
  input: ReversalInput,
  entry: { readonly seq: number; readonly lines: readonly JournalLine[]; readonly description: string },
): Promise<void> {
  const entryId = await insertReversalEntry(tx, account, payment, input, {
    ...entry,
    reversesEntryId: payment.entryId,
  });
  await markPaymentReversed(tx, {
    paymentId: payment.id,
    entryId,
    reason: input.reason,
    by: input.actor.officerId,
    at: input.at,
  });
  await enqueueJob(tx, REVERSAL_ADVICE_JOB, { paymentId: payment.id });
}

// --- Early settlement ---------------------------------------------------------------------------------------------

export interface SettlementTerms {
  /** The Islamic interbank rate a year in basis points (configured), for late charges after maturity. */
  readonly afterMaturityAnnualBp?: number;
}

/** Who paid or posted a settlement, as its audit entry names them. */
export interface SettlementActor {
  readonly actorKind: 'officer' | 'applicant' | 'system';
  readonly actorId: string | null;
  readonly actorName: string | null;
  readonly actorRole: string | null;
  readonly requestId?: string | null;
  readonly ip?: string | null;
}

export interface SettlementInput extends Omit<PaymentInput, 'purpose'>, SettlementTerms {
  readonly actor: SettlementActor;
}

export interface SettledPayment extends PostedPayment {
  readonly settlement: SettlementPosting;
}

/** The last day whose late charges are posted on the account: the last close of business, or its opening's eve. */
async function postedThrough(tx: Queryable, account: LoanAccountRow): Promise<LocalDate> {
  return (await lateChargesPostedThrough(tx, account.id)) ?? dayAfter(account.openedOn, -1);
}

function quoteOf(
  account: LoanAccountRow,
  instalments: readonly InstalmentState[],
  settleOn: LocalDate,
  lateChargesPostedThrough: LocalDate,
  terms: SettlementTerms,
): EarlySettlementQuote {
  return earlySettlementQuote({
    variant: account.variant,
    instalments,
    settleOn,
    lateChargesPostedThrough,
    ...(terms.afterMaturityAnnualBp === undefined
      ? {}
      : { afterMaturityAnnualBp: terms.afterMaturityAnnualBp }),
  });
}

/**
 * The early settlement quote of an active account on `settleOn` (decision 032), from its instalments as they stand
 * and the late charges posted so far. Refused for an account that is not active or owes nothing.
 */
export async function settlementQuote(
  tx: Queryable,
  account: LoanAccountRow,
  settleOn: LocalDate,
  terms: SettlementTerms,
): Promise<EarlySettlementQuote> {
  if (account.status !== 'ACTIVE') throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
  const [instalments, through] = await Promise.all([
    instalmentsOf(tx, account.id),
    postedThrough(tx, account),
  ]);
  return quoteOf(account, instalments, settleOn, through, terms);
}

function rebateCredit(variant: Variant, settlement: { readonly changes: readonly RebateChange[] | null }) {
  const paidAhead = addSen(...(settlement.changes ?? []).map((change) => change.paidAheadSen));
  const moved = addSen(...(settlement.changes ?? []).map((change) => change.principalSen));
  return excessPayment(subtractSen(paidAhead, moved), variant);
}

/**
 * A payment marked as an early settlement (decision 045), idempotent on channel and reference like every posting.
 * The account is re-quoted for the day the money was received. If the amount covers that day's settlement, the late
 * charges accrued since the last close are charged, the rebate (ibra') is written as its own entry waiving the
 * interest (profit) of the instalments not yet due, and the payment is posted by the usual allocation, which leaves
 * nothing owing and closes the account; what is paid beyond it follows `excessPayment`. If it does not cover it, it is
 * posted as an ordinary payment, without rebate, and the answer says so. Never refused for its amount.
 */
export async function settleEarly(tx: Queryable, input: SettlementInput): Promise<SettledPayment> {
  const account = await accountToPostTo(tx, input.accountId, input.amountSen);
  const settleOn = input.receivedOn;
  const repeated = await earlierPosting(tx, input);
  if (repeated) {
    const recorded = await findSettlement(tx, repeated.id);
    return {
      payment: repeated,
      posted: false,
      settlement: {
        outcome: recorded?.outcome ?? 'notCovered',
        settleOn: recorded?.settleOn ?? repeated.receivedOn,
        settlementSen: recorded?.settlementSen ?? ZERO_SEN,
        rebateSen: recorded?.rebateSen ?? ZERO_SEN,
        closed: account.status === 'CLOSED',
      },
    };
  }
  const outstandingBefore = addSen(...Object.values(account.outstanding));
  const through = await postedThrough(tx, account);
  let quote: EarlySettlementQuote | null = null;
  if (account.status === 'ACTIVE') {
    try {
      quote = quoteOf(account, await instalmentsOf(tx, account.id), settleOn, through, input);
    } catch (error) {
      if (!(error instanceof DomainRuleError)) throw error;
    }
  }
  const covered = quote !== null && input.amountSen >= quote.settlementSen;
  let rebateEntryId: number | null = null;
  let changes: RebateChange[] | null = null;
  if (quote && covered) {
    await chargeLateChargesThrough(tx, account, dayAfter(through), settleOn, input);
    const current = await findLoanAccount(tx, account.id, { lock: true });
    if (!current) throw new Error('loan account vanished');
    const rows = await instalmentsOf(tx, account.id, { lock: true });
    const rebate = settlementRebate(rows, settleOn);
    changes = rebate.changes;
    const leftOver = excessPayment(rebate.creditSen, account.variant);
    const lines = rebateLines(account.variant, rebate.changes, leftOver);
    if (lines.length > 0) {
      const seq = current.lastEntrySeq + 1;
      rebateEntryId = await insertJournalEntry(tx, {
        loanAccountId: account.id,
        seq,
        kind: 'rebate',
        businessDate: settleOn,
        paymentId: null,
        reversesEntryId: null,
        description: `Early settlement ${REBATE_WORD[account.variant]} for payment by ${input.channel} ${input.reference}`,
        lines,
        at: input.receivedAt,
      });
      await writeInstalments(tx, account.id, changed(rows, rebate.instalments));
      await writeStanding(tx, current, rebate.instalments, {
        on: settleOn,
        seq,
        refundableSen:
          leftOver.kind === 'refundable'
            ? addSen(current.refundableSen, leftOver.amountSen)
            : current.refundableSen,
        at: input.receivedAt,
      });
    }
  }
  const { actor, afterMaturityAnnualBp: _terms, ...payment } = input;
  const posted = await postPayment(tx, { ...payment, purpose: 'settlement' });
  const settled = await findLoanAccount(tx, account.id);
  if (!settled) throw new Error('loan account vanished');
  const settlement: SettlementPosting = {
    outcome: covered ? 'settled' : 'notCovered',
    settleOn,
    settlementSen: quote?.settlementSen ?? ZERO_SEN,
    rebateSen: covered && quote ? quote.rebateSen : ZERO_SEN,
    closed: settled.status === 'CLOSED',
  };
  await insertSettlement(tx, {
    paymentId: posted.payment.id,
    accountId: account.id,
    outcome: settlement.outcome,
    settleOn,
    settlementSen: settlement.settlementSen,
    rebateSen: settlement.rebateSen,
    rebateEntryId,
    changes,
    at: input.receivedAt,
  });
  await recordAuditEvent(tx, {
    at: input.receivedAt,
    ...actor,
    subjectId: account.id,
    applicationId: account.applicationId,
    action: 'loanPayment.settle',
    subjectType: 'loanAccount',
    before: { status: account.status, outstandingSen: outstandingBefore },
    after: {
      status: settled.status,
      outcome: settlement.outcome,
      amountSen: input.amountSen,
      settlementSen: settlement.settlementSen,
      rebateSen: settlement.rebateSen,
      settleOn,
      reference: input.reference,
    },
  });
  return { ...posted, settlement };
}

/**
 * The rebate's lines, per instalment: its outstanding interest (profit) recognised and rebated at once (unearned to
 * income, the rebate against the receivable), and interest paid ahead rebated onto principal or, beyond the principal
 * left, a credit.
 */
function rebateLines(
  variant: Variant,
  changes: readonly RebateChange[],
  leftOver: ExcessPaymentOutcome,
): JournalLine[] {
  const lines: JournalLine[] = [];
  for (const change of changes) {
    const outstanding = subtractSen(change.interestWaivedSen, change.paidAheadSen);
    const no = change.instalmentNo;
    if (outstanding > 0)
      lines.push(
        debit(REBATE[variant], outstanding, no),
        credit(RECEIVABLE.interest, outstanding, no),
        debit(UNEARNED[variant], outstanding, no),
        credit(EARNED[variant], outstanding, no),
      );
    if (change.paidAheadSen > 0) lines.push(debit(REBATE[variant], change.paidAheadSen, no));
    if (change.principalSen > 0) lines.push(credit(RECEIVABLE.principal, change.principalSen, no));
  }
  if (leftOver.kind !== 'none') lines.push(credit(EXCESS[leftOver.kind], leftOver.amountSen));
  return lines;
}

/** Charges the late charges of the days `from` to `to` not yet charged by a close of business, per instalment. */
async function chargeLateChargesThrough(
  tx: Queryable,
  account: LoanAccountRow,
  from: LocalDate,
  to: LocalDate,
  input: SettlementInput,
): Promise<void> {
  if (from > to) return;
  const instalments = await instalmentsOf(tx, account.id);
  const accrual = accrueLateCharges({
    variant: account.variant,
    instalments,
    maturityOn: maturityOn(instalments),
    ...(input.afterMaturityAnnualBp === undefined
      ? {}
      : { afterMaturityAnnualBp: input.afterMaturityAnnualBp }),
    from,
    to,
  });
  const byInstalment = new Map<number, Sen>();
  for (const day of accrual.days)
    byInstalment.set(day.instalmentNo, addSen(byInstalment.get(day.instalmentNo) ?? ZERO_SEN, day.chargeSen));
  for (const [instalmentNo, amountSen] of byInstalment)
    if (amountSen > 0)
      await chargeInstalment(tx, {
        accountId: account.id,
        instalmentNo,
        component: 'lateCharge',
        amountSen,
        on: to,
        description: `Late charges, instalment ${instalmentNo}, ${from} to ${to}, on early settlement`,
        at: input.receivedAt,
      });
  await markLateChargesPostedThrough(tx, account.id, to);
}

/** Keeps the receipt PDF made for a payment (`payment-receipt/{fileId}`); a second receipt for it is refused. */
export async function attachReceipt(tx: Queryable, paymentId: string, fileId: string): Promise<void> {
  if (!(await findPayment(tx, paymentId)))
    throw new DomainRuleError('loanAccounts.paymentNotFound', {}, 'notFound');
  if (!(await writeReceiptFile(tx, paymentId, fileId)))
    throw new DomainRuleError('errors.conflict', {}, 'conflict');
}

/** Keeps the reversal advice PDF made for a reversed payment (decision 048); a second advice for it is refused. */
export async function attachReversalAdvice(tx: Queryable, paymentId: string, fileId: string): Promise<void> {
  if (!(await findPayment(tx, paymentId)))
    throw new DomainRuleError('loanAccounts.paymentNotFound', {}, 'notFound');
  if (!(await writeReversalAdviceFile(tx, paymentId, fileId)))
    throw new DomainRuleError('errors.conflict', {}, 'conflict');
}

// --- Charges, waivers and write-off -------------------------------------------------------------------------------

export type ChargeComponent = 'lateCharge' | 'fee';

export interface ChargeInput {
  readonly accountId: string;
  readonly instalmentNo: number;
  readonly component: ChargeComponent;
  readonly amountSen: Sen;
  readonly on: LocalDate;
  readonly description: string;
  readonly at: Date;
}

/**
 * Adds a late charge or a fee (reminder postage) to an instalment: what the close of business applies, computed by
 * the domain (`lateChargeSen`). The receivable is recognised as income when charged.
 */
export async function chargeInstalment(tx: Queryable, input: ChargeInput): Promise<void> {
  if (!Number.isSafeInteger(input.amountSen) || input.amountSen <= 0)
    throw new DomainRuleError('validation.invalidAmount');
  const account = await activeAccount(tx, input.accountId);
  const instalments = await instalmentsOf(tx, account.id, { lock: true });
  const charged = instalments.map((instalment) => {
    if (instalment.instalmentNo !== input.instalmentNo) return instalment;
    const current = instalment.components[input.component];
    return {
      ...instalment,
      metOn: null,
      components: {
        ...instalment.components,
        [input.component]: { ...current, dueSen: addSen(current.dueSen, input.amountSen) },
      },
    };
  });
  if (charged.every((instalment, index) => instalment === instalments[index]))
    throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
  const seq = account.lastEntrySeq + 1;
  await insertJournalEntry(tx, {
    loanAccountId: account.id,
    seq,
    kind: 'charge',
    businessDate: input.on,
    paymentId: null,
    reversesEntryId: null,
    description: input.description,
    lines: [
      debit(RECEIVABLE[input.component], input.amountSen, input.instalmentNo),
      credit(CHARGE_INCOME[input.component], input.amountSen, input.instalmentNo),
    ],
    at: input.at,
  });
  await writeInstalments(tx, account.id, changed(instalments, charged));
  await writeStanding(tx, account, charged, {
    on: input.on,
    seq,
    refundableSen: account.refundableSen,
    at: input.at,
  });
}

export interface WaiverInput {
  readonly accountId: string;
  readonly waivers: readonly { instalmentNo: number; component: InstalmentComponent; amountSen: Sen }[];
  readonly reason: string;
  readonly actor: CheckerActor;
  readonly on: LocalDate;
  readonly at: Date;
  readonly trace?: RequestTrace;
}

/** Waives late charges or fees, never interest or principal, up to what is outstanding of each. */
export async function waiveCharges(tx: Queryable, input: WaiverInput): Promise<void> {
  const account = await activeAccount(tx, input.accountId);
  const instalments = await instalmentsOf(tx, account.id, { lock: true });
  let waived: InstalmentState[] = instalments;
  const lines: JournalLine[] = [];
  for (const waiver of input.waivers) {
    if (waiver.component !== 'lateCharge' && waiver.component !== 'fee')
      throw new DomainRuleError('loanAccounts.onlyChargesWaived');
    if (!Number.isSafeInteger(waiver.amountSen) || waiver.amountSen <= 0)
      throw new DomainRuleError('loanAccounts.nothingToWaive');
    const component = waiver.component;
    waived = waived.map((instalment) => {
      if (instalment.instalmentNo !== waiver.instalmentNo) return instalment;
      const current = instalment.components[component];
      if (componentOutstandingSen(current) < waiver.amountSen)
        throw new DomainRuleError('loanAccounts.waiverTooLarge');
      return {
        ...instalment,
        components: {
          ...instalment.components,
          [component]: { ...current, waivedSen: addSen(current.waivedSen, waiver.amountSen) },
        },
      };
    });
    lines.push(
      debit(CHARGE_INCOME[component], waiver.amountSen, waiver.instalmentNo),
      credit(RECEIVABLE[component], waiver.amountSen, waiver.instalmentNo),
    );
  }
  if (lines.length === 0) throw new DomainRuleError('loanAccounts.nothingToWaive');
  const totalSen = addSen(...input.waivers.map((waiver) => waiver.amountSen));
  const met = waived.map((instalment) =>
    instalment.metOn === null && outstandingOf(instalment) === 0
      ? { ...instalment, metOn: input.on }
      : instalment,
  );
  const seq = account.lastEntrySeq + 1;
  await insertJournalEntry(tx, {
    loanAccountId: account.id,
    seq,
    kind: 'waiver',
    businessDate: input.on,
    paymentId: null,
    reversesEntryId: null,
    description: `Waiver: ${input.reason}`,
    lines,
    at: input.at,
  });
  await writeInstalments(tx, account.id, changed(instalments, met));
  const before = chargesOutstanding(instalments);
  await writeStanding(tx, account, met, {
    on: input.on,
    seq,
    refundableSen: account.refundableSen,
    at: input.at,
  });
  await recordAuditEvent(tx, {
    ...officerEnvelope(input.actor, account, input.at, input.trace),
    action: 'loanAccountCharges.waive',
    subjectType: 'loanAccount',
    before: { outstandingSen: before },
    after: { outstandingSen: subtractSen(before, totalSen), waivedSen: totalSen },
    remark: input.reason,
  });
}

export interface WriteOffInput {
  readonly accountId: string;
  readonly reason: string;
  /** An admin: the account table lets only the admin write an account off. */
  readonly actor: CheckerActor;
  readonly on: LocalDate;
  readonly at: Date;
  readonly trace?: RequestTrace;
}

/**
 * Writes off everything outstanding: the receivables are credited, principal and charges against the write-off
 * expense, interest or profit against what was never earned. The account moves to WRITEOFF; the debt is still owed.
 */
export async function writeOff(tx: Queryable, input: WriteOffInput): Promise<void> {
  const account = await activeAccount(tx, input.accountId);
  const outcome = accountTransition({ from: account.status, event: 'writeOff', actor: input.actor.role });
  if (!outcome.ok) throw officerMoveRefused(outcome);
  const instalments = await instalmentsOf(tx, account.id, { lock: true });
  const lines: JournalLine[] = [];
  const writtenOff = instalments.map((instalment) => {
    const components = { ...instalment.components };
    for (const component of INSTALMENT_COMPONENTS) {
      const left = componentOutstandingSen(components[component]);
      if (left <= 0) continue;
      components[component] = {
        ...components[component],
        writtenOffSen: addSen(components[component].writtenOffSen, left),
      };
      lines.push(
        debit(
          component === 'interest' ? UNEARNED[account.variant] : 'writeOffExpense',
          left,
          instalment.instalmentNo,
        ),
        credit(RECEIVABLE[component], left, instalment.instalmentNo),
      );
    }
    return { ...instalment, components };
  });
  const totalSen = addSen(...lines.filter((line) => line.amountSen > 0).map((line) => line.amountSen));
  const seq = account.lastEntrySeq + 1;
  if (lines.length > 0)
    await insertJournalEntry(tx, {
      loanAccountId: account.id,
      seq,
      kind: 'writeOff',
      businessDate: input.on,
      paymentId: null,
      reversesEntryId: null,
      description: `Write-off: ${input.reason}`,
      lines,
      at: input.at,
    });
  await writeInstalments(tx, account.id, changed(instalments, writtenOff));
  await writeStanding(tx, account, writtenOff, {
    on: input.on,
    seq: lines.length > 0 ? seq : account.lastEntrySeq,
    refundableSen: account.refundableSen,
    at: input.at,
    status: outcome.to,
  });
  await recordAuditEvent(tx, {
    ...officerEnvelope(input.actor, account, input.at, input.trace),
    action: 'loanAccountStatus.writeOff',
    subjectType: 'loanAccount',
    before: { status: 'ACTIVE', outstandingSen: totalSen },
    after: { status: 'WRITEOFF', writtenOffSen: totalSen },
    remark: input.reason,
  });
}

// --- Refunds ------------------------------------------------------------------------------------------------------

export interface RefundInput {
  readonly accountId: string;
  readonly amountSen: Sen;
  /** The bank transfer's reference. */
  readonly reference: string;
  readonly on: LocalDate;
  readonly at: Date;
}

/**
 * Pays back refundable excess (decision 042): the refund payable is debited and the bank credited, and the account's
 * refundable amount falls by as much. Refused beyond what is refundable now. Answers the entry's id.
 */
export async function payRefund(tx: Queryable, input: RefundInput): Promise<number> {
  const account = await accountToPostTo(tx, input.accountId, input.amountSen);
  if (account.refundableSen < input.amountSen)
    throw new DomainRuleError('loanAccounts.refundMoreThanRefundable', {}, 'conflict');
  const seq = account.lastEntrySeq + 1;
  const entryId = await insertJournalEntry(tx, {
    loanAccountId: account.id,
    seq,
    kind: 'refund',
    businessDate: input.on,
    paymentId: null,
    reversesEntryId: null,
    description: `Refund of excess ${input.reference}`,
    lines: [debit('customerRefundsPayable', input.amountSen), credit('bankClearing', input.amountSen)],
    at: input.at,
  });
  await writeStanding(tx, account, await instalmentsOf(tx, account.id), {
    on: input.on,
    seq,
    refundableSen: subtractSen(account.refundableSen, input.amountSen),
    at: input.at,
  });
  return entryId;
}

// --- Recoveries after a write-off (decision 048) --------------------------------------------------------------------

/**
 * Money received on a written-off account: cash against the recoveries of written-off debt, recorded against the
 * written-off components in the allocation order, what is beyond them excess by the variant's rule. Reached through
 * `postPayment`, so it is idempotent on the channel's reference like every posting; the account stays written off.
 */
async function postRecovery(
  tx: Queryable,
  account: LoanAccountRow,
  input: PaymentInput,
): Promise<PostedPayment> {
  const writtenOff = await writtenOffInstalmentsOf(tx, account.id, { lock: true });
  const allocation = allocateRecovery(writtenOff, input.amountSen, account.variant, input.receivedOn);
  const { excess } = allocation;
  const { paymentId, seq } = await recordReceived(tx, account, input, allocation, {
    description: `Recovery of written-off debt by ${input.channel} ${input.reference}`,
    lines: [
      debit('bankClearing', input.amountSen),
      ...allocation.allocations.map((a) => credit('writtenOffRecoveries', a.amountSen, a.instalmentNo)),
      ...(excess.kind === 'none' ? [] : [credit(EXCESS[excess.kind], excess.amountSen)]),
    ],
    recovery: true,
  });
  const recovered = applyRecovery(writtenOff, allocation.allocations);
  await writeRecoveries(
    tx,
    account.id,
    recovered.filter((instalment, index) => instalment !== writtenOff[index]),
  );
  await writeStanding(tx, account, await instalmentsOf(tx, account.id), {
    on: input.receivedOn,
    seq,
    refundableSen: refundableAfter(account, excess),
    at: input.receivedAt,
  });
  return postedPayment(tx, paymentId);
}

/**
 * Undoes a recovery exactly: the entry's lines each the other way, and what it recovered of each written-off
 * component taken back, so the written-off debt stands as it did before. The account stays written off.
 */
async function reverseRecovery(
  tx: Queryable,
  account: LoanAccountRow,
  payment: LoanPaymentRow,
  input: ReversalInput,
): Promise<LoanPaymentRow> {
  if (payment.excessKind === 'refundable' && account.refundableSen < payment.excessSen)
    throw new DomainRuleError('loanAccounts.excessAlreadyRefunded', {}, 'conflict');
  const [lines, allocations, writtenOff] = await Promise.all([
    linesOfEntry(tx, payment.entryId),
    allocationsOf(tx, payment.id),
    writtenOffInstalmentsOf(tx, account.id, { lock: true }),
  ]);
  const seq = account.lastEntrySeq + 1;
  await reversePaymentEntry(tx, account, payment, input, {
    seq,
    lines,
    description: `Reversal of recovery by ${payment.channel} ${payment.reference}`,
  });
  const restored = applyRecovery(writtenOff, allocations, -1);
  await writeRecoveries(
    tx,
    account.id,
    restored.filter((instalment, index) => instalment !== writtenOff[index]),
  );
  await writeStanding(tx, account, await instalmentsOf(tx, account.id), {
    on: input.on,
    seq,
    refundableSen:
      payment.excessKind === 'refundable'
        ? subtractSen(account.refundableSen, payment.excessSen)
        : account.refundableSen,
    at: input.at,
  });
  await recordAuditEvent(tx, {
    ...officerEnvelope(input.actor, account, input.at, input.trace),
    action: 'loanPayment.reverse',
    subjectType: 'loanAccount',
    before: { status: 'posted', amountSen: payment.amountSen },
    after: { status: 'reversed', amountSen: payment.amountSen },
    remark: input.reason,
  });
  const reversed = await findPayment(tx, payment.id);
  if (!reversed) throw new Error('payment not found after its reversal');
  return reversed;
}

// --- Helpers ------------------------------------------------------------------------------------------------------

async function activeAccount(tx: Queryable, accountId: string): Promise<LoanAccountRow> {
  const account = await findLoanAccount(tx, accountId, { lock: true });
  if (!account) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
  if (account.status !== 'ACTIVE') throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
  return account;
}

function outstandingOf(instalment: InstalmentState): Sen {
  return addSen(
    ...INSTALMENT_COMPONENTS.map((component) => componentOutstandingSen(instalment.components[component])),
  );
}

function outstandingTotal(instalments: readonly InstalmentState[]): Sen {
  return addSen(...instalments.map(outstandingOf));
}

function chargesOutstanding(instalments: readonly InstalmentState[]): Sen {
  return addSen(
    ...instalments.flatMap((instalment) => [
      componentOutstandingSen(instalment.components.lateCharge),
      componentOutstandingSen(instalment.components.fee),
    ]),
  );
}

/** The instalments a change touched, to write back. */
function changed(before: readonly InstalmentRow[], after: readonly InstalmentState[]): InstalmentState[] {
  return after.filter((instalment, index) => instalment !== before[index]);
}

/**
 * Writes the account's cached figures from its instalments as they now stand; an active account with nothing left
 * to pay is closed, and a closed one owing again (a reversal) reopened, through the account's transition table.
 * Answers the status written.
 */
async function writeStanding(
  tx: Queryable,
  account: LoanAccountRow,
  instalments: readonly InstalmentState[],
  change: { on: LocalDate; seq: number; refundableSen: Sen; at: Date; status?: AccountStatus },
): Promise<AccountStatus> {
  const outstanding = Object.fromEntries(
    INSTALMENT_COMPONENTS.map((component) => [
      component,
      addSen(...instalments.map((instalment) => componentOutstandingSen(instalment.components[component]))),
    ]),
  ) as Record<InstalmentComponent, Sen>;
  let status = change.status ?? account.status;
  let closedOn = account.closedOn;
  const owing = addSen(...Object.values(outstanding)) > 0;
  if ((status === 'ACTIVE' && !owing) || (status === 'CLOSED' && owing)) {
    const outcome = accountTransition({ from: status, event: owing ? 'reopen' : 'close', actor: 'system' });
    if (!outcome.ok) throw transitionRefused(outcome);
    status = outcome.to;
    closedOn = owing ? null : change.on;
  }
  const { arrearsSen, daysPastDue } = accountArrears(instalments, change.on);
  await writeAccountStanding(tx, account.id, {
    status,
    closedOn,
    outstanding,
    refundableSen: change.refundableSen,
    arrearsSen,
    daysPastDue,
    lastEntrySeq: change.seq,
    at: change.at,
  });
  return status;
}

function officerEnvelope(actor: CheckerActor, account: LoanAccountRow, at: Date, trace?: RequestTrace) {
  return {
    at,
    actorKind: 'officer' as const,
    actorId: actor.officerId,
    actorName: actor.name,
    actorRole: actor.role,
    subjectId: account.id,
    applicationId: account.applicationId,
    requestId: trace?.requestId ?? null,
    ip: trace?.ip ?? null,
  };
}
