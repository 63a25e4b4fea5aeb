import { createHash } from 'node:crypto';
import {
  type LocalDate,
  SANDBOX_PARTNER_COMMISSION_FAILURES,
  type Sen,
  smallerSen,
  ZERO_SEN,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxFailureSwitches } from '../sandbox-failure-switches.ts';
import { type NoticeListener, SandboxNoticeBoard, scheduleSandboxStep } from '../sandbox-notice-board.ts';
import { canonicalJson } from '../signed-notice.ts';
import {
  PARTNER_DEDUCTION_SOURCES,
  type PartnerCommissionProvider,
  PartnerDeductionConflictError,
  type PartnerDeductionNotice,
  type PartnerDeductionRecord,
  type PartnerDeductionRequest,
} from './partner-commission-provider.ts';

export const PARTNER_COMMISSION_PROVIDER = 'partner-commission';
export const SANDBOX_PARTNER_DEDUCTION_SETTLE_JOB = 'partner-commission-sandbox.settle';

/**
 * What the sandbox can be asked to do wrong: be down ('unavailable': the request is refused, nothing is recorded),
 * refuse the next deduction it settles as the partner's account is suspended ('failDeduction'), report its next notice
 * twice ('repeatNotice', same id).
 */
export const PARTNER_COMMISSION_FAILURES = SANDBOX_PARTNER_COMMISSION_FAILURES;
export type PartnerCommissionFailure = (typeof PARTNER_COMMISSION_FAILURES)[number];

/** What a partner holds in the sandbox: the month's commission not yet paid out, and the e-wallet's balance. */
export interface SandboxPartnerBalances {
  readonly partnerId: string;
  readonly commissionSen: Sen;
  readonly eWalletSen: Sen;
}

const PARTNER_ID = /^P\d{6}$/;

interface DeductionRow {
  id: string;
  reference: string;
  request_sha256: string;
  partner_id: string;
  source: PartnerDeductionRequest['source'];
  requested_sen: Sen;
  requested_on: LocalDate;
  status: PartnerDeductionRecord['status'];
  deducted_sen: Sen | null;
  failure_reason: PartnerDeductionRecord['failureReason'];
  settled_at: Date | null;
}

/**
 * The partner platform as a sandbox: each partner's commission and e-wallet in `sandbox_partner_wallets` (a partner
 * the sandbox has never been told of holds nothing), deductions in `sandbox_partner_deductions`, one per reference.
 * A deduction is settled `delayMs` later: it takes what was asked or, when the source holds less, all it holds
 * (possibly nothing), and reports it with a signed 'deducted' notice; 'failed' when armed to.
 */
