import type { Database } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderRejectedError } from '../../providers/email/email-provider.ts';
import type { PayoutProvider } from '../../providers/payout/payout-provider.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import {
  findLine,
  findLineByReturnReference,
  type LineRow,
  markReturnInstructed,
  settleReturn,
} from './jompay-repository.ts';

/** The job that instructs a returned line's payout, enqueued in the transaction that marks the line returned. */
export const JOMPAY_RETURN_PAYOUT_JOB = 'jompay.returnPayout';

/** A return's payout reference: ours, one per line, never a UUID (the disbursements' payouts are). */
export function returnReference(lineId: string): string {
  return `JPR-${lineId}`;
}

/**
 * Paying a returned JomPAY line back to its payer (decision 048), through the payout provider the disbursement uses.
 * The job instructs the payout under the line's own reference, so a job run again, or a provider that was down, never
 * pays twice; the provider's signed notice settles it as paid (with the bank's reference) or failed (with the bank's
 * reason), once, with its audit entry, in one transaction.
 */
export class JompayReturnPayouts {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #payout: PayoutProvider;

  constructor(deps: { db: Database; clock: Clock; payout: PayoutProvider }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#payout = deps.payout;
  }

  attach(worker: JobWorker): void {
    worker.handle(JOMPAY_RETURN_PAYOUT_JOB, async (payload) => {
      if (typeof payload.lineId !== 'string') throw new PermanentJobError('return payout job without a line');
      await this.instruct(payload.lineId);
    });
    this.#payout.onNotice((notice) => this.applyNotice(notice));
  }

  /** Instructs the payout of a line waiting for it; a line already instructed or settled is left as it is. */
  async instruct(lineId: string): Promise<void> {
    const line = await findLine(this.#db, lineId);
    if (!line) throw new PermanentJobError(`JomPAY line ${lineId} not found`);
    if (line.returnStatus !== 'pending' || line.returnReference === null) return;
    if (line.amountSen === null || line.bankReference === null)
      throw new PermanentJobError(`JomPAY line ${lineId} has no amount or bank reference to return`);
    try {
      const { payoutId } = await this.#payout.returnPayment({
        reference: line.returnReference,
        amountSen: line.amountSen,
        originalBankReference: line.bankReference,
      });
      await markReturnInstructed(this.#db, line.id, payoutId);
    } catch (error) {
      // Refused outright: the bank will never pay it, so the return is failed for an officer to see.
      if (!(error instanceof ProviderRejectedError)) throw error;
      await this.#settle(line, { status: 'failed', bankReference: null, failureReason: 'bankRejected' });
    }
  }

  /** A payout notice (at least once each): a return's settles its line once; the disbursements' are not ours. */
  async applyNotice(received: unknown): Promise<void> {
    const notice = await this.#payout.verifyNotice(received);
    if (!notice.body.reference.startsWith('JPR-')) return;
    const line = await findLineByReturnReference(this.#db, notice.body.reference);
    if (!line) return;
    await this.#settle(
      line,
      notice.type === 'paid'
        ? { status: 'paid', bankReference: notice.body.bankReference, failureReason: null }
        : { status: 'failed', bankReference: null, failureReason: notice.body.reason },
    );
  }

  async #settle(
    line: LineRow,
    result: { status: 'paid' | 'failed'; bankReference: string | null; failureReason: string | null },
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const locked = await findLineByReturnReference(tx, line.returnReference ?? '', { lock: true });
      const before = locked?.returnStatus;
      if (!locked || (before !== 'pending' && before !== 'instructed')) return;
      const at = this.#clock.now();
      if (!(await settleReturn(tx, locked.id, { ...result, at }))) return;
      await recordAuditEvent(tx, {
        at,
        actorKind: 'system',
        actorId: null,
        actorName: null,
        actorRole: null,
        subjectId: locked.id,
        requestId: null,
        ip: null,
        action: 'jompayLine.returnSettled',
        subjectType: 'jompayLine',
        before: { returnStatus: before, amountSen: locked.amountSen ?? 0 },
        after: {
          returnStatus: result.status,
          amountSen: locked.amountSen ?? 0,
          bankReference: result.bankReference,
          failureReason: result.failureReason,
        },
      });
    });
  }
}
