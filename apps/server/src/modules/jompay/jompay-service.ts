import { createHash, randomUUID } from 'node:crypto';
import {
  type AuditEventOf,
  addCalendarDays,
  businessDayOnOrAfter,
  type CatalogKey,
  DomainRuleError,
  isBusinessDay,
  type JompayImport,
  type JompayImportSource,
  type JompayLine,
  type JompayPayment,
  type Language,
  type LocalDate,
  nextWorkingDayAfter,
  type OfficerRole,
  parseJompayFile,
  type Sen,
  sen,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { DatabaseError } from '../../db/database-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { translate } from '../../http/translator.ts';
import { enqueueJob, type JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JompayProvider } from '../../providers/jompay/jompay-provider.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { accountByAgreementNo, postPayment } from '../servicing/ledger-service.ts';
import {
  countLine,
  findImport,
  findImportByDigest,
  findLine,
  findRun,
  finishRun,
  type ImportRow,
  insertImport,
  insertLine,
  insertRun,
  type LineRow,
  latestImports,
  lineHoldingReference,
  parkedLines,
  returnedLines,
  runsNotDoneBefore,
  settleLine,
  startReturn,
} from './jompay-repository.ts';
import { JOMPAY_RETURN_PAYOUT_JOB, returnReference } from './jompay-return-service.ts';

export const JOMPAY_IMPORT_JOB = 'jompay.import';
/** The daily import of a business day's file runs at 07:00 in Malaysia on the next business day. */
const RUN_TIME_OF_DAY = 'T07:00:00+08:00';
/** Asked every hour or so while the bank's file is not ready (the job queue's back-off), for a day at most. */
const MAX_ATTEMPTS = 30;

/** The officer roles that reconcile JomPAY (decision 040): the operations staff who pay out, and the admin. */
export const JOMPAY_OFFICERS: readonly OfficerRole[] = ['disbursementOfficer', 'admin'];

/** The business day before `date`. */
export function businessDayBefore(date: LocalDate): LocalDate {
  let day = addCalendarDays(date, -1);
  while (!isBusinessDay(day)) day = addCalendarDays(day, -1);
  return day;
}

export interface JompayFileToImport {
  readonly fileName: string;
  readonly content: string;
  readonly source: JompayImportSource;
  /** The officer who uploaded it. */
  readonly uploadedBy: string | null;
}

/**
 * JomPAY reconciliation (decisions 034 and 040). A bank file is imported once (its digest is unique); each payment
 * line is posted once, in its own transaction, to the account its Ref-1 names, through the servicing module's
 * `postPayment` (channel 'jompay', reference the bank's): its bank reference is taken by one line only, so a line
 * repeating one already imported is kept as a duplicate and posts nothing. A line whose Ref-1 names no account, or
 * a closed or written-off one, is parked for an officer, who posts it to an account or marks it for return to the
 * payer; a line that cannot be read, or whose Ref-1's check digit is wrong, is rejected.
 */
export class JompayService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #provider: JompayProvider;
  readonly #billerCode: string;

  constructor(deps: { db: Database; clock: Clock; provider: JompayProvider; billerCode: string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#provider = deps.provider;
    this.#billerCode = deps.billerCode;
  }

  attach(worker: JobWorker): void {
    worker.handle(JOMPAY_IMPORT_JOB, async (payload) => {
      await this.runImport(String(payload.fileDate));
    });
  }

  /** Queues the import of `fileDate`'s file for 07:00 on the next business day, unless it is queued or done. */
  async scheduleRun(fileDate: LocalDate, db: Queryable = this.#db): Promise<boolean> {
    const schedule = async (tx: Queryable) => {
      if (!(await insertRun(tx, fileDate))) return false;
      await enqueueJob(
        tx,
        JOMPAY_IMPORT_JOB,
        { fileDate },
        {
          runAt: new Date(`${nextWorkingDayAfter(fileDate)}${RUN_TIME_OF_DAY}`),
          maxAttempts: MAX_ATTEMPTS,
        },
      );
      return true;
    };
    return db === this.#db ? this.#db.transaction(schedule) : schedule(db);
  }

  /**
   * At start: queues the import of the last business day's file (before today) unless it is queued already, and
   * queues again every earlier one not done, so that days missed are imported one by one.
   */
  async resumeRuns(): Promise<LocalDate[]> {
    const last = businessDayBefore(businessDayOnOrAfter(this.#clock.today()));
    await this.scheduleRun(last);
    return this.#db.transaction(async (tx) => {
      const missed = await runsNotDoneBefore(tx, last);
      for (const fileDate of missed)
        await enqueueJob(tx, JOMPAY_IMPORT_JOB, { fileDate }, { maxAttempts: MAX_ATTEMPTS });
      return missed;
    });
  }

  /**
   * The daily job: fetches the biller bank's file of `fileDate` and imports it, then queues the next business day's.
   * While the file is not ready (or the bank cannot be reached) the provider throws and the job is asked again later.
   * Run again after it is done, it does nothing.
   */
  async runImport(fileDate: LocalDate): Promise<JompayImport | null> {
    const run = await findRun(this.#db, fileDate);
    if (run?.status === 'done') return null;
    const file = await this.#provider.reconciliationFile(fileDate);
    const imported = await this.importFile({
      fileName: file.fileName,
      content: file.content,
      source: 'job',
      uploadedBy: null,
    });
    await this.#db.transaction(async (tx) => {
      if (!(await findRun(tx, fileDate))) await insertRun(tx, fileDate);
      await finishRun(tx, fileDate, imported.id, this.#clock.now());
      await this.scheduleRun(nextWorkingDayAfter(fileDate), tx);
    });
    return this.#view(imported, 'en', true);
  }

  /** An officer's upload: the same import as the job's. */
  async upload(
    officer: OfficerPrincipal,
    file: { fileName: string; content: string },
    language: Language,
  ): Promise<JompayImport> {
    const before = await findImportByDigest(this.#db, digestOf(file.content));
    const imported = await this.importFile({ ...file, source: 'upload', uploadedBy: officer.officerId });
    return this.#view(imported, language, before === undefined);
  }

  /**
   * Imports a file: recorded once by its digest (the same file again answers the first import and reads nothing),
   * then each line on its own, each in its own transaction.
   */
  async importFile(file: JompayFileToImport): Promise<ImportRow> {
    const digest = digestOf(file.content);
    const parsed = parseJompayFile(file.content, this.#billerCode);
    const importId = randomUUID();
    const inserted = await this.#db.transaction(async (tx) => {
      const fresh = await insertImport(tx, {
        id: importId,
        fileName: file.fileName,
        fileDate: parsed.fileDate,
        digest,
        source: file.source,
        uploadedBy: file.uploadedBy,
        at: this.#clock.now(),
        fileProblems: parsed.fileProblems,
      });
      if (!fresh) return false;
      for (const line of parsed.unreadable) {
        // A payment line whose only fault is a bank reference an earlier line of the file has is that line's
        // duplicate: kept with its figures, posting nothing.
        const repeated = onlyRepeated(line.problems) ? repeatedPayment(line.text) : null;
        await insertLine(tx, {
          id: randomUUID(),
          importId,
          lineNo: line.lineNo,
          text: line.text,
          ref1: repeated?.ref1 ?? null,
          amountSen: repeated?.amountSen ?? null,
          paidOn: repeated?.paidOn ?? null,
          bankReference: repeated?.bankReference ?? null,
          status: repeated ? 'duplicate' : 'rejected',
          reasons: line.problems,
          accountId: null,
          agreementNo: null,
          paymentId: null,
        });
        await countLine(tx, importId, repeated ? 'duplicate' : 'rejected');
      }
      return true;
    });
    if (!inserted) {
      const existing = await findImportByDigest(this.#db, digest);
      if (!existing) throw new Error('JomPAY import not found by its digest');
      return existing;
    }
    for (const payment of parsed.payments)
      await this.#importPayment(importId, payment, text(file.content, payment));
    const row = await findImport(this.#db, importId);
    if (!row) throw new Error('JomPAY import not written');
    return row;
  }

  async #importPayment(importId: string, payment: JompayPayment, lineText: string): Promise<void> {
    const attempt = () =>
      this.#db.transaction(async (tx) => {
        const line = {
          id: randomUUID(),
          importId,
          lineNo: payment.lineNo,
          text: lineText,
          ref1: payment.ref1,
          amountSen: payment.amountSen,
          paidOn: payment.paidOn,
          bankReference: payment.bankReference,
          accountId: null,
          agreementNo: null,
          paymentId: null,
        };
        const settle = async (
          status: 'posted' | 'parked' | 'rejected' | 'duplicate',
          reasons: readonly CatalogKey[],
          posted: { accountId: string; agreementNo: string; paymentId: string } | null = null,
        ) => {
          await insertLine(tx, { ...line, ...posted, status, reasons });
          await countLine(tx, importId, status);
        };
        if ('problem' in payment.agreement) return settle('rejected', [payment.agreement.problem]);
        if (await lineHoldingReference(tx, payment.bankReference))
          return settle('duplicate', ['servicingRules.jompay.alreadyImported']);
        const account = await accountByAgreementNo(tx, payment.agreement.agreementNoSuffix);
        if (!account) return settle('parked', ['servicingRules.jompay.unknownAgreement']);
        if (account.status !== 'ACTIVE') return settle('parked', ['servicingRules.jompay.accountNotActive']);
        const { payment: posted } = await postPayment(tx, {
          accountId: account.id,
          channel: 'jompay',
          reference: payment.bankReference,
          amountSen: payment.amountSen,
          receivedOn: payment.paidOn,
          receivedAt: this.#clock.now(),
        });
        return settle('posted', [], {
          accountId: account.id,
          agreementNo: account.agreementNo,
          paymentId: posted.id,
        });
      });
    try {
      await attempt();
    } catch (error) {
      // Another import took the same bank reference at the same moment: asked again, the line is its duplicate.
      if (!(error instanceof DatabaseError && error.code === '23505')) throw error;
      await attempt();
    }
  }

  async imports(language: Language): Promise<JompayImport[]> {
    const rows = await latestImports(this.#db, 100);
    return rows.map((row) => this.#view(row, language, true));
  }

  async parked(language: Language): Promise<JompayLine[]> {
    const rows = await parkedLines(this.#db);
    return rows.map((row) => lineView(row, language));
  }

  /** The last 50 lines returned to their payers, with where each payout back stands (decision 048). */
  async returned(language: Language): Promise<JompayLine[]> {
    const rows = await returnedLines(this.#db, 50);
    return rows.map((row) => lineView(row, language));
  }

  /** Posts a parked line to the account of `agreementNo` (an active one), with the officer's remark, audited. */
  async assign(
    officer: OfficerPrincipal,
    lineId: string,
    request: { agreementNo: string; remark: string },
    trace: RequestTrace,
    language: Language,
  ): Promise<JompayLine> {
    const line = await this.#db.transaction(async (tx) => {
      const parked = await this.#parkedLine(tx, lineId);
      const account = await accountByAgreementNo(tx, request.agreementNo.trim().toUpperCase());
      if (!account) throw new DomainRuleError('loanAccounts.notFound', {}, 'notFound');
      if (account.status !== 'ACTIVE') throw new DomainRuleError('loanAccounts.notActive', {}, 'conflict');
      const { amountSen, bankReference, paidOn } = parked;
      // A parked line was read as a payment: its amount, reference and date are there (the table's check).
      if (amountSen === null || bankReference === null || paidOn === null)
        throw new Error(`parked JomPAY line ${lineId} without its payment`);
      const { payment } = await postPayment(tx, {
        accountId: account.id,
        channel: 'jompay',
        reference: bankReference,
        amountSen,
        receivedOn: paidOn,
        receivedAt: this.#clock.now(),
      });
      const at = this.#clock.now();
      await settleLine(tx, lineId, {
        status: 'posted',
        accountId: account.id,
        agreementNo: account.agreementNo,
        paymentId: payment.id,
        remark: request.remark,
        by: officer.officerId,
        at,
      });
      await countLine(tx, parked.importId, 'posted', 'parked');
      await this.#audit(tx, officer, lineId, trace, {
        action: 'jompayLine.assign',
        subjectType: 'jompayLine',
        before: { status: 'parked', amountSen },
        after: { status: 'posted', amountSen, agreementNo: account.agreementNo },
        remark: request.remark,
      });
      return findLine(tx, lineId);
    });
    if (!line) throw new Error('JomPAY line not found after assigning it');
    return lineView(line, language);
  }

  /**
   * Returns a parked line to its payer, with the officer's remark, audited: the line is marked returned and its
   * payout back to the payer is queued (decision 048).
   */
  async markForReturn(
    officer: OfficerPrincipal,
    lineId: string,
    request: { remark: string },
    trace: RequestTrace,
    language: Language,
  ): Promise<JompayLine> {
    const line = await this.#db.transaction(async (tx) => {
      const parked = await this.#parkedLine(tx, lineId);
      const amountSen = parked.amountSen ?? 0;
      await settleLine(tx, lineId, {
        status: 'returned',
        accountId: null,
        agreementNo: null,
        paymentId: null,
        remark: request.remark,
        by: officer.officerId,
        at: this.#clock.now(),
      });
      await countLine(tx, parked.importId, null, 'parked');
      // The money goes back to the payer through the payout provider, by a job of this transaction (decision 048).
      await startReturn(tx, lineId, returnReference(lineId));
      await enqueueJob(tx, JOMPAY_RETURN_PAYOUT_JOB, { lineId });
      await this.#audit(tx, officer, lineId, trace, {
        action: 'jompayLine.return',
        subjectType: 'jompayLine',
        before: { status: 'parked', amountSen },
        after: { status: 'returned', amountSen },
        remark: request.remark,
      });
      return findLine(tx, lineId);
    });
    if (!line) throw new Error('JomPAY line not found after returning it');
    return lineView(line, language);
  }

  async #parkedLine(tx: Queryable, lineId: string): Promise<LineRow> {
    const line = await findLine(tx, lineId, { lock: true });
    if (!line) throw new DomainRuleError('servicingRules.jompay.lineNotParked', {}, 'notFound');
    if (line.status !== 'parked')
      throw new DomainRuleError('servicingRules.jompay.lineNotParked', {}, 'conflict');
    return line;
  }

  async #audit(
    tx: Queryable,
    officer: OfficerPrincipal,
    lineId: string,
    trace: RequestTrace,
    event: AuditEventOf<'jompayLine.assign'> | AuditEventOf<'jompayLine.return'>,
  ): Promise<void> {
    await recordAuditEvent(tx, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: officer.officerId,
      actorName: await officerName(tx, officer.officerId),
      actorRole: officer.roles.find((role) => JOMPAY_OFFICERS.includes(role)) ?? null,
      subjectId: lineId,
      requestId: trace.requestId,
      ip: trace.ip,
      ...event,
    });
  }

  #view(row: ImportRow, language: Language, newFile: boolean): JompayImport {
    return {
      id: row.id,
      fileName: row.fileName,
      fileDate: row.fileDate,
      digest: row.digest,
      source: row.source,
      uploadedBy: row.uploadedBy,
      importedAt: row.importedAt.toISOString(),
      newFile,
      counts: { posted: row.posted, parked: row.parked, rejected: row.rejected, duplicate: row.duplicate },
      fileProblems: row.fileProblems.map((key) => translate(language, key)),
    };
  }
}

