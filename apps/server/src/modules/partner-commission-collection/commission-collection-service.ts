import { randomUUID } from 'node:crypto';
import { formatMalaysianDate, formatRinggit, type LocalDate, type Sen, subtractSen } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { type Clock, malaysianDateOf } from '../../lib/clock.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import { ProviderRejectedError } from '../../providers/email/email-provider.ts';
import type {
  PartnerCommissionProvider,
  PartnerDeductionNotice,
} from '../../providers/partner-commission/partner-commission-provider.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import { emailOf, messageText } from '../notifications/message-texts.ts';
import {
  type CommissionStage,
  claimRun,
  type DeductionRow,
  type DeductionSource,
  failDeduction,
  findDeduction,
  finishRun,
  insertDeduction,
  isRunDone,
  markReminded,
  openDeductionsOf,
  settleDeduction,
} from './commission-collection-repository.ts';
import type { LoanAccountCommission } from './loan-account-commission.ts';

export const COMMISSION_SEND_JOB = 'partnerCommission.send';

/** The day of the month the instalment is deducted from the commission (spec 001 section 9). */
export const COMMISSION_DEDUCTION_DAY = 12;
/** The day the partner must have topped the e-wallet up by; what it holds then is taken. */
export const TOP_UP_DAY = 15;
/** A run left `running` this long without finishing belongs to a process that stopped: another may take it. */
const STALE_RUN_MS = 10 * 60_000;

/** What a stage of a month's run did. */
export interface CommissionRunReport {
  readonly month: string;
  readonly stage: CommissionStage;
  /** Deductions asked for (accounts with something due). */
  readonly requested: number;
  /** Accounts repaid from commission with nothing due. */
  readonly nothingDue: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CHANNEL_OF: Record<DeductionSource, 'partnerCommission' | 'partnerEWallet'> = {
  commission: 'partnerCommission',
  eWallet: 'partnerEWallet',
};

/**
 * Repayment of SME loans from the partner's commission (decision 064). On the 12th (Malaysian date) each account
 * repaid from commission has what it owes in the month asked of the partner's commission; what the commission does not
 * cover is asked of the e-wallet, and what the e-wallet does not cover either is the subject of a reminder to top up
 * before the 15th; on the 15th what is still owed is asked of the e-wallet once more. Each deduction is recorded with
 * the job that asks the platform, in one transaction; the platform's signed notice is applied once, and the amount it
 * took posted to the loan account in the transaction that records it.
 */
export class PartnerCommissionCollectionService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #provider: PartnerCommissionProvider;
  readonly #accounts: LoanAccountCommission;
  readonly #email: EmailQueue;
  readonly #sms: SmsQueue;
  readonly #alerts: { readonly recipient: string };

