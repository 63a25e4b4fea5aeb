import type { LocalDate, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export type CommissionStage = 'commission' | 'topUp';
export type DeductionSource = 'commission' | 'eWallet';

export interface DeductionRow {
  readonly id: string;
  readonly accountId: string;
  readonly partnerId: string;
  readonly month: string;
  readonly stage: CommissionStage;
  readonly source: DeductionSource;
  readonly requestedSen: Sen;
  readonly requestedOn: LocalDate;
  readonly status: 'requested' | 'settled' | 'failed';
  readonly deductedSen: Sen | null;
  readonly failureReason: string | null;
  readonly paymentId: string | null;
  readonly remindedAt: Date | null;
}

const DEDUCTION_COLUMNS = `id, account_id as "accountId", partner_id as "partnerId", month, stage, source,
  requested_sen as "requestedSen", requested_on::text as "requestedOn", status, deducted_sen as "deductedSen",
  failure_reason as "failureReason", payment_id as "paymentId", reminded_at as "remindedAt"`;

/**
 * Claims the month's stage for this runner: a new run, or one left running by a runner that stopped renewing it
 * before `staleBefore`. False when another runner holds it or it is done.
 */
export async function claimRun(
  tx: Queryable,
  run: { month: string; stage: CommissionStage; runOn: LocalDate; at: Date; staleBefore: Date },
): Promise<boolean> {
  const [claimed] = await tx.query(
    `insert into partner_commission_runs (month, stage, run_on, status, started_at) values ($1, $2, $3, 'running', $4)
     on conflict (month, stage) do update set started_at = excluded.started_at
       where partner_commission_runs.status = 'running' and partner_commission_runs.started_at < $5
     returning month`,
    [run.month, run.stage, run.runOn, run.at, run.staleBefore],
  );
  return claimed !== undefined;
}

export async function finishRun(
  tx: Queryable,
  run: { month: string; stage: CommissionStage; accounts: number; at: Date },
): Promise<void> {
  await tx.query(
    `update partner_commission_runs set status = 'done', accounts = $3, finished_at = $4
     where month = $1 and stage = $2`,
    [run.month, run.stage, run.accounts, run.at],
  );
}

export async function isRunDone(db: Queryable, month: string, stage: CommissionStage): Promise<boolean> {
  const [row] = await db.query(
    `select 1 from partner_commission_runs where month = $1 and stage = $2 and status = 'done'`,
    [month, stage],
  );
  return row !== undefined;
}

/** How many of the month's deductions still wait for the platform's answer. */
export async function openDeductionsOf(db: Queryable, month: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from partner_commission_deductions where month = $1 and status = 'requested'`,
    [month],
  );
  return row?.count ?? 0;
}

/** Records a deduction once per account, month, stage and source; false when it was recorded already. */
export async function insertDeduction(
  tx: Queryable,
  deduction: {
    id: string;
    accountId: string;
    partnerId: string;
    month: string;
    stage: CommissionStage;
    source: DeductionSource;
    requestedSen: Sen;
    requestedOn: LocalDate;
    at: Date;
  },
): Promise<boolean> {
  const [inserted] = await tx.query(
    `insert into partner_commission_deductions
       (id, account_id, partner_id, month, stage, source, requested_sen, requested_on, status, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'requested', $9)
     on conflict (account_id, month, stage, source) do nothing returning id`,
    [
      deduction.id,
      deduction.accountId,
      deduction.partnerId,
      deduction.month,
      deduction.stage,
      deduction.source,
      deduction.requestedSen,
      deduction.requestedOn,
      deduction.at,
    ],
  );
  return inserted !== undefined;
}

export async function findDeduction(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DeductionRow | undefined> {
  const [row] = await db.query<DeductionRow>(
    `select ${DEDUCTION_COLUMNS} from partner_commission_deductions where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

export async function settleDeduction(
  tx: Queryable,
  id: string,
  result: { deductedSen: Sen; paymentId: string | null; noticeId: string; at: Date },
): Promise<void> {
  await tx.query(
    `update partner_commission_deductions
     set status = 'settled', deducted_sen = $2, payment_id = $3, notice_id = $4, settled_at = $5 where id = $1`,
    [id, result.deductedSen, result.paymentId, result.noticeId, result.at],
  );
}

export async function failDeduction(
  tx: Queryable,
  id: string,
  result: { reason: string; noticeId: string | null; at: Date },
): Promise<void> {
  await tx.query(
    `update partner_commission_deductions
     set status = 'failed', failure_reason = $2, notice_id = $3, settled_at = $4 where id = $1`,
    [id, result.reason, result.noticeId, result.at],
  );
}

export async function markReminded(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query('update partner_commission_deductions set reminded_at = $2 where id = $1', [id, at]);
}

/** The deductions of an account, oldest first (the back office's and the tests' reading). */
export function deductionsOfAccount(db: Queryable, accountId: string): Promise<DeductionRow[]> {
  return db.query<DeductionRow>(
    `select ${DEDUCTION_COLUMNS} from partner_commission_deductions where account_id = $1
     order by created_at, stage, source`,
    [accountId],
  );
}