export class SandboxPartnerCommissionProvider implements PartnerCommissionProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #notices: SandboxNoticeBoard<PartnerDeductionNotice>;
  readonly #switches: SandboxFailureSwitches<PartnerCommissionFailure>;

  constructor(options: { db: Database; delayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#notices = new SandboxNoticeBoard({
      db: options.db,
      provider: PARTNER_COMMISSION_PROVIDER,
      log: options.log,
    });
    this.#switches = new SandboxFailureSwitches(options.db, PARTNER_COMMISSION_PROVIDER);
  }

  failNext(failure: PartnerCommissionFailure, times = 1): Promise<void> {
    return this.#switches.arm(failure, times);
  }

  armedFailures(): Promise<Partial<Record<PartnerCommissionFailure, number>>> {
    return this.#switches.armed();
  }

  clearFailures(): Promise<void> {
    return this.#switches.clear();
  }

  /** Sets what a partner holds now (a demo's or a test's control; the platform's own business in production). */
  async setBalances(balances: SandboxPartnerBalances): Promise<SandboxPartnerBalances> {
    const partnerId = balances.partnerId.toUpperCase();
    if (!PARTNER_ID.test(partnerId)) throw new RangeError('a partner id is P and six digits');
    await this.#db.query(
      `insert into sandbox_partner_wallets (partner_id, commission_sen, e_wallet_sen, updated_at)
       values ($1, $2, $3, now())
       on conflict (partner_id) do update
       set commission_sen = excluded.commission_sen, e_wallet_sen = excluded.e_wallet_sen, updated_at = now()`,
      [partnerId, balances.commissionSen, balances.eWalletSen],
    );
    return this.balances(partnerId);
  }

  async balances(partnerId: string): Promise<SandboxPartnerBalances> {
    const [row] = await this.#db.query<{ commissionSen: Sen; eWalletSen: Sen }>(
      `select commission_sen as "commissionSen", e_wallet_sen as "eWalletSen"
       from sandbox_partner_wallets where partner_id = $1`,
      [partnerId.toUpperCase()],
    );
    return {
      partnerId: partnerId.toUpperCase(),
      commissionSen: row?.commissionSen ?? ZERO_SEN,
      eWalletSen: row?.eWalletSen ?? ZERO_SEN,
    };
  }

  onNotice(listener: NoticeListener<PartnerDeductionNotice>): void {
    this.#notices.onNotice(listener);
  }

  verifyNotice(notice: unknown): Promise<PartnerDeductionNotice> {
    return this.#notices.verify(notice);
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_PARTNER_DEDUCTION_SETTLE_JOB, (payload) =>
      this.#settle(String(payload.deductionId)),
    );
  }

  async deduct(request: PartnerDeductionRequest): Promise<{ deductionId: string; repeated: boolean }> {
    const problem = requestProblem(request);
    if (problem)
      throw new ProviderRejectedError(`sandbox partner platform refused the deduction: ${problem}`);
    if (await this.#switches.take('unavailable'))
      throw new ProviderUnavailableError('sandbox partner platform unavailable (failure switch)');
    const partnerId = request.partnerId.toUpperCase();
    const digest = createHash('sha256')
      .update(
        canonicalJson({
          partnerId,
          source: request.source,
          amountSen: request.amountSen,
          requestedOn: request.requestedOn,
        }),
      )
      .digest('hex');
    return this.#db.transaction(async (tx) => {
      const [inserted] = await tx.query<{ id: string }>(
        `insert into sandbox_partner_deductions
           (reference, request_sha256, partner_id, source, requested_sen, requested_on)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (reference) do nothing returning id`,
        [request.reference, digest, partnerId, request.source, request.amountSen, request.requestedOn],
      );
      if (inserted) {
        await scheduleSandboxStep(
          tx,
          SANDBOX_PARTNER_DEDUCTION_SETTLE_JOB,
          { deductionId: inserted.id },
          this.#delayMs,
        );
        return { deductionId: inserted.id, repeated: false };
      }
      const [existing] = await tx.query<{ id: string; request_sha256: string }>(
        'select id, request_sha256 from sandbox_partner_deductions where reference = $1',
        [request.reference],
      );
      if (!existing || existing.request_sha256 !== digest)
        throw new PartnerDeductionConflictError(
          `sandbox partner platform: reference ${request.reference} was asked for another deduction`,
        );
      return { deductionId: existing.id, repeated: true };
    });
  }

  async deduction(reference: string): Promise<PartnerDeductionRecord | null> {
    const [row] = await this.#db.query<DeductionRow>(
      `select id, reference, request_sha256, partner_id, source, requested_sen, requested_on::text as requested_on,
         status, deducted_sen, failure_reason, settled_at
       from sandbox_partner_deductions where reference = $1`,
      [reference],
    );
    return row ? toRecord(row) : null;
  }

  async #settle(deductionId: string): Promise<void> {
    const notice = await this.#notices.transaction(async (tx) => {
      const [row] = await tx.query<DeductionRow>(
        `select id, reference, request_sha256, partner_id, source, requested_sen, requested_on::text as requested_on,
           status, deducted_sen, failure_reason, settled_at
         from sandbox_partner_deductions where id = $1 for update`,
        [deductionId],
      );
      if (!row) throw new PermanentJobError(`sandbox partner platform has no deduction ${deductionId}`);
      return row.status === 'accepted' ? this.#decide(tx, row) : this.#sent(tx, row);
    });
    await this.#notices.deliver(notice);
    if (await this.#switches.take('repeatNotice')) await this.#notices.deliver(notice);
  }

  async #decide(tx: Queryable, row: DeductionRow): Promise<PartnerDeductionNotice> {
    const occurredAt = new Date();
    const base = {
      deductionId: row.id,
      reference: row.reference,
      partnerId: row.partner_id,
      source: row.source,
      requestedSen: row.requested_sen,
    };
    if (await this.#switches.take('failDeduction', tx)) {
      await tx.query(
        `update sandbox_partner_deductions set status = 'failed', failure_reason = 'partnerSuspended',
           settled_at = $2 where id = $1`,
        [row.id, occurredAt],
      );
      return this.#notices.record(tx, {
        subjectId: row.id,
        type: 'failed',
        body: { ...base, reason: 'partnerSuspended' },
        occurredAt,
      });
    }
    const column = row.source === 'commission' ? 'commission_sen' : 'e_wallet_sen';
    await tx.query(
      'insert into sandbox_partner_wallets (partner_id) values ($1) on conflict (partner_id) do nothing',
      [row.partner_id],
    );
    const [held] = await tx.query<{ sen: Sen }>(
      `select ${column} as sen from sandbox_partner_wallets where partner_id = $1 for update`,
      [row.partner_id],
    );
    const deductedSen = smallerSen(held?.sen ?? ZERO_SEN, row.requested_sen);
    await tx.query(
      `update sandbox_partner_wallets set ${column} = ${column} - $2, updated_at = now() where partner_id = $1`,
      [row.partner_id, deductedSen],
    );
    await tx.query(
      `update sandbox_partner_deductions set status = 'settled', deducted_sen = $2, settled_at = $3 where id = $1`,
      [row.id, deductedSen, occurredAt],
    );
    return this.#notices.record(tx, {
      subjectId: row.id,
      type: 'deducted',
      body: { ...base, deductedSen },
      occurredAt,
    });
  }

  async #sent(tx: Queryable, row: DeductionRow): Promise<PartnerDeductionNotice> {
    const sent = await this.#notices.find(tx, row.id, row.status === 'settled' ? 'deducted' : 'failed');
    if (!sent) throw new PermanentJobError(`sandbox deduction ${row.id} is ${row.status} without its notice`);
    return sent;
  }
}

function toRecord(row: DeductionRow): PartnerDeductionRecord {
  return {
    id: row.id,
    reference: row.reference,
    partnerId: row.partner_id,
    source: row.source,
    requestedSen: row.requested_sen,
    status: row.status,
    deductedSen: row.deducted_sen,
    failureReason: row.failure_reason,
    settledAt: row.settled_at,
  };
}

function requestProblem(request: PartnerDeductionRequest): string | null {
  if (request.reference.trim() === '') return 'no reference';
  if (!PARTNER_ID.test(request.partnerId.toUpperCase())) return 'partner id is not one';
  if (!PARTNER_DEDUCTION_SOURCES.includes(request.source)) return 'source is not one';
  if (!Number.isSafeInteger(request.amountSen) || request.amountSen <= 0)
    return 'amount is not a positive number of sen';
  return null;
}
