import { createHash, randomUUID } from 'node:crypto';
import {
  addSen,
  type CatalogKey,
  DomainRuleError,
  INSTALMENT_COMPONENTS,
  type InstalmentComponent,
  type Language,
  maskNric,
  type Sen,
  type StatementLanguage,
  type StatementSearchRequest,
  type StatementSearchResult,
  sen,
  statementSearchRequestSchema,
  subtractSen,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import { type Customer, findCustomerOfRecord } from '../auth/customer-records.ts';
import { attachReceipt, attachReversalAdvice, businessDate } from './ledger-service.ts';
import {
  findLoanAccount,
  findLoanAccountOfAgreement,
  type LoanAccountRow,
} from './loan-account-repository.ts';
import { allocationsOf, findPayment } from './loan-payment-repository.ts';
import { standingSettlement } from './loan-settlement-repository.ts';
import type { ReceiptInput } from './pdf/receipt-input.ts';
import { renderPaymentReceipt } from './pdf/receipt-pdf.ts';
import type { ReversalAdviceInput } from './pdf/reversal-advice-input.ts';
import { renderReversalAdvice } from './pdf/reversal-advice-pdf.ts';
import type { DocumentBorrower, IbraRow, StatementInput, StatementLine } from './pdf/statement-input.ts';
import { carriesIbraTable, renderStatementOfAccount } from './pdf/statement-pdf.ts';
import {
  balanceBefore,
  balanceThroughEntry,
  findReceiptFile,
  findReversalAdviceFile,
  insertReceipt,
  insertReversalAdvice,
  paymentSplitsOf,
  type StatementEntryRow,
  type StatementPaymentRow,
  statementEntries,
  statementPayment,
  statementPayments,
} from './statement-repository.ts';
import { searchAccounts } from './statement-search-repository.ts';

/** The statement's path language and the documents' catalog language. */
const DOCUMENT_LANGUAGE: Readonly<Record<StatementLanguage, Language>> = { en: 'en', bm: 'ms' };

export interface PdfFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * The account's documents (decisions 036 and 041): the statement of account built from the ledger for the customer
 * or an officer, each payment's receipt rendered once by a job and served to its holder or an officer, and the
 * officers' statement search.
 */
export class StatementService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #lender: LenderParticulars;

  constructor(deps: { db: Database; clock: Clock; lender: LenderParticulars }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#lender = deps.lender;
  }

  /** The statement of any account, by its agreement's id (an officer's call). */
  async officerStatement(agreementId: string, language: StatementLanguage): Promise<PdfFile> {
    const account = await findLoanAccountOfAgreement(this.#db, agreementId);
    if (!account) throw notFound('loanAccounts.notFound');
    return this.#statement(account, language);
  }

  /** The statement of one of the caller's accounts; another customer's answers as a missing one. */
  async customerStatement(
    principal: CustomerPrincipal,
    agreementId: string,
    language: StatementLanguage,
  ): Promise<PdfFile> {
    const account = await findLoanAccountOfAgreement(this.#db, agreementId);
    if (!account || account.userId !== principal.userId) throw notFound('loanAccounts.notFound');
    return this.#statement(account, language);
  }

  async search(request: StatementSearchRequest): Promise<StatementSearchResult> {
    const filter = statementSearchRequestSchema.parse(request);
    const { rows, total } = await searchAccounts(this.#db, filter, {
      offset: (filter.page - 1) * filter.pageSize,
      limit: filter.pageSize,
    });
    return {
      items: rows.map((row) => ({
        accountId: row.accountId,
        agreementId: row.agreementId,
        agreementNo: row.agreementNo,
        company: row.variant,
        status: row.status,
        customerName: row.customerName,
        nricMasked: row.nric ? maskNric(row.nric) : '',
        openedOn: row.openedOn,
      })),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
    };
  }

  /** A receipt's PDF for its account holder; anyone else's answers as a missing one. */
  async customerReceipt(principal: CustomerPrincipal, fileId: string): Promise<PdfFile> {
    return servedPdf(await findReceiptFile(this.#db, fileId), principal, 'loanAccounts.receiptNotFound');
  }

  async officerReceipt(fileId: string): Promise<PdfFile> {
    return servedPdf(await findReceiptFile(this.#db, fileId), null, 'loanAccounts.receiptNotFound');
  }

  /**
   * The receipt job: renders the payment's receipt in the language of the customer's choice and keeps it as the
   * payment's receipt file, once. A payment that has its receipt is left as it is, so the job may run again.
   */
  async renderReceipt(paymentId: string): Promise<string | null> {
    return this.#db.transaction(async (tx) => {
      const payment = await statementPayment(tx, paymentId);
      if (!payment) throw new PermanentJobError(`payment ${paymentId} not found`);
      if (payment.receiptFileId !== null) return null;
      const account = await findLoanAccount(tx, payment.accountId);
      if (!account) throw new PermanentJobError(`account of payment ${paymentId} not found`);
      const customer = await findCustomerOfRecord(tx, account.userId);
      const input = await receiptInput(tx, this.#lender, account, payment, customer);
      const pdf = await renderPaymentReceipt(input, documentLanguageOf(customer));
      const file = keptPdf(`receipt-${input.receiptNo}.pdf`, pdf, this.#clock.now());
      if (!(await insertReceipt(tx, { ...file, paymentId, receiptNo: input.receiptNo }))) return null;
      await attachReceipt(tx, paymentId, file.id);
      return file.id;
    });
  }

  /** A reversal advice's PDF for its account holder; anyone else's answers as a missing one (decision 048). */
  async customerReversalAdvice(principal: CustomerPrincipal, fileId: string): Promise<PdfFile> {
    const file = await findReversalAdviceFile(this.#db, fileId);
    return servedPdf(file, principal, 'loanAccounts.reversalAdviceNotFound');
  }

  async officerReversalAdvice(fileId: string): Promise<PdfFile> {
    const file = await findReversalAdviceFile(this.#db, fileId);
    return servedPdf(file, null, 'loanAccounts.reversalAdviceNotFound');
  }

  /**
   * The reversal advice job (decision 048): renders a reversed payment's advice in the customer's language and keeps
   * it as the payment's advice file, once; a payment that has its advice is left as it is, so the job may run again.
   */
  async renderReversalAdvice(paymentId: string): Promise<string | null> {
    return this.#db.transaction(async (tx) => {
      const [reversed, payment] = await Promise.all([
        findPayment(tx, paymentId),
        statementPayment(tx, paymentId),
      ]);
      if (!reversed || !payment) throw new PermanentJobError(`payment ${paymentId} not found`);
      if (reversed.reversalEntryId === null || payment.reversedOn === null)
        throw new PermanentJobError(`payment ${paymentId} is not reversed`);
      if (reversed.reversalAdviceFileId !== null) return null;
      const account = await findLoanAccount(tx, payment.accountId);
      if (!account) throw new PermanentJobError(`account of payment ${paymentId} not found`);
      const customer = await findCustomerOfRecord(tx, account.userId);
      const input = await reversalAdviceInput(
        tx,
        this.#lender,
        account,
        { ...payment, reversedOn: payment.reversedOn },
        reversed.reversalEntryId,
        customer,
      );
      const pdf = await renderReversalAdvice(input, documentLanguageOf(customer));
      const file = keptPdf(`reversal-advice-${input.adviceNo}.pdf`, pdf, this.#clock.now());
      if (!(await insertReversalAdvice(tx, { ...file, paymentId, adviceNo: input.adviceNo }))) return null;
      await attachReversalAdvice(tx, paymentId, file.id);
      return file.id;
    });
  }

  async #statement(account: LoanAccountRow, language: StatementLanguage): Promise<PdfFile> {
    const today = await businessDate(this.#db, this.#clock.today());
    const customer = await findCustomerOfRecord(this.#db, account.userId);
    const input = await statementInput(this.#db, this.#lender, account, borrowerOf(customer), today);
    const bytes = await renderStatementOfAccount(input, DOCUMENT_LANGUAGE[language]);
    return { fileName: `statement-${account.agreementNo}-${today}-${language}.pdf`, bytes };
  }
}

// --- The statement's input ------------------------------------------------------------------------------------------

/**
 * The statement of an account from its opening to `statementDate`, from the ledger: each entry one line (a payment
 * whose excess was kept also the excess's line), the payments from their own rows, the figures from the account's
 * cached standing. The renderer checks that the lines come to the outstanding balance.
 */
export async function statementInput(
  db: Queryable,
  lender: LenderParticulars,
  account: LoanAccountRow,
  borrower: DocumentBorrower,
  statementDate: string,
): Promise<StatementInput> {
  const period = { from: account.openedOn, to: statementDate };
  const [entries, payments, openingBalanceSen] = await Promise.all([
    statementEntries(db, account.id, period),
    statementPayments(db, account.id),
    balanceBefore(db, account.id, period.from),
  ]);
  const paymentsById = new Map(payments.map((payment) => [payment.id, payment]));
  const outstandingSen = addSen(...INSTALMENT_COMPONENTS.map((component) => account.outstanding[component]));
  const input: StatementInput = {
    variant: account.variant,
    lender,
    borrower,
    accountNo: account.agreementNo,
    agreementNo: account.agreementNo,
    statementDate,
    period,
    principalSen: account.amountSen,
    annualRateBp: account.annualRateBp,
    totalPayableSen: account.totalPayableSen,
    monthlyInstalmentSen: account.monthlyInstalmentSen,
    arrearsSen: account.arrearsSen,
    lateChargesSen: account.outstanding.lateCharge,
    outstandingBalanceSen: subtractSen(outstandingSen, account.refundableSen),
    openingBalanceSen,
    lines: entries.flatMap((entry) => linesOf(entry, paymentsById)),
  };
  if (!carriesIbraTable(account.variant)) return input;
  return { ...input, ibraRows: await ibraRows(db, account, payments) };
}

const journalReference = (entry: StatementEntryRow) => `JNL-${String(entry.seq).padStart(7, '0')}`;

function debitLine(amountSen: Sen) {
  return { debitSen: amountSen, creditSen: ZERO_SEN };
}
function creditLine(amountSen: Sen) {
  return { debitSen: ZERO_SEN, creditSen: amountSen };
}

/** The statement's lines of one entry; their sides come to what the entry moved of the customer's balance. */
function linesOf(
  entry: StatementEntryRow,
  payments: ReadonlyMap<string, StatementPaymentRow>,
): StatementLine[] {
  const delta = entry.balanceDeltaSen;
  const plain = (
    kind: 'disbursement' | 'lateCharge' | 'reminderPostage' | 'waiver' | 'rebate' | 'writeOff' | 'refund',
  ) =>
    delta === 0
      ? []
      : [
          {
            kind,
            date: entry.businessDate,
            reference: journalReference(entry),
            ...(delta > 0 ? debitLine(delta) : creditLine(sen(-delta))),
          },
        ];
  switch (entry.kind) {
    case 'disbursement':
      return plain('disbursement');
    case 'charge':
      return plain(entry.feeDeltaSen > 0 ? 'reminderPostage' : 'lateCharge');
    case 'waiver':
      return plain('waiver');
    case 'writeOff':
      return plain('writeOff');
    case 'refund':
      return plain('refund');
    case 'rebate':
      return plain('rebate');
    case 'payment':
    case 'reversal': {
      // An early settlement's rebate, reversed with its payment: the rebate's row the other way.
      if (entry.reversesKind === 'rebate') return plain('rebate');
      const payment = entry.paymentId ? payments.get(entry.paymentId) : undefined;
      if (!payment) throw new Error(`entry ${entry.id} names no payment of its account`);
      const kept =
        payment.excessKind === 'adminFee' || payment.excessKind === 'charity' ? payment.excessKind : null;
      const reversal = entry.kind === 'reversal';
      if (payment.recovery) return recoveryLines(entry, payment, kept);
      const lines: StatementLine[] = [
        reversal
          ? {
              kind: 'paymentReversal',
              date: entry.businessDate,
              reference: journalReference(entry),
              reversedReference: payment.reference,
              reason: payment.reversalReason,
              ...debitLine(payment.amountSen),
            }
          : {
              kind: 'payment',
              date: entry.businessDate,
              reference: payment.reference,
              channel: payment.channel,
              reversedOn: payment.reversedOn,
              ...creditLine(payment.amountSen),
            },
      ];
      if (kept && payment.excessSen > 0)
        lines.push({
          kind: kept,
          date: entry.businessDate,
          reference: reversal ? journalReference(entry) : payment.reference,
          ...(reversal ? creditLine(payment.excessSen) : debitLine(payment.excessSen)),
        });
      const moved = addSen(...lines.map((line) => subtractSen(line.debitSen, line.creditSen)));
      if (moved !== delta)
        throw new Error(`entry ${entry.id} moved ${delta} sen of the balance, its lines ${moved} sen`);
      return lines;
    }
  }
}

/**
 * The lines of a recovery on a written-off account, or of its reversal (decision 048): the written-off debt it met
 * brought back, then the money received against it (the other way round for the reversal), and the excess kept.
 */
function recoveryLines(
  entry: StatementEntryRow,
  payment: StatementPaymentRow,
  kept: 'adminFee' | 'charity' | null,
): StatementLine[] {
  const reversal = entry.kind === 'reversal';
  const recoveredSen = subtractSen(payment.amountSen, payment.excessSen);
  const reference = reversal ? journalReference(entry) : payment.reference;
  const lines: StatementLine[] = reversal
    ? [
        {
          kind: 'paymentReversal',
          date: entry.businessDate,
          reference,
          reversedReference: payment.reference,
          reason: payment.reversalReason,
          ...debitLine(payment.amountSen),
        },
        { kind: 'writeOff', date: entry.businessDate, reference, ...creditLine(recoveredSen) },
      ]
    : [
        { kind: 'recoveredDebt', date: entry.businessDate, reference, ...debitLine(recoveredSen) },
        {
          kind: 'recovery',
          date: entry.businessDate,
          reference,
          channel: payment.channel,
          reversedOn: payment.reversedOn,
          ...creditLine(payment.amountSen),
        },
      ];
  if (kept && payment.excessSen > 0)
    lines.push({
      kind: kept,
      date: entry.businessDate,
      reference,
      ...(reversal ? creditLine(payment.excessSen) : debitLine(payment.excessSen)),
    });
  const shown = lines.filter((line) => line.debitSen > 0 || line.creditSen > 0);
  const moved = addSen(...shown.map((line) => subtractSen(line.debitSen, line.creditSen)));
  if (moved !== entry.balanceDeltaSen)
    throw new Error(
      `entry ${entry.id} moved ${entry.balanceDeltaSen} sen of the balance, its lines ${moved} sen`,
    );
  return shown;
}

/**
 * The ibra' table: one row per payment that stood, oldest first, with what it paid of profit and cost price and what
 * stood after it. The unearned profit is the profit not yet paid: the most ibra' an early settlement that day could
 * grant before its charges. The settlement that stands took its ibra' off both (decision 045): after it nothing of the
 * selling price is outstanding and no profit is unearned.
 */
async function ibraRows(
  db: Queryable,
  account: LoanAccountRow,
  payments: readonly StatementPaymentRow[],
): Promise<IbraRow[]> {
  const splits = new Map((await paymentSplitsOf(db, account.id)).map((split) => [split.paymentId, split]));
  const settlement = await standingSettlement(db, account.id);
  let profitPaid = ZERO_SEN;
  let principalPaid = ZERO_SEN;
  let ibraGranted = ZERO_SEN;
  return payments
    .filter((payment) => payment.reversedOn === null && !payment.recovery)
    .map((payment) => {
      const split = splits.get(payment.id);
      const profitPaidSen = split?.interestSen ?? ZERO_SEN;
      const principalPaidSen = split?.principalSen ?? ZERO_SEN;
      profitPaid = addSen(profitPaid, profitPaidSen);
      principalPaid = addSen(principalPaid, principalPaidSen);
      if (settlement?.paymentId === payment.id) ibraGranted = settlement.rebateSen;
      const profitMet = addSen(profitPaid, ibraGranted);
      return {
        paymentDate: payment.receivedOn,
        instalmentSen: payment.amountSen,
        profitPaidSen,
        principalPaidSen,
        outstandingSellingPriceSen: subtractSen(account.totalPayableSen, addSen(profitMet, principalPaid)),
        outstandingPrincipalSen: subtractSen(account.amountSen, principalPaid),
        unearnedProfitSen: subtractSen(account.totalInterestSen, profitMet),
      };
    });
}

// --- The payment documents' parts -----------------------------------------------------------------------------------

/** A payment's document as it is kept: a new id, its name, type and digest beside the PDF. */
function keptPdf(fileName: string, pdf: Uint8Array, createdAt: Date) {
  return {
    id: randomUUID(),
    fileName,
    contentType: 'application/pdf',
    sha256: createHash('sha256').update(pdf).digest('hex'),
    createdAt,
    pdf,
  };
}

/**
 * A kept document served: to `principal` when the account is theirs, to an officer (no principal) always; anyone
 * else's, or a file that is not there, answers as `missing`.
 */
function servedPdf(
  file: { readonly fileName: string; readonly userId: string; readonly pdf: Uint8Array } | undefined,
  principal: CustomerPrincipal | null,
  missing: CatalogKey,
): PdfFile {
  if (!file || (principal && file.userId !== principal.userId)) throw notFound(missing);
  return { fileName: file.fileName, bytes: file.pdf };
}

/** A payment's documents are made in the language of the customer's choice, English unless it is Malay. */
function documentLanguageOf(customer: Customer | null): Language {
  return customer?.language === 'ms' ? 'ms' : 'en';
}

/** What the receipt and the reversal advice both open with: the lender, the payer and the agreement. */
function paymentDocumentHead(account: LoanAccountRow, lender: LenderParticulars, customer: Customer | null) {
  const borrower = borrowerOf(customer);
  return {
    variant: account.variant,
    lender,
    payer: { name: borrower.name, nric: borrower.nric },
    agreementNo: account.agreementNo,
  };
}

/** What a payment's allocations come to for each component, across the instalments. */
async function allocatedByComponent(
  tx: Queryable,
  paymentId: string,
): Promise<Record<InstalmentComponent, Sen>> {
  const allocations = await allocationsOf(tx, paymentId);
  return Object.fromEntries(
    INSTALMENT_COMPONENTS.map((component) => [
      component,
      addSen(...allocations.filter((a) => a.component === component).map((a) => a.amountSen)),
    ]),
  ) as Record<InstalmentComponent, Sen>;
}

// --- The receipt's input --------------------------------------------------------------------------------------------

/** The receipt's number: the lender's series of the payment's journal entry, unique across accounts. */
export function receiptNumber(entryId: number): string {
  return `RC${String(entryId).padStart(8, '0')}`;
}

async function receiptInput(
  tx: Queryable,
  lender: LenderParticulars,
  account: LoanAccountRow,
  payment: StatementPaymentRow,
  customer: Customer | null,
): Promise<ReceiptInput> {
  const [applied, balanceAfterSen] = await Promise.all([
    allocatedByComponent(tx, payment.id),
    balanceThroughEntry(tx, account.id, payment.entryId),
  ]);
  return {
    ...paymentDocumentHead(account, lender, customer),
    receiptNo: receiptNumber(payment.entryId),
    receivedAt: payment.receivedAt,
    amountSen: payment.amountSen,
    channel: payment.channel,
    channelReference: payment.reference,
    applied,
    excessSen: payment.excessSen,
    balanceAfterSen,
    ...(payment.reversedOn ? { reversal: { on: payment.reversedOn, reason: payment.reversalReason } } : {}),
  };
}

/** The reversal advice's number: the lender's series of the reversal's journal entry, unique across accounts. */
export function reversalAdviceNumber(entryId: number): string {
  return `RV${String(entryId).padStart(8, '0')}`;
}

async function reversalAdviceInput(
  tx: Queryable,
  lender: LenderParticulars,
  account: LoanAccountRow,
  payment: StatementPaymentRow & { readonly reversedOn: string },
  reversalEntryId: number,
  customer: Customer | null,
): Promise<ReversalAdviceInput> {
  const [takenBack, balanceAfterSen] = await Promise.all([
    allocatedByComponent(tx, payment.id),
    balanceThroughEntry(tx, account.id, reversalEntryId),
  ]);
  return {
    ...paymentDocumentHead(account, lender, customer),
    adviceNo: reversalAdviceNumber(reversalEntryId),
    reversedOn: payment.reversedOn,
    reason: payment.reversalReason,
    payment: {
      receiptNo: receiptNumber(payment.entryId),
      receivedAt: payment.receivedAt,
      amountSen: payment.amountSen,
      channel: payment.channel,
      channelReference: payment.reference,
      recovery: payment.recovery,
    },
    takenBack,
    excessSen: payment.excessSen,
    balanceAfterSen,
  };
}

function borrowerOf(customer: Customer | null): DocumentBorrower {
  if (!customer) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
  const postcodeCity = [customer.postcode, customer.city].filter(Boolean).join(' ');
  return {
    name: customer.fullName.trim(),
    nric: customer.nric ?? '',
    address: [
      customer.residentialAddress1,
      customer.residentialAddress2,
      customer.residentialAddress3,
      postcodeCity,
      customer.state,
    ]
      .filter((part) => part?.trim())
      .join(', '),
  };
}
