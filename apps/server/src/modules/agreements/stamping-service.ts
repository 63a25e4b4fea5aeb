import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { type LocalDate, malaysianDateOf, type StampingState } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { enqueueJob, type JobRow, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import type { EStampingProvider, StampingNotice } from '../../providers/e-stamping/e-stamping-provider.ts';
import { ProviderRejectedError } from '../../providers/email/email-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { agreementBorrower, stampDutyAssessed } from './agreement-borrower.ts';
import { newFile, PDF_CONTENT_TYPE } from './agreement-document-service.ts';
import { type AgreementFile, findAgreementFile, insertAgreementFile } from './agreement-file-repository.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';
import { moveToDisbursementWhenReady } from './mandate-service.ts';
import { type OperationsAlerts, queueOperationsAlert } from './operations-alerts.ts';
import { isProviderNoticeRecorded, recordProviderNotice } from './provider-notice-repository.ts';
import {
  findStamping,
  findStampingByReference,
  findStampingBySubmission,
  giveUpStamping,
  insertStamping,
  isEarlierAttemptSubmission,
  recordAssessment,
  recordRejection,
  recordStamped,
  recordSubmitAttempt,
  restartStamping,
  type StampingRow,
} from './stamping-repository.ts';

export const STAMPING_SUBMIT_JOB = 'agreement-stamping-submit';
/** With the queue's backoff (5 s, 20 s, 80 s... capped at an hour) ten tries span about six hours. */
export const STAMPING_SUBMIT_ATTEMPTS = 10;
/** Watches an accepted submission whose notices have not come: gives up after its retries (docs/decisions/051). */
export const STAMPING_WATCH_JOB = 'agreement-stamping-watch';
/** The first look, half an hour after LHDN accepted the submission; then the queue's backoff, eight tries in all. */
export const STAMPING_WATCH_AFTER_MS = 30 * 60_000;
/** Half an hour, then 5 s, 20 s, 80 s, 320 s, 1,280 s and an hour twice: about two and a half hours in all. */
export const STAMPING_WATCH_ATTEMPTS = 8;

/**
 * Asks for the signed agreement's e-stamping, in the signing transaction: the stamping's record and the job that
 * submits it exist exactly when the agreement is signed.
 */
export async function requestStamping(
  tx: Queryable,
  agreement: AgreementRow,
  signed: AgreementFile,
  now: Date,
): Promise<void> {
  await insertStamping(tx, {
    agreementId: agreement.id,
    reference: agreement.agreementNo,
    signedDocumentSha256: signed.sha256,
    at: now,
  });
  await enqueueJob(
    tx,
    STAMPING_SUBMIT_JOB,
    { agreementId: agreement.id, attempt: 1 },
    { maxAttempts: STAMPING_SUBMIT_ATTEMPTS },
  );
}

/**
 * The e-stamping of a signed agreement at LHDN (docs/decisions/027): a job submits the signed PDF's hash (retrying
 * while the provider is down), and the provider's signed notices move it on, each verified before it is read and
 * applied once by its id: the assessment is checked against the quote's stamp duty and paid exactly; the stamp
 * certificate is stored as the agreement's `estamping` file and the agreement moved to STAMPED (and on to pending
 * disbursement when its mandate is active already) in one transaction.
 */
export class StampingService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #provider: EStampingProvider;
  readonly #lender: LenderParticulars;
  readonly #alerts: OperationsAlerts;

  constructor(deps: {
    db: Database;
    clock: Clock;
    storage: FileStorage;
    provider: EStampingProvider;
    lender: LenderParticulars;
    /** Where a stamping that needs a person is told of: rejected, or given up. */
    alerts: OperationsAlerts;
  }) {
    this.#alerts = deps.alerts;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#provider = deps.provider;
    this.#lender = deps.lender;
  }

  /** Takes the submission jobs and listens to the provider's notices. */
  attach(worker: JobWorker): void {
    worker.handle(STAMPING_SUBMIT_JOB, (payload, job) =>
      this.submit(String(payload.agreementId), job, attemptOf(payload)),
    );
    worker.handle(STAMPING_WATCH_JOB, (payload, job) =>
      this.watch(String(payload.agreementId), Number(payload.attempt), job),
    );
    this.#provider.onNotice((notice) => this.applyNotice(notice));
  }

  /**
   * The job: submits the instrument; an outage is recorded with its reason and retried, a rejection is final. A
   * rejection, or an outage still there at the last try, is told to the operations inbox in the transaction that
   * records it; an accepted submission is watched until its notices come.
   */
  async submit(
    agreementId: string,
    job: Pick<JobRow, 'attempts' | 'maxAttempts'>,
    attempt?: number,
  ): Promise<void> {
    const stamping = await findStamping(this.#db, agreementId);
    if (!stamping) throw new PermanentJobError(`no stamping was asked for agreement ${agreementId}`);
    // A job of an attempt an officer has since replaced by a new one.
    if (attempt !== undefined && attempt !== stamping.attempt) return;
    // Only an attempt not yet accepted is submitted: a failed one waits for an officer to start the next.
    if (stamping.status !== 'pending') return;
    const agreement = await findAgreementById(this.#db, agreementId);
    const signed = await findAgreementFile(this.#db, agreementId, 'signedagreementpdf');
    const borrower = agreement && (await agreementBorrower(this.#db, agreement));
    if (!agreement || !signed || !borrower?.nric)
      throw new PermanentJobError(`agreement ${agreementId} has no signed document or borrower to stamp`);
    try {
      const { submissionId } = await this.#provider.submit({
        reference: stamping.reference,
        agreementNo: agreement.agreementNo,
        variant: agreement.variant,
        lender: { name: this.#lender.name, companyNo: this.#lender.companyNo },
        borrower: { name: borrower.name.trim(), nric: borrower.nric },
        signedDocumentSha256: stamping.signedDocumentSha256,
        principalSen: agreement.amountSen,
        executedOn: executionDate(signed),
      });
      await this.#db.transaction(async (tx) => {
        await recordSubmitAttempt(tx, agreementId, { submissionId }, this.#clock.now());
        // The job queue compares run_at with the database's clock, so the wait is counted on the wall clock.
        await enqueueJob(
          tx,
          STAMPING_WATCH_JOB,
          { agreementId, attempt: stamping.attempt },
          { runAt: new Date(Date.now() + STAMPING_WATCH_AFTER_MS), maxAttempts: STAMPING_WATCH_ATTEMPTS },
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof ProviderRejectedError) {
        await this.#db.transaction(async (tx) => {
          await recordSubmitAttempt(
            tx,
            agreementId,
            { failure: reason, status: 'rejected' },
            this.#clock.now(),
          );
          await this.#alert(tx, agreement, { state: 'rejected', attempt: stamping.attempt, reason });
        });
        throw new PermanentJobError(reason);
      }
      // An outage (ProviderUnavailableError) or anything unforeseen: shown with its reason, retried until the last try.
      const lastTry = job.attempts >= job.maxAttempts;
      await this.#db.transaction(async (tx) => {
        await recordSubmitAttempt(
          tx,
          agreementId,
          { failure: reason, status: lastTry ? 'failed' : 'pending' },
          this.#clock.now(),
        );
        if (lastTry) await this.#alert(tx, agreement, { state: 'failed', attempt: stamping.attempt, reason });
      });
      throw error;
    }
  }

  /**
   * The watch of an accepted submission: while its notices have not brought it to stamped or rejected it looks again
   * later (the job's retries), and at the last try gives up: the stamping reads failed and the operations inbox is
   * told, in one transaction. A stamped notice that comes after that still stamps the agreement.
   */
  async watch(
    agreementId: string,
    attempt: number,
    job: Pick<JobRow, 'attempts' | 'maxAttempts'>,
  ): Promise<void> {
    const stamping = await findStamping(this.#db, agreementId);
    if (!stamping || stamping.attempt !== attempt || !STAMPING_WAITING.has(stamping.status)) return;
    const submission = stamping.submissionId
      ? await this.#provider.submission(stamping.submissionId).catch(() => null)
      : null;
    const where = submission ? `LHDN reads it ${submission.status}` : 'LHDN did not answer about it';
    if (job.attempts < job.maxAttempts)
      throw new Error(`the e-stamping of agreement ${agreementId} is still ${stamping.status}: ${where}`);
    const agreement = await findAgreementById(this.#db, agreementId);
    if (!agreement) throw new PermanentJobError(`agreement ${agreementId} is gone`);
    const reason = `No word from LHDN since the submission was accepted (still ${stamping.status}; ${where}): gave up after ${job.attempts} looks.`;
    await this.#db.transaction(async (tx) => {
      await findStamping(tx, agreementId, { lock: true });
      if (await giveUpStamping(tx, agreementId, attempt, reason, this.#clock.now()))
        await this.#alert(tx, agreement, { state: 'failed', attempt, reason });
    });
  }

  /**
   * An operations or disbursement officer submits a rejected or failed stamping again (docs/decisions/051): the
   * ended attempt is kept with who asked and why, a new attempt starts pending, the request is audited and the
   * submission queued, all in one transaction. Anything else is a 409 that writes nothing.
   */
  async resubmit(
    officer: OfficerPrincipal,
    agreementId: string,
    reason: string,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, agreementId, { lock: true });
      if (!agreement) throw notFound('errors.agreementNotFound');
      const stamping = await findStamping(tx, agreementId, { lock: true });
      if (!stamping || agreement.status !== 'SIGNED') throw conflict('agreements.stampingNotFailed');
      const now = this.#clock.now();
      const name = await officerName(tx, officer.officerId);
      const restarted = await restartStamping(
        tx,
        stamping,
        { officerId: officer.officerId, officerName: name ?? officer.officerId, reason },
        now,
      );
      if (!restarted || (stamping.status !== 'rejected' && stamping.status !== 'failed'))
        throw conflict('agreements.stampingNotFailed');
      await recordAuditEvent(tx, {
        at: now,
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: name,
        actorRole: 'disbursementOfficer',
        subjectId: agreement.id,
        applicationId: agreement.applicationId,
        action: 'stamping.resubmit',
        subjectType: 'agreement',
        before: { stamping: stamping.status, attempt: stamping.attempt },
        after: { stamping: 'pending', attempt: stamping.attempt + 1 },
        remark: reason,
        ...trace,
      });
      await enqueueJob(
        tx,
        STAMPING_SUBMIT_JOB,
        { agreementId, attempt: stamping.attempt + 1 },
        { maxAttempts: STAMPING_SUBMIT_ATTEMPTS },
      );
    });
  }

  #alert(
    tx: Queryable,
    agreement: AgreementRow,
    alert: { state: 'rejected' | 'failed'; attempt: number; reason: string },
  ): Promise<void> {
    return queueOperationsAlert(tx, this.#alerts, agreement, { kind: 'stamping', ...alert });
  }

  /**
   * A notice of the provider, by the in-process listener or a webhook: verified first (NoticeSignatureError for a
   * forged or changed one, nothing read), then applied once. A step that fails (the payment, the certificate's
   * download) throws before the notice is recorded, so the provider's next delivery tries again.
   */
  async applyNotice(received: unknown): Promise<void> {
    const notice = await this.#provider.verifyNotice(received);
    if (await isProviderNoticeRecorded(this.#db, notice.id)) return;
    const stamping = await findStampingBySubmission(this.#db, notice.subjectId);
    if (!stamping) {
      // A late notice of an attempt an officer has since replaced: that attempt is over.
      if (await isEarlierAttemptSubmission(this.#db, notice.subjectId)) return;
      // Our submission whose acceptance is not recorded yet: throwing has the provider deliver it again. A notice
      // about an instrument of no agreement (a sandbox shared with other callers) is left alone.
      const ours = await findStampingByReference(this.#db, notice.body.reference);
      if (ours && (ours.status === 'pending' || ours.status === 'failed'))
        throw new Error(`the submission ${notice.subjectId} of ${ours.reference} is not recorded yet`);
      return;
    }
    switch (notice.type) {
      case 'assessed':
        return this.#assessed(notice, stamping);
      case 'rejected':
        await this.#db.transaction(async (tx) => {
          await findStamping(tx, stamping.agreementId, { lock: true });
          if (!(await recordProviderNotice(tx, notice, stamping.agreementId, this.#clock.now()))) return;
          await recordRejection(tx, stamping.agreementId, notice.body.reason, this.#clock.now());
          const agreement = await findAgreementById(tx, stamping.agreementId);
          if (agreement)
            await this.#alert(tx, agreement, {
              state: 'rejected',
              attempt: stamping.attempt,
              reason: notice.body.reason,
            });
        });
        return;
      case 'stamped':
        return this.#stamped(notice, stamping);
    }
  }

  /** The duty must be the quote's to the sen: then exactly it is paid; otherwise nothing is paid and it is shown. */
  async #assessed(
    notice: Extract<StampingNotice, { type: 'assessed' }>,
    stamping: StampingRow,
  ): Promise<void> {
    const agreement = await findAgreementById(this.#db, stamping.agreementId);
    const quoted = agreement && stampDutyAssessed(agreement);
    const { noticeNo, dutySen, dueOn } = notice.body;
    const matches = quoted !== undefined && quoted === dutySen;
    if (matches) await this.#provider.payDuty(notice.subjectId, dutySen);
    const failure = `The assessed duty of ${dutySen} sen does not match the quoted stamp duty of ${quoted ?? 'none'} sen: nothing was paid.`;
    await this.#db.transaction(async (tx) => {
      await findStamping(tx, stamping.agreementId, { lock: true });
      if (!(await recordProviderNotice(tx, notice, stamping.agreementId, this.#clock.now()))) return;
      await recordAssessment(
        tx,
        stamping.agreementId,
        matches
          ? { noticeNo, dutySen, dueOn, paid: true }
          : { noticeNo, dutySen, dueOn, paid: false, failure },
        this.#clock.now(),
      );
      if (!matches && agreement)
        await this.#alert(tx, agreement, { state: 'failed', attempt: stamping.attempt, reason: failure });
    });
  }

  async #stamped(notice: Extract<StampingNotice, { type: 'stamped' }>, stamping: StampingRow): Promise<void> {
    const pdf = await this.#provider.certificatePdf(notice.subjectId);
    if (!pdf) throw new Error(`the stamp certificate of submission ${notice.subjectId} is not available yet`);
    if (sha256(pdf) !== notice.body.certificateSha256)
      throw new Error(`the stamp certificate of submission ${notice.subjectId} does not match its notice`);
    const agreement = await findAgreementById(this.#db, stamping.agreementId);
    const signed = await findAgreementFile(this.#db, stamping.agreementId, 'signedagreementpdf');
    if (!agreement || !signed) throw new Error(`agreement ${stamping.agreementId} has no signed document`);
    const now = this.#clock.now();
    const file: AgreementFile = {
      ...newFile(agreement, 'estamping', signed.language, signed.agreementDate, pdf, now),
      fileName: `${agreement.agreementNo}-stamp-certificate.pdf`,
    };
    await this.#storage.put(file.storageKey, pdf, PDF_CONTENT_TYPE);
    let kept = false;
    try {
      await this.#db.transaction(async (tx) => {
        const locked = await findAgreementById(tx, stamping.agreementId, { lock: true });
        await findStamping(tx, stamping.agreementId, { lock: true });
        if (!locked || !(await recordProviderNotice(tx, notice, locked.id, now))) return;
        if (await findAgreementFile(tx, locked.id, 'estamping')) return;
        await insertAgreementFile(tx, file);
        await recordStamped(tx, locked.id, notice.body.certificateNo, now);
        kept = true;
        if (locked.status !== 'SIGNED') return;
        const stored = sha256(new Uint8Array(await buffer(this.#storage.read(file.storageKey))));
        const { agreement: stamped } = await changeAgreementStatus({
          tx,
          agreement: locked,
          event: { name: 'stamp' },
          actor: { kind: 'system' },
          facts: { stampCertificateStored: stored === file.sha256 },
          now,
        });
        await moveToDisbursementWhenReady(tx, stamped, now);
      });
    } catch (error) {
      kept = false;
      throw error;
    } finally {
      if (!kept) await this.#storage.delete(file.storageKey).catch(() => undefined);
    }
  }
}

/** An accepted submission waiting for LHDN's next notice. */
const STAMPING_WAITING: ReadonlySet<StampingState> = new Set(['submitted', 'assessed', 'paid']);

/** The attempt a submission job was queued for; none for a job queued before attempts were numbered. */
function attemptOf(payload: Record<string, unknown>): number | undefined {
  return typeof payload.attempt === 'number' ? payload.attempt : undefined;
}

/** The day the agreement was executed: the day it was signed, in Malaysia. */
function executionDate(signed: AgreementFile): LocalDate {
  return signed.signature ? malaysianDateOf(signed.signature.signedAt) : (signed.agreementDate as LocalDate);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