function onlyRepeated(problems: readonly CatalogKey[]): boolean {
  return problems.length === 1 && problems[0] === 'servicingRules.jompay.bankReferenceRepeated';
}

/**
 * The figures of a payment line the parser set aside only because its bank reference repeats an earlier line's: its
 * other fields were read and found good, so they are taken as written.
 */
function repeatedPayment(
  lineText: string,
): { ref1: string; amountSen: Sen; paidOn: LocalDate; bankReference: string } | null {
  const [, , date = '', ref1 = '', , amount = '', bankReference = ''] = lineText
    .split(',')
    .map((field) => field.trim());
  const dateMatch = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  const amountMatch = /^(\d{1,9})\.(\d{2})$/.exec(amount);
  if (!dateMatch || !amountMatch) return null;
  return {
    ref1,
    amountSen: sen(Number(`${amountMatch[1]}${amountMatch[2]}`)),
    paidOn: `${dateMatch[1]}-${dateMatch[2]}-${dateMatch[3]}`,
    bankReference,
  };
}

function digestOf(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

/** The raw text of a payment's line. */
function text(content: string, payment: JompayPayment): string {
  return content.split(/\r?\n/)[payment.lineNo - 1] ?? '';
}

function lineView(row: LineRow, language: Language): JompayLine {
  return {
    id: row.id,
    importId: row.importId,
    lineNo: row.lineNo,
    text: row.text,
    ref1: row.ref1,
    amountSen: row.amountSen,
    paidOn: row.paidOn,
    bankReference: row.bankReference,
    status: row.status,
    reason: row.reasons.length > 0 ? row.reasons.map((key) => translate(language, key)).join(' ') : null,
    agreementNo: row.agreementNo,
    remark: row.remark,
    returnPayout: row.returnStatus
      ? {
          status: row.returnStatus,
          bankReference: row.returnBankReference,
          failureReason: row.returnFailureReason,
        }
      : null,
  };
}
