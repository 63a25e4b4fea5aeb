import { randomUUID } from 'node:crypto';
import {
  BACKOFFICE_BASE_PATH,
  businessDayOnOrAfter,
  type CollectionAttempt,
  type CollectionAttemptPage,
  type CollectionAttemptQuery,
  type CollectionFailureReason,
  collectionAmountSen,
  collectionRetryOn,
  DIRECT_DEBIT_UNSETTLED_WORKING_DAYS,
  DomainRuleError,
  formatRinggit,
  type Language,
  type LocalDate,
  type MoneyAttentionItem,
  nextWorkingDayAfter,
  type Sen,
  unsettledCollectionAttentionOn,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal, OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { translate } from '../../http/translator.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { type Clock, malaysianDateOf } from '../../lib/clock.ts';
import type {
  CollectionRecord,
  DirectDebitProvider,
} from '../../providers/direct-debit/direct-debit-provider.ts';
import { ProviderRejectedError } from '../../providers/email/email-provider.ts';
import { activeMandatesOf, customerAgreement } from '../agreements/agreement-records.ts';
import type { OperationsAlerts } from '../agreements/operations-alerts.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { emailOf } from '../notifications/message-texts.ts';
import { officerName } from '../officers/officer-records.ts';
import { SERVICING_ROLES } from '../servicing/statement-routes.ts';
import {
  type AttemptRow,
  type AttentionAttemptRow,
  attemptsNeedingAttention,
  clearRetry,
  findAttempt,
  findAttemptNeedingAttention,
  finishRun,
  insertAttempt,
  insertRun,
  listAttemptsOfAgreement,
  markAttemptAttention,
  markSent,
  pageAttempts,
  resolveAttemptAttention,
  retriesDueOn,
  runsNotDoneBefore,
  settleFailed,
  settleSucceeded,
  unsettledSentBefore,
} from './collection-repository.ts';
import type { LoanAccountCollections } from './loan-account-collections.ts';

export const COLLECTION_RUN_JOB = 'direct-debit-collection.run';
export const COLLECTION_SEND_JOB = 'direct-debit-collection.send';
export const COLLECTION_POLL_JOB = 'direct-debit-collection.poll';

/** The run of a business date starts at 07:00 in Malaysia, before the banks' first batch of the day. */
const RUN_TIME_OF_DAY = 'T07:00:00+08:00';
/** A deduction the bank has not reported is asked about two hours after it was asked for, then every two hours. */
const POLL_INTERVAL_MS = 2 * 3_600_000;
/** Two days of polls; after that the attempt stays requested for an officer to see. */
const MAX_POLLS = 24;

/** What a run of one business date did. */
export interface RunReport {
  readonly runOn: LocalDate;
  /** Deductions asked for on their debit day. */
  readonly firstAttempts: number;
  /** Deductions asked for again after insufficient funds. */
  readonly retries: number;
  /** Accounts due that day with nothing left to ask (paid by another channel). */
  readonly nothingDue: number;
}

/** The bank's result of one deduction, from its notice or its status enquiry. */
type CollectionResult =
  | {
      readonly kind: 'succeeded';
      readonly reference: string;
      readonly amountSen: Sen;
      readonly bankReference: string;
      readonly at: Date;
    }
  | {
      readonly kind: 'failed';
      readonly reference: string;
      readonly amountSen: Sen;
      readonly reason: CollectionFailureReason;
      readonly reasonCode: string;
      readonly at: Date;
    };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The monthly direct-debit run (decision 037): on each business date, a deduction of what is due from every account
 * whose instalment's debit day it is and whose agreement has an active mandate, and a retry of each deduction that
 * failed for insufficient funds on the working day before (two at most). Each attempt is recorded with a job that
 * asks the bank, in one transaction; the bank's result, from its signed notice or the status enquiry, is applied
 * once: a deduction made is posted to the loan account in the transaction that records it.
 */
export class DirectDebitCollectionService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #provider: DirectDebitProvider;
  readonly #accounts: LoanAccountCollections;
  readonly #scheduledBy: 'itself' | 'closeOfBusiness';
  readonly #alerts: OperationsAlerts;

  constructor(deps: {
    db: Database;
    clock: Clock;
    provider: DirectDebitProvider;
    accounts: LoanAccountCollections;
    /** The operations inbox, told of a deduction the bank never settles (decision 052). */
    alerts: OperationsAlerts;
    /**
     * Who asks for each day's run: the run itself at 07:00 (each run queueing the next working day's), or the
     * servicing module's close of business, once it has closed the day (decision 039).
     */
    scheduledBy?: 'itself' | 'closeOfBusiness';
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#provider = deps.provider;
    this.#accounts = deps.accounts;
    this.#scheduledBy = deps.scheduledBy ?? 'itself';
    this.#alerts = deps.alerts;
  }

  attach(worker: JobWorker): void {
    worker.handle(COLLECTION_RUN_JOB, async (payload) => {
      await this.runDay(String(payload.runOn));
    });
    worker.handle(COLLECTION_SEND_JOB, (payload) => this.send(String(payload.attemptId)));
    worker.handle(COLLECTION_POLL_JOB, (payload) =>
      this.poll(String(payload.attemptId), Number(payload.polls)),
    );
    this.#provider.onCollectionNotice((notice) => this.applyNotice(notice).then(() => undefined));
  }

  /** Queues the run of `runOn` at its time of day unless it is queued or done already; true when this call queued it. */
  async scheduleRun(runOn: LocalDate, db: Queryable = this.#db): Promise<boolean> {
    const schedule = async (tx: Queryable) => {
      if (!(await insertRun(tx, runOn))) return false;
      await enqueueJob(tx, COLLECTION_RUN_JOB, { runOn }, { runAt: new Date(`${runOn}${RUN_TIME_OF_DAY}`) });
      return true;
    };
    return db === this.#db ? this.#db.transaction(schedule) : schedule(db);
  }

  /**
   * At start: queues the run of today (or of the next business day when today is not one) unless it is queued
   * already, and queues again every earlier run not done (its job failed for good, or was lost), so that the days
   * missed are run one by one. A run queued twice does nothing the second time. Answers the days queued again.
   */
  async resumeRuns(): Promise<LocalDate[]> {
    const today = businessDayOnOrAfter(this.#clock.today());
    await this.scheduleRun(today);
    return this.#db.transaction(async (tx) => {
      const missed = await runsNotDoneBefore(tx, today);
      for (const runOn of missed) await enqueueJob(tx, COLLECTION_RUN_JOB, { runOn });
      return missed;
    });
  }

  /**
   * Asks for every deduction due on `runOn` and queues the next business day's run. Safe to run again for the same
   * day: an attempt is recorded once per instalment and attempt number, and a retry once.
   */
  async runDay(runOn: LocalDate): Promise<RunReport> {
    const startedAt = this.#clock.now();
    await this.flagUnsettled(runOn);
    const [due, retries] = await Promise.all([
      this.#accounts.dueForDirectDebit(this.#db, runOn),
      retriesDueOn(this.#db, runOn),
    ]);
    const mandates = await activeMandatesOf(this.#db, [
      ...new Set([...due.map((row) => row.agreementId), ...retries.map((row) => row.agreementId)]),
    ]);
    let firstAttempts = 0;
    let nothingDue = 0;
    for (const row of due) {
      const mandate = mandates.get(row.agreementId);
      if (!mandate) continue;
      const amountSen = collectionAmountSen({
        amountDueSen: row.amountDueSen,
        mandateLimitSen: mandate.maxAmountSen,
      });
      if (amountSen === 0) {
        nothingDue++;
        continue;
      }
      const recorded = await this.#db.transaction((tx) =>
        this.#recordAttempt(tx, {
          accountId: row.accountId,
          agreementId: row.agreementId,
          agreementNo: row.agreementNo,
          instalmentNo: row.instalmentNo,
          attemptNo: 1,
          mandateId: mandate.mandateId,
          amountSen,
          requestedOn: runOn,
        }),
      );
      if (recorded) firstAttempts++;
    }
    let retried = 0;
    for (const failed of retries) {
      const mandate = mandates.get(failed.agreementId);
      const owed = await this.#accounts.amountDue(this.#db, failed.accountId, runOn);
      const recorded = await this.#db.transaction(async (tx) => {
        const locked = await findAttempt(tx, failed.id, { lock: true });
        if (!locked?.retryOn || locked.retryOn > runOn) return false;
        await clearRetry(tx, failed.id);
        const amountSen = mandate
          ? collectionAmountSen({ amountDueSen: owed, mandateLimitSen: mandate.maxAmountSen })
          : 0;
        if (!mandate || amountSen === 0) return false;
        return this.#recordAttempt(tx, {
          accountId: failed.accountId,
          agreementId: failed.agreementId,
          agreementNo: failed.agreementNo,
          instalmentNo: failed.instalmentNo,
          attemptNo: failed.attemptNo + 1,
          mandateId: mandate.mandateId,
          amountSen,
          requestedOn: runOn,
        });
      });
      if (recorded) retried++;
    }
    const report = { runOn, firstAttempts, retries: retried, nothingDue };
    await this.#db.transaction(async (tx) => {
      await finishRun(tx, { ...report, startedAt, finishedAt: this.#clock.now() });
      if (this.#scheduledBy === 'itself') await this.scheduleRun(nextWorkingDayAfter(runOn), tx);
    });
    return report;
  }

  /** Asks the bank for the attempt's deduction, its id the reference: asked again, the bank answers the same one. */
  async send(attemptId: string): Promise<void> {
    const attempt = await findAttempt(this.#db, attemptId);
    if (!attempt) throw new PermanentJobError(`no direct-debit attempt ${attemptId}`);
    if (attempt.status !== 'requested' || attempt.collectionId !== null) return;
    let collectionId: string;
    try {
      ({ collectionId } = await this.#provider.collect({
        mandateId: attempt.mandateId,
        amountSen: attempt.amountSen,
        reference: attempt.id,
        requestedOn: attempt.requestedOn,
      }));
    } catch (error) {
      // The bank refused the request itself (the mandate unknown to it, or above its most): no deduction, no retry.
      if (!(error instanceof ProviderRejectedError)) throw error;
      await this.#db.transaction((tx) =>
        settleFailed(tx, attempt.id, {
          reason: 'mandateNotActive',
          reasonCode: null,
          retryOn: null,
          at: this.#clock.now(),
          by: 'refused',
        }),
      );
      return;
    }
    await markSent(this.#db, attempt.id, collectionId, this.#clock.now());
  }

  /**
   * The bank's signed notice of a deduction, verified before it is read. 'applied' the first time, 'repeat' after,
   * 'unknown' for a deduction that is not one of ours.
   */
  async applyNotice(raw: unknown): Promise<'applied' | 'repeat' | 'unknown'> {
    const notice = await this.#provider.verifyCollectionNotice(raw);
    const at = new Date(notice.occurredAt);
    const { reference, amountSen } = notice.body;
    return this.#apply(
      notice.type === 'collected'
        ? { kind: 'succeeded', reference, amountSen, bankReference: notice.body.bankReference, at }
        : {
            kind: 'failed',
            reference,
            amountSen,
            reason: notice.body.reason,
            reasonCode: notice.body.responseCode,
            at,
          },
      'notice',
    );
  }

  /**
   * The status enquiry of a deduction the bank has not reported, two hours after the attempt was recorded and every two
   * hours for two days. A deduction the bank was never asked for (its request failed for good) is asked for again,
   * under the same reference.
   */
  async poll(attemptId: string, polls: number): Promise<void> {
    const attempt = await findAttempt(this.#db, attemptId);
    if (attempt?.status !== 'requested') return;
    const record = attempt.collectionId === null ? null : await this.#provider.collection(attempt.id);
    if (attempt.collectionId === null) await this.send(attempt.id);
    if (record && record.status !== 'accepted') {
      const at = record.settledAt ?? this.#clock.now();
      await this.#apply(
        record.status === 'succeeded'
          ? {
              kind: 'succeeded',
              reference: record.reference,
              amountSen: record.amountSen,
              bankReference: bankReferenceOf(record),
              at,
            }
          : {
              kind: 'failed',
              reference: record.reference,
              amountSen: record.amountSen,
              reason: record.failureReason ?? 'bankOffline',
              reasonCode: record.responseCode ?? '',
              at,
            },
        'poll',
      );
      return;
    }
    if (polls < MAX_POLLS)
      await enqueueJob(
        this.#db,
        COLLECTION_POLL_JOB,
        { attemptId, polls: polls + 1 },
        { runAt: this.#pollTime() },
      );
  }

  /** The customer's attempts on their agreement, newest first; another customer's agreement is a 404. */
  async customerAttempts(
    principal: CustomerPrincipal,
    agreementId: string,
    language: Language,
  ): Promise<CollectionAttempt[]> {
    const agreement = await customerAgreement(this.#db, agreementId, principal.userId);
    if (!agreement) throw notFound('errors.agreementNotFound');
    const rows = await listAttemptsOfAgreement(this.#db, agreement.id);
    return rows.map((row) => attemptView(row, language));
  }

  /** Every attempt, newest first, for the back office: by day and status, a page at a time. */
  async officerAttempts(query: CollectionAttemptQuery, language: Language): Promise<CollectionAttemptPage> {
    const { rows, total } = await pageAttempts(this.#db, {
      ...(query.requestedOn ? { requestedOn: query.requestedOn } : {}),
      ...(query.status ? { status: query.status } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map((row) => ({
        ...attemptView(row, language),
        retryOn: row.retryOn,
        accountId: row.accountId,
        settledBy: row.settledBy,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * The day's check of deductions the bank never settled (decision 052): each attempt sent to the bank and still
   * without a result on the third working day after the day it was sent is marked once, and the operations inbox told
   * in the same transaction, so a second check marks and emails nothing. Answers how many this check marked.
   */
  async flagUnsettled(today: LocalDate): Promise<number> {
    // Three working days are at least three calendar days, so only a deduction sent before the start of the day two
    // days ago can be due today: the candidates are narrowed in SQL and measured here.
    const sentBefore = new Date(new Date(`${today}T00:00:00+08:00`).getTime() - 2 * 86_400_000);
    const candidates = await unsettledSentBefore(this.#db, sentBefore);
    let marked = 0;
    for (const attempt of candidates) {
      if (!attempt.sentAt || unsettledCollectionAttentionOn(malaysianDateOf(attempt.sentAt)) > today)
        continue;
      const sentAt = attempt.sentAt;
      const flagged = await this.#db.transaction(async (tx) => {
        if (!(await markAttemptAttention(tx, attempt.id, this.#clock.now()))) return false;
        const text = emailOf('en', (messages) => messages.directDebitUnsettled, {
          agreementNo: attempt.agreementNo,
          amount: formatRinggit(attempt.amountSen),
          instalmentNo: attempt.instalmentNo,
          attemptNo: attempt.attemptNo,
          sentOn: malaysianDateOf(sentAt),
          days: DIRECT_DEBIT_UNSETTLED_WORKING_DAYS,
          reference: attempt.id,
          link: `${this.#alerts.publicUrl}${BACKOFFICE_BASE_PATH}/close-of-business`,
        });
        await this.#alerts.email.queue(tx, {
          purpose: 'operations.directDebit.unsettled',
          recipient: this.#alerts.recipient,
          ...text,
        });
        return true;
      });
      if (flagged) marked++;
    }
    return marked;
  }

  /** The deductions marked as never settled and not yet resolved, oldest first, for the back office. */
  async attention(): Promise<MoneyAttentionItem[]> {
    const rows = await attemptsNeedingAttention(this.#db);
    return rows.map(attentionItem);
  }

  /**
   * A servicing officer resolves a deduction marked as never settled, with a note (what the bank said, what was done):
   * recorded on the attempt and audited in one transaction. One not marked, or resolved already, is a 404.
   */
  async resolveAttention(
    officer: OfficerPrincipal,
    attemptId: string,
    note: string,
    trace: RequestTrace,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const attempt = await findAttemptNeedingAttention(tx, attemptId);
      if (!attempt)
        throw new DomainRuleError('servicingRules.moneyAttention.attentionNotOpen', {}, 'notFound');
      const at = this.#clock.now();
      const name = (await officerName(tx, officer.officerId)) ?? '';
      await resolveAttemptAttention(tx, attempt.id, { by: officer.officerId, byName: name, note, at });
      await recordAuditEvent(tx, {
        at,
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: name,
        actorRole: officer.roles.find((role) => SERVICING_ROLES.includes(role)) ?? null,
        subjectId: attempt.id,
        requestId: trace.requestId,
        ip: trace.ip,
        action: 'moneyAttention.resolve',
        subjectType: 'directDebitAttempt',
        before: {
          agreementNo: attempt.agreementNo,
          amountSen: attempt.amountSen,
          attentionSince: attempt.attentionSince.toISOString(),
        },
        after: {
          agreementNo: attempt.agreementNo,
          amountSen: attempt.amountSen,
          resolvedAt: at.toISOString(),
        },
        remark: note,
      });
    });
  }

  async #recordAttempt(
    tx: Queryable,
    attempt: Omit<Parameters<typeof insertAttempt>[1], 'id'>,
  ): Promise<boolean> {
    const id = randomUUID();
    if (!(await insertAttempt(tx, { ...attempt, id }))) return false;
    await enqueueJob(tx, COLLECTION_SEND_JOB, { attemptId: id });
    await enqueueJob(tx, COLLECTION_POLL_JOB, { attemptId: id, polls: 1 }, { runAt: this.#pollTime() });
    return true;
  }

  /** Applies the bank's result once, in one transaction: a deduction made is posted to the account with it. */
  async #apply(result: CollectionResult, by: 'notice' | 'poll'): Promise<'applied' | 'repeat' | 'unknown'> {
    if (!UUID.test(result.reference)) return 'unknown';
    return this.#db.transaction(async (tx) => {
      const attempt = await findAttempt(tx, result.reference, { lock: true });
      if (!attempt) return 'unknown';
      if (attempt.status !== 'requested') return 'repeat';
      if (result.amountSen !== attempt.amountSen)
        throw new Error(
          `the bank reports ${result.amountSen} sen for attempt ${attempt.id} of ${attempt.amountSen}`,
        );
      // The business date of the result: the day the bank settled it, never before the day it was asked for.
      const settledOn = laterDate(malaysianDateOf(result.at), attempt.requestedOn);
      if (result.kind === 'succeeded') {
        const { paymentId } = await this.#accounts.postPayment(tx, {
          accountId: attempt.accountId,
          channel: 'directDebit',
          reference: result.bankReference,
          amountSen: attempt.amountSen,
          receivedOn: settledOn,
          receivedAt: result.at,
        });
        await settleSucceeded(tx, attempt.id, {
          bankReference: result.bankReference,
          paymentId,
          at: result.at,
          by,
        });
        return 'applied';
      }
      await settleFailed(tx, attempt.id, {
        reason: result.reason,
        reasonCode: result.reasonCode,
        retryOn: collectionRetryOn({
          attemptNo: attempt.attemptNo,
          reason: result.reason,
          failedOn: settledOn,
        }),
        at: result.at,
        by,
      });
      return 'applied';
    });
  }

  #pollTime(): Date {
    return new Date(Date.now() + POLL_INTERVAL_MS);
  }
}

function bankReferenceOf(record: CollectionRecord): string {
  if (!record.bankReference)
    throw new Error(`the bank reports deduction ${record.id} made without its reference`);
  return record.bankReference;
}

function attentionItem(row: AttentionAttemptRow): MoneyAttentionItem {
  return {
    kind: 'directDebit',
    id: row.id,
    agreementNo: row.agreementNo,
    amountSen: row.amountSen,
    startedAt: (row.sentAt ?? row.createdAt).toISOString(),
    attentionSince: row.attentionSince.toISOString(),
    reference: row.collectionId,
  };
}

function laterDate(a: LocalDate, b: LocalDate): LocalDate {
  return a > b ? a : b;
}

function attemptView(row: AttemptRow, language: Language): CollectionAttempt {
  return {
    id: row.id,
    agreementNo: row.agreementNo,
    instalmentNo: row.instalmentNo,
    attemptNo: row.attemptNo,
    amountSen: row.amountSen,
    requestedOn: row.requestedOn,
    status: row.status,
    statusText: translate(language, `directDebit.collections.statuses.${row.status}`),
    reason: row.reason,
    reasonCode: row.reasonCode,
    reasonText: row.reason ? translate(language, `directDebit.collections.reasons.${row.reason}`) : null,
    bankReference: row.bankReference,
    settledAt: row.settledAt?.toISOString() ?? null,
    retryPlanned: row.retryOn !== null,
  };
}
