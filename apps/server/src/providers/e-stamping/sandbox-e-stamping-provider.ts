import { createHash, randomInt } from 'node:crypto';
import {
  formatRinggit,
  isValidNric,
  type LocalDate,
  SANDBOX_FAILURES,
  type SandboxFailureOf,
  type Sen,
  stampDuty,
  type Variant,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { renderSandboxCertificate } from '../sandbox-certificate-pdf.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import { type NoticeListener, SandboxNoticeBoard, scheduleSandboxStep } from '../sandbox-notice-board.ts';
import type {
  EStampingProvider,
  StampingInstrument,
  StampingNotice,
  StampingStatus,
  StampingSubmission,
} from './e-stamping-provider.ts';

export const E_STAMPING_PROVIDER = 'e-stamping';
export const SANDBOX_E_STAMPING_STEP_JOB = 'e-stamping-sandbox.step';

/**
 * What the sandbox can be asked to do wrong: be down ('unavailable': submissions and payments are refused as a
 * service outage is), refuse to assess the next instrument ('rejectAssessment': a 'rejected' notice), and report its
 * next notice twice ('repeatNotice', same id).
 */
export const E_STAMPING_FAILURES = SANDBOX_FAILURES['e-stamping'];
export type EStampingFailure = SandboxFailureOf<'e-stamping'>;

/** STAMPS files the two agreements under their own instrument types. */
const INSTRUMENT_OF: Readonly<Record<Variant, 'loanAgreement' | 'financingAgreement'>> = {
  conventional: 'loanAgreement',
  islamic: 'financingAgreement',
};
const VARIANT_OF: Readonly<Record<'loanAgreement' | 'financingAgreement', Variant>> = {
  loanAgreement: 'conventional',
  financingAgreement: 'islamic',
};
const INSTRUMENT_TITLE = {
  loanAgreement: 'Loan agreement (Moneylenders Act 1951, Schedule J)',
  financingAgreement: 'Islamic personal financing agreement (tawarruq)',
} as const;

/** Duty is due within this many days of the agreement's execution. */
const DAYS_TO_PAY = 30;
const REJECTION_REASON = 'The instrument could not be assessed: its particulars do not match the document.';
const SHA256_HEX = /^[0-9a-f]{64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface SubmissionRow {
  id: string;
  reference: string;
  agreement_no: string;
  instrument: 'loanAgreement' | 'financingAgreement';
  lender_name: string;
  lender_company_no: string;
  borrower_name: string;
  borrower_nric: string;
  document_sha256: string;
  principal_sen: Sen;
  executed_on: LocalDate;
  status: StampingStatus;
  notice_no: string | null;
  duty_sen: Sen | null;
  rejection_reason: string | null;
  certificate_no: string | null;
  stamped_at: Date | null;
  paid_at: Date | null;
}

type Step = 'assess' | 'stamp';

/**
 * LHDN's STAMPS as a sandbox. It keeps every submission in `sandbox_stamping_submissions`; `delayMs` after a
 * submission it assesses the duty with the domain's `stampDuty` (the figure the quote deducted) and reports a signed
 * 'assessed' notice; after the duty is paid, exactly as assessed, it issues a stamp certificate PDF (certificate
 * number, instrument, parties, the document's hash, the duty paid, the date) and reports 'stamped'. Failures on
 * demand through `failNext` (E_STAMPING_FAILURES).
 */
export class SandboxEStampingProvider implements EStampingProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #notices: SandboxNoticeBoard<StampingNotice>;
  readonly #switches: SandboxFailureSwitches<EStampingFailure>;

  constructor(options: { db: Database; delayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#notices = new SandboxNoticeBoard({
      db: options.db,
      provider: E_STAMPING_PROVIDER,
      log: options.log,
    });
    this.#switches = new SandboxFailureSwitches(options.db, E_STAMPING_PROVIDER);
  }

  /** Arms a failure for the next `times` occasions (README, Sandbox failure controls). */
  failNext(failure: EStampingFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  /** The failures armed now, with how many occasions each has left. */
  armedFailures(): Promise<Partial<Record<EStampingFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  onNotice(listener: NoticeListener<StampingNotice>): void {
    this.#notices.onNotice(listener);
  }

  verifyNotice(notice: unknown): Promise<StampingNotice> {
    return this.#notices.verify(notice);
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_E_STAMPING_STEP_JOB, (payload) =>
      this.#step(String(payload.submissionId), payload.step as Step),
    );
  }

  async submit(instrument: StampingInstrument): Promise<{ submissionId: string }> {
    const problem = instrumentProblem(instrument);
    if (problem) throw new ProviderRejectedError(`sandbox e-stamping refused the instrument: ${problem}`);
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox e-stamping unavailable (failure switch)');
    return this.#db.transaction(async (tx) => {
      const [live] = await tx.query<SubmissionRow>(
        `select * from sandbox_stamping_submissions where reference = $1 and status <> 'rejected' for update`,
        [instrument.reference],
      );
      if (live) {
        if (
          live.document_sha256 !== instrument.signedDocumentSha256 ||
          live.principal_sen !== instrument.principalSen
        )
          throw new ProviderRejectedError(
            `sandbox e-stamping refused the instrument: reference ${instrument.reference} was submitted for another document`,
          );
        return { submissionId: live.id };
      }
      const [row] = await tx.query<{ id: string }>(
        `insert into sandbox_stamping_submissions (reference, agreement_no, instrument, lender_name, lender_company_no,
           borrower_name, borrower_nric, document_sha256, principal_sen, executed_on)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          instrument.reference,
          instrument.agreementNo,
          INSTRUMENT_OF[instrument.variant],
          instrument.lender.name,
          instrument.lender.companyNo,
          instrument.borrower.name,
          instrument.borrower.nric,
          instrument.signedDocumentSha256,
          instrument.principalSen,
          instrument.executedOn,
        ],
      );
      const submissionId = (row as { id: string }).id;
      await scheduleSandboxStep(
        tx,
        SANDBOX_E_STAMPING_STEP_JOB,
        { submissionId, step: 'assess' },
        this.#delayMs,
      );
      return { submissionId };
    });
  }

  async payDuty(submissionId: string, amountSen: Sen): Promise<void> {
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox e-stamping unavailable (failure switch)');
    await this.#db.transaction(async (tx) => {
      const row = await this.#lock(tx, submissionId);
      if (!row) throw new ProviderRejectedError(`sandbox e-stamping has no submission ${submissionId}`);
      if (row.status === 'paid' || row.status === 'stamped') {
        if (row.duty_sen === amountSen) return;
        throw new ProviderRejectedError('sandbox e-stamping: the duty was paid already, with another amount');
      }
      if (row.status !== 'assessed')
        throw new ProviderRejectedError(
          `sandbox e-stamping: submission ${submissionId} is ${row.status}, not assessed`,
        );
      if (row.duty_sen !== amountSen)
        throw new ProviderRejectedError(
          `sandbox e-stamping: payment of ${amountSen} sen does not match the assessed duty of ${row.duty_sen} sen`,
        );
      await tx.query(
        `update sandbox_stamping_submissions set status = 'paid', paid_at = now() where id = $1`,
        [submissionId],
      );
      await scheduleSandboxStep(
        tx,
        SANDBOX_E_STAMPING_STEP_JOB,
        { submissionId, step: 'stamp' },
        this.#delayMs,
      );
    });
  }

  async submission(submissionId: string): Promise<StampingSubmission | null> {
    const [row] = await this.#db.query<SubmissionRow>(
      'select * from sandbox_stamping_submissions where id = $1',
      [submissionId],
    );
    return row ? toSubmission(row) : null;
  }

  async certificatePdf(submissionId: string): Promise<Uint8Array | null> {
    const [row] = await this.#db.query<{ certificate_pdf: Uint8Array | null }>(
      `select certificate_pdf from sandbox_stamping_submissions where id = $1 and status = 'stamped'`,
      [submissionId],
    );
    return row?.certificate_pdf ? new Uint8Array(row.certificate_pdf) : null;
  }

  async #lock(tx: Queryable, submissionId: string): Promise<SubmissionRow | undefined> {
    const [row] = await tx.query<SubmissionRow>(
      'select * from sandbox_stamping_submissions where id = $1 for update',
      [submissionId],
    );
    return row;
  }

  /** Makes the step's change and its notice once, then delivers the notice (again, on a retry). */
  async #step(submissionId: string, step: Step): Promise<void> {
    const notice = await this.#notices.transaction(async (tx) => {
      const row = await this.#lock(tx, submissionId);
      if (!row) throw new PermanentJobError(`sandbox e-stamping has no submission ${submissionId}`);
      return step === 'assess' ? this.#assess(tx, row) : this.#stamp(tx, row);
    });
    await this.#notices.deliver(notice);
    if (await this.#switches.take('repeatNotice')) await this.#notices.deliver(notice);
  }

  async #assess(tx: Queryable, row: SubmissionRow): Promise<StampingNotice> {
    if (row.status !== 'submitted') {
      const sent =
        (await this.#notices.find(tx, row.id, 'assessed')) ??
        (await this.#notices.find(tx, row.id, 'rejected'));
      if (!sent)
        throw new PermanentJobError(`sandbox e-stamping submission ${row.id} is not waiting to be assessed`);
      return sent;
    }
    const occurredAt = new Date();
    const base = { reference: row.reference, agreementNo: row.agreement_no };
    if (await this.#switches.take('rejectAssessment', tx)) {
      await tx.query(
        `update sandbox_stamping_submissions set status = 'rejected', rejection_reason = $2, assessed_at = $3
         where id = $1`,
        [row.id, REJECTION_REASON, occurredAt],
      );
      return this.#notices.record(tx, {
        subjectId: row.id,
        type: 'rejected',
        body: { ...base, reason: REJECTION_REASON },
        occurredAt,
      });
    }
    const dutySen = stampDuty(row.principal_sen, VARIANT_OF[row.instrument]);
    const noticeNo = `NA${compactDate(occurredAt)}${serial()}`;
    await tx.query(
      `update sandbox_stamping_submissions set status = 'assessed', notice_no = $2, duty_sen = $3, assessed_at = $4
       where id = $1`,
      [row.id, noticeNo, dutySen, occurredAt],
    );
    return this.#notices.record(tx, {
      subjectId: row.id,
      type: 'assessed',
      body: { ...base, noticeNo, dutySen, dueOn: addDays(row.executed_on, DAYS_TO_PAY) },
      occurredAt,
    });
  }

  async #stamp(tx: Queryable, row: SubmissionRow): Promise<StampingNotice> {
    if (row.status !== 'paid') {
      const sent = await this.#notices.find(tx, row.id, 'stamped');
      if (!sent) throw new PermanentJobError(`sandbox e-stamping submission ${row.id} is not paid`);
      return sent;
    }
    const occurredAt = new Date();
    const certificateNo = `SS${compactDate(occurredAt)}${serial()}`;
    const dutyPaidSen = row.duty_sen as Sen;
    const pdf = await renderSandboxCertificate({
      issuer: 'LEMBAGA HASIL DALAM NEGERI MALAYSIA - STAMPS (SANDBOX)',
      title: 'Sijil Setem / Stamp Certificate',
      number: certificateNo,
      lines: [
        ['Instrument', INSTRUMENT_TITLE[row.instrument]],
        ['Agreement no.', row.agreement_no],
        ['Notice of assessment', row.notice_no ?? ''],
        ['Lender', `${row.lender_name} (${row.lender_company_no})`],
        ['Borrower', `${row.borrower_name} (${row.borrower_nric})`],
        ['Principal', formatRinggit(row.principal_sen)],
        ['Duty paid', formatRinggit(dutyPaidSen)],
        ['Executed on', row.executed_on],
        ['Stamped on', malaysianDateOf(occurredAt)],
        ['Document SHA-256', row.document_sha256.slice(0, 32)],
        ['', row.document_sha256.slice(32)],
      ],
      issuedAt: occurredAt,
      footer: 'Issued by the e-stamping sandbox: not a stamp certificate of LHDN.',
    });
    await tx.query(
      `update sandbox_stamping_submissions set status = 'stamped', certificate_no = $2, certificate_pdf = $3,
         stamped_at = $4 where id = $1`,
      [row.id, certificateNo, pdf, occurredAt],
    );
    return this.#notices.record(tx, {
      subjectId: row.id,
      type: 'stamped',
      body: {
        reference: row.reference,
        agreementNo: row.agreement_no,
        certificateNo,
        dutyPaidSen,
        stampedOn: malaysianDateOf(occurredAt),
        certificateSha256: createHash('sha256').update(pdf).digest('hex'),
      },
      occurredAt,
    });
  }
}

function instrumentProblem(instrument: StampingInstrument): string | null {
  if (instrument.reference.trim() === '') return 'no reference';
  if (instrument.agreementNo.trim() === '') return 'no agreement number';
  if (!(instrument.variant in INSTRUMENT_OF)) return 'unknown instrument';
  if (instrument.lender.name.trim() === '' || instrument.lender.companyNo.trim() === '')
    return 'lender incomplete';
  if (instrument.borrower.name.trim() === '') return 'borrower has no name';
  if (!isValidNric(instrument.borrower.nric)) return 'borrower NRIC is not valid';
  if (!SHA256_HEX.test(instrument.signedDocumentSha256)) return 'document hash is not a SHA-256 in hex';
  if (!Number.isSafeInteger(instrument.principalSen) || instrument.principalSen <= 0)
    return 'principal is not a positive number of sen';
  if (!ISO_DATE.test(instrument.executedOn) || Number.isNaN(Date.parse(instrument.executedOn)))
    return 'execution date is not a date';
  return null;
}

function toSubmission(row: SubmissionRow): StampingSubmission {
  return {
    id: row.id,
    reference: row.reference,
    agreementNo: row.agreement_no,
    status: row.status,
    noticeNo: row.notice_no,
    dutySen: row.duty_sen,
    dutyDueOn: row.duty_sen === null ? null : addDays(row.executed_on, DAYS_TO_PAY),
    rejectionReason: row.rejection_reason,
    certificateNo: row.certificate_no,
    stampedAt: row.stamped_at,
  };
}

function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const compactDate = (instant: Date) => malaysianDateOf(instant).replaceAll('-', '');
const serial = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