  constructor(deps: {
    db: Database;
    clock: Clock;
    provider: PartnerCommissionProvider;
    accounts: LoanAccountCommission;
    email: EmailQueue;
    sms: SmsQueue;
    /** The operations inbox (`OPERATIONS_EMAIL`), told of a deduction the platform refused or failed. */
    operationsEmail: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#provider = deps.provider;
    this.#accounts = deps.accounts;
    this.#email = deps.email;
    this.#sms = deps.sms;
    this.#alerts = { recipient: deps.operationsEmail };
  }

  attach(worker: JobWorker): void {
    worker.handle(COMMISSION_SEND_JOB, (payload) => this.send(String(payload.deductionId)));
    this.#provider.onNotice((notice) => this.applyNotice(notice).then(() => undefined));
  }

  /**
   * The schedule's check: from the 12th of the month the commission stage runs, from the 15th the top-up stage (once
   * every deduction of the 12th has its answer). Each stage runs once a month whoever asks; a month whose days passed
   * with no process running is not made up, as the platform pays the commission out after the 12th.
   */
  async runDue(): Promise<CommissionRunReport[]> {
    const today = this.#clock.today();
    const month = today.slice(0, 7);
    const day = Number(today.slice(8, 10));
    const reports: CommissionRunReport[] = [];
    if (day >= COMMISSION_DEDUCTION_DAY) {
      const report = await this.runStage(month, 'commission');
      if (report) reports.push(report);
    }
    if (
      day >= TOP_UP_DAY &&
      (await isRunDone(this.#db, month, 'commission')) &&
      (await openDeductionsOf(this.#db, month)) === 0
    ) {
      const report = await this.runStage(month, 'topUp');
      if (report) reports.push(report);
    }
    return reports;
  }

  /**
   * Asks, for every account repaid from commission, for what it owes in `month`: of the commission on the 12th, of the
   * e-wallet on the 15th. Null when the stage is done or another runner holds it. Safe to run again: a deduction is
   * recorded once per account, month, stage and source.
   */
  async runStage(month: string, stage: CommissionStage): Promise<CommissionRunReport | null> {
    const runOn: LocalDate = `${month}-${stage === 'commission' ? COMMISSION_DEDUCTION_DAY : TOP_UP_DAY}`;
    const at = this.#clock.now();
    const claimed = await this.#db.transaction((tx) =>
      claimRun(tx, { month, stage, runOn, at, staleBefore: new Date(at.getTime() - STALE_RUN_MS) }),
    );
    if (!claimed) return null;
    const accounts = await this.#accounts.commissionAccountsDue(this.#db, runOn);
    let requested = 0;
    let nothingDue = 0;
    for (const account of accounts) {
      if (account.amountDueSen === 0) {
        nothingDue++;
        continue;
      }
      const recorded = await this.#db.transaction((tx) =>
        this.#recordDeduction(tx, {
          accountId: account.accountId,
          partnerId: account.partnerId,
          month,
          stage,
          source: stage === 'commission' ? 'commission' : 'eWallet',
          requestedSen: account.amountDueSen,
          requestedOn: runOn,
        }),
      );
      if (recorded) requested++;
    }
    await this.#db.transaction((tx) =>
      finishRun(tx, { month, stage, accounts: requested, at: this.#clock.now() }),
    );
    return { month, stage, requested, nothingDue };
  }

  /** Asks the platform for the deduction, its id the reference: asked again, the platform answers the same one. */
  async send(deductionId: string): Promise<void> {
    const deduction = await findDeduction(this.#db, deductionId);
    if (!deduction) throw new PermanentJobError(`no partner deduction ${deductionId}`);
    if (deduction.status !== 'requested') return;
    try {
      await this.#provider.deduct({
        reference: deduction.id,
        partnerId: deduction.partnerId,
        source: deduction.source,
        amountSen: deduction.requestedSen,
        requestedOn: deduction.requestedOn,
      });
    } catch (error) {
      // The platform refused the request itself: nothing was taken, and the operations inbox is told.
      if (!(error instanceof ProviderRejectedError)) throw error;
      await this.#db.transaction(async (tx) => {
        const locked = await findDeduction(tx, deductionId, { lock: true });
        if (locked?.status !== 'requested') return;
        await failDeduction(tx, locked.id, { reason: 'refused', noticeId: null, at: this.#clock.now() });
        await this.#alert(tx, locked, 'the partner platform refused the request');
      });
    }
  }

  /**
   * The platform's signed notice of a deduction, verified before it is read: 'applied' the first time, 'repeat' after,
   * 'unknown' for a deduction that is not one of ours.
   */
  async applyNotice(raw: unknown): Promise<'applied' | 'repeat' | 'unknown'> {
    const notice = await this.#provider.verifyNotice(raw);
    if (!UUID.test(notice.body.reference)) return 'unknown';
    return this.#db.transaction(async (tx) => {
      const deduction = await findDeduction(tx, notice.body.reference, { lock: true });
      if (!deduction) return 'unknown';
      if (deduction.status !== 'requested') return 'repeat';
      if (notice.body.requestedSen !== deduction.requestedSen || notice.body.source !== deduction.source)
        throw new Error(`the partner platform reports another deduction under ${deduction.id}`);
      await this.#apply(tx, deduction, notice);
      return 'applied';
    });
  }

  async #apply(tx: Queryable, deduction: DeductionRow, notice: PartnerDeductionNotice): Promise<void> {
    const at = new Date(notice.occurredAt);
    if (notice.type === 'failed') {
      await failDeduction(tx, deduction.id, { reason: notice.body.reason, noticeId: notice.id, at });
      await this.#alert(tx, deduction, notice.body.reason);
      return;
    }
    const deductedSen = notice.body.deductedSen;
    let paymentId: string | null = null;
    if (deductedSen > 0) {
      // The day it was taken, never before the day it was asked for.
      const taken = malaysianDateOf(at);
      ({ paymentId } = await this.#accounts.postPayment(tx, {
        accountId: deduction.accountId,
        channel: CHANNEL_OF[deduction.source],
        reference: deduction.id,
        amountSen: deductedSen,
        receivedOn: taken > deduction.requestedOn ? taken : deduction.requestedOn,
        receivedAt: at,
      }));
    }
    await settleDeduction(tx, deduction.id, { deductedSen, paymentId, noticeId: notice.id, at });
    const unpaidSen = subtractSen(deduction.requestedSen, deductedSen);
    if (unpaidSen === 0 || deduction.stage === 'topUp') return;
    if (deduction.source === 'commission') {
      await this.#recordDeduction(tx, {
        accountId: deduction.accountId,
        partnerId: deduction.partnerId,
        month: deduction.month,
        stage: deduction.stage,
        source: 'eWallet',
        requestedSen: unpaidSen,
        requestedOn: deduction.requestedOn,
      });
      return;
    }
    await this.#remind(tx, deduction, unpaidSen);
    await markReminded(tx, deduction.id, this.#clock.now());
  }

  async #recordDeduction(
    tx: Queryable,
    deduction: {
      accountId: string;
      partnerId: string;
      month: string;
      stage: CommissionStage;
      source: DeductionSource;
      requestedSen: Sen;
      requestedOn: LocalDate;
    },
  ): Promise<boolean> {
    const id = randomUUID();
    if (!(await insertDeduction(tx, { ...deduction, id, at: this.#clock.now() }))) return false;
    await enqueueJob(tx, COMMISSION_SEND_JOB, { deductionId: id });
    return true;
  }

  /** Asks the partner, by email and SMS in their language, to top the e-wallet up by the 15th. */
  async #remind(tx: Queryable, deduction: DeductionRow, unpaidSen: Sen): Promise<void> {
    const account = await this.#accounts.commissionAccount(tx, deduction.accountId);
    if (!account) return;
    const customer = await findCustomerOfRecord(tx, account.userId);
    if (!customer) return;
    const { language } = customer;
    const params = {
      name: customer.fullName,
      agreementNo: account.agreementNo,
      unpaid: formatRinggit(unpaidSen, language),
      date: formatMalaysianDate(deduction.requestedOn, language),
      deadline: formatMalaysianDate(`${deduction.month}-${TOP_UP_DAY}`, language),
    };
    const purpose = 'partner-commission-top-up';
    if (customer.email)
      await this.#email.queue(tx, {
        purpose,
        recipient: customer.email,
        ...emailOf(language, (messages) => messages.partnerTopUpReminder, params),
      });
    if (customer.phoneNo)
      await this.#sms.queue(tx, {
        purpose,
        to: customer.phoneNo,
        text: messageText(language, (messages) => messages.partnerTopUpReminder.sms, params),
      });
  }

  /** Tells the operations inbox, in the caller's transaction, of a deduction that failed (read in English). */
  async #alert(tx: Queryable, deduction: DeductionRow, reason: string): Promise<void> {
    const account = await this.#accounts.commissionAccount(tx, deduction.accountId);
    await this.#email.queue(tx, {
      purpose: 'operations.partnerCommission.failed',
      recipient: this.#alerts.recipient,
      ...emailOf('en', (messages) => messages.partnerDeductionFailed, {
        agreementNo: account?.agreementNo ?? deduction.accountId,
        partnerId: deduction.partnerId,
        amount: formatRinggit(deduction.requestedSen),
        source: deduction.source === 'commission' ? 'commission' : 'e-wallet',
        month: deduction.month,
        reference: deduction.id,
        reason,
      }),
    });
  }
}
