import { createHash, randomInt } from 'node:crypto';
import {
  isBankAccountNumber,
  lastFourDigits,
  SANDBOX_FAILURES,
  type SandboxFailureOf,
  type Sen,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import { type NoticeListener, SandboxNoticeBoard, scheduleSandboxStep } from '../sandbox-notice-board.ts';
import { canonicalJson } from '../signed-notice.ts';
import {
  PayoutConflictError,
  type PayoutFailureReason,
  type PayoutNotice,
  type PayoutProvider,
  type PayoutRecord,
  type PayoutRequest,
  type PayoutReturnRequest,
} from './payout-provider.ts';

export const PAYOUT_PROVIDER = 'payout';
export const SANDBOX_PAYOUT_SETTLE_JOB = 'payout-sandbox.settle';

/**
 * What the sandbox can be asked to do wrong, besides the accounts of SANDBOX_PAYOUT_ACCOUNT_OUTCOMES: be down
 * ('unavailable': the instruction is refused, nothing is recorded), fail the next payout it settles ('failPayout':
 * 'bankRejected'), report its next notice twice ('repeatNotice', same id).
 */
export const PAYOUT_FAILURES = SANDBOX_FAILURES.payout;
export type PayoutFailure = SandboxFailureOf<'payout'>;

/** Accounts whose last four digits make the payout fail at the receiving bank. */
export const SANDBOX_PAYOUT_ACCOUNT_OUTCOMES: Readonly<Record<string, PayoutFailureReason>> = {
  '0404': 'accountNotFound',
  '0410': 'accountClosed',
};

const BANK_CODE = /^[A-Z0-9]{2,12}$/;

interface PayoutRow {
  id: string;
  reference: string;
  request_sha256: string;
  bank_code: string | null;
  account_no_last4: string | null;
  account_holder: string | null;
  returns_bank_reference: string | null;
  amount_sen: Sen;
  status: PayoutRecord['status'];
  failure_reason: PayoutFailureReason | null;
  bank_reference: string | null;
  requested_at: Date;
  settled_at: Date | null;
}

/**
 * The paying bank as a sandbox: instructions in `sandbox_payouts`, one per reference (the table's unique key is the
 * idempotency), settled `delayMs` later with a signed 'paid' or 'failed' notice. Only the account's last four digits
 * and a digest of the whole instruction are kept. Failures on demand through `failNext` (PAYOUT_FAILURES) and the
 * accounts of SANDBOX_PAYOUT_ACCOUNT_OUTCOMES.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #notices: SandboxNoticeBoard<PayoutNotice>;
  readonly #switches: SandboxFailureSwitches<PayoutFailure>;

  constructor(options: { db: Database; delayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#notices = new SandboxNoticeBoard({ db: options.db, provider: PAYOUT_PROVIDER, log: options.log });
    this.#switches = new SandboxFailureSwitches(options.db, PAYOUT_PROVIDER);
  }

  failNext(failure: PayoutFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  /** The failures armed now, with how many occasions each has left. */
  armedFailures(): Promise<Partial<Record<PayoutFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  onNotice(listener: NoticeListener<PayoutNotice>): void {
    this.#notices.onNotice(listener);
  }

  verifyNotice(notice: unknown): Promise<PayoutNotice> {
    return this.#notices.verify(notice);
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_PAYOUT_SETTLE_JOB, (payload) => this.#settle(String(payload.payoutId)));
  }

  async pay(request: PayoutRequest): Promise<{ payoutId: string; repeated: boolean }> {
    const problem = requestProblem(request);
    if (problem) throw new ProviderRejectedError(`sandbox payout refused the instruction: ${problem}`);
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox payout unavailable (failure switch)');
    const digest = createHash('sha256')
      .update(
        canonicalJson({
          amountSen: request.amountSen,
          bankCode: request.bankCode,
          accountNo: request.accountNo.trim(),
          accountHolder: request.accountHolder.trim(),
        }),
      )
      .digest('hex');
    return this.#db.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: string }>(
        `insert into sandbox_payouts (reference, request_sha256, bank_code, account_no_last4, account_holder, amount_sen)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (reference) do nothing returning id`,
        [
          request.reference,
          digest,
          request.bankCode,
          lastFourDigits(request.accountNo),
          request.accountHolder.trim(),
          request.amountSen,
        ],
      );
      if (inserted) {
        await scheduleSandboxStep(tx, SANDBOX_PAYOUT_SETTLE_JOB, { payoutId: inserted.id }, this.#delayMs);
        return { payoutId: inserted.id, repeated: false };
      }
      const [existing] = await tx.query<{ id: string; request_sha256: string }>(
        'select id, request_sha256 from sandbox_payouts where reference = $1',
        [request.reference],
      );
      if (!existing || existing.request_sha256 !== digest)
        throw new PayoutConflictError(
          `sandbox payout: reference ${request.reference} was instructed for another amount or account`,
        );
      return { payoutId: existing.id, repeated: true };
    });
  }

  /**
   * A return to the payer of a bill payment (decision 048): kept beside the payouts, settled the same way. The payer's
   * bank fails it ('accountNotFound') when it made no payment under the original reference, or one of less.
   */
  async returnPayment(request: PayoutReturnRequest): Promise<{ payoutId: string; repeated: boolean }> {
    if (request.reference.trim() === '' || request.originalBankReference.trim() === '')
      throw new ProviderRejectedError('sandbox payout refused the return: no reference');
    if (!Number.isSafeInteger(request.amountSen) || request.amountSen <= 0)
      throw new ProviderRejectedError(
        'sandbox payout refused the return: amount is not a positive number of sen',
      );
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox payout unavailable (failure switch)');
    const digest = createHash('sha256')
      .update(
        canonicalJson({
          amountSen: request.amountSen,
          originalBankReference: request.originalBankReference.trim(),
        }),
      )
      .digest('hex');
    return this.#db.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: string }>(
        `insert into sandbox_payouts (reference, request_sha256, returns_bank_reference, amount_sen)
         values ($1, $2, $3, $4)
         on conflict (reference) do nothing returning id`,
        [request.reference, digest, request.originalBankReference.trim(), request.amountSen],
      );
      if (inserted) {
        await scheduleSandboxStep(tx, SANDBOX_PAYOUT_SETTLE_JOB, { payoutId: inserted.id }, this.#delayMs);
        return { payoutId: inserted.id, repeated: false };
      }
      const [existing] = await tx.query<{ id: string; request_sha256: string }>(
        'select id, request_sha256 from sandbox_payouts where reference = $1',
        [request.reference],
      );
      if (!existing || existing.request_sha256 !== digest)
        throw new PayoutConflictError(
          `sandbox payout: reference ${request.reference} was instructed for another amount or payment`,
        );
      return { payoutId: existing.id, repeated: true };
    });
  }

  async payout(reference: string): Promise<PayoutRecord | null> {
    const [row] = await this.#db.query<PayoutRow>('select * from sandbox_payouts where reference = $1', [
      reference,
    ]);
    return row ? toRecord(row) : null;
  }

  async #settle(payoutId: string): Promise<void> {
    const notice = await this.#notices.transaction(async (tx) => {
      const [row] = await tx.query<PayoutRow>('select * from sandbox_payouts where id = $1 for update', [
        payoutId,
      ]);
      if (!row) throw new PermanentJobError(`sandbox payout has no payout ${payoutId}`);
      return row.status === 'accepted' ? this.#decide(tx, row) : this.#sent(tx, row);
    });
    await this.#notices.deliver(notice);
    if (await this.#switches.take('repeatNotice')) await this.#notices.deliver(notice);
  }

  async #decide(tx: Queryable, row: PayoutRow): Promise<PayoutNotice> {
    const occurredAt = new Date();
    const base = { payoutId: row.id, reference: row.reference, amountSen: row.amount_sen };
    let reason: PayoutFailureReason | null =
      row.returns_bank_reference === null
        ? (SANDBOX_PAYOUT_ACCOUNT_OUTCOMES[row.account_no_last4 ?? ''] ?? null)
        : await returnProblem(tx, row.returns_bank_reference, row.amount_sen);
    if (reason === null && (await this.#switches.take('failPayout', tx))) reason = 'bankRejected';
    if (reason !== null) {
      await tx.query(
        `update sandbox_payouts set status = 'failed', failure_reason = $2, settled_at = $3 where id = $1`,
        [row.id, reason, occurredAt],
      );
      return this.#notices.record(tx, {
        subjectId: row.id,
        type: 'failed',
        body: { ...base, reason },
        occurredAt,
      });
    }
    const bankReference = `IBG${malaysianDateOf(occurredAt).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    await tx.query(
      `update sandbox_payouts set status = 'paid', bank_reference = $2, settled_at = $3 where id = $1`,
      [row.id, bankReference, occurredAt],
    );
    return this.#notices.record(tx, {
      subjectId: row.id,
      type: 'paid',
      body: { ...base, bankReference },
      occurredAt,
    });
  }

  async #sent(tx: Queryable, row: PayoutRow): Promise<PayoutNotice> {
    const sent = await this.#notices.find(tx, row.id, row.status === 'paid' ? 'paid' : 'failed');
    if (!sent) throw new PermanentJobError(`sandbox payout ${row.id} is ${row.status} without its notice`);
    return sent;
  }
}

function toRecord(row: PayoutRow): PayoutRecord {
  return {
    id: row.id,
    reference: row.reference,
    amountSen: row.amount_sen,
    bankCode: row.bank_code ?? '',
    accountNoLast4: row.account_no_last4 ?? '',
    accountHolder: row.account_holder ?? '',
    returnsBankReference: row.returns_bank_reference,
    status: row.status,
    failureReason: row.failure_reason,
    bankReference: row.bank_reference,
    requestedAt: row.requested_at,
    settledAt: row.settled_at,
  };
}

/** The payer's bank finds the payment a return names, of at least the amount returned, among its payers' payments. */
async function returnProblem(
  tx: Queryable,
  originalBankReference: string,
  amountSen: Sen,
): Promise<PayoutFailureReason | null> {
  const [paid] = await tx.query<{ amountSen: Sen }>(
    'select amount_sen as "amountSen" from sandbox_jompay_payments where bank_reference = $1',
    [originalBankReference],
  );
  return paid && paid.amountSen >= amountSen ? null : 'accountNotFound';
}

function requestProblem(request: PayoutRequest): string | null {
  if (request.reference.trim() === '') return 'no reference';
  if (!Number.isSafeInteger(request.amountSen) || request.amountSen <= 0)
    return 'amount is not a positive number of sen';
  if (!BANK_CODE.test(request.bankCode)) return 'bank code is not one';
  if (!isBankAccountNumber(request.accountNo)) return 'account number is not one';
  if (request.accountHolder.trim() === '') return 'account holder has no name';
  return null;
}
