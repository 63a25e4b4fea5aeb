import type { LocalDate, RebateChange, Sen, SettlementOutcome } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

export interface LoanSettlementRow {
  readonly paymentId: string;
  readonly accountId: string;
  readonly outcome: SettlementOutcome;
  readonly settleOn: LocalDate;
  readonly settlementSen: Sen;
  readonly rebateSen: Sen;
  readonly rebateEntryId: number | null;
  readonly changes: readonly RebateChange[] | null;
  /** The payment's own journal entry, to tell which payments came before the settlement. */
  readonly paymentEntryId: number;
  readonly paymentStatus: 'posted' | 'reversed';
}

const COLUMNS = `s.payment_id as "paymentId", s.account_id as "accountId", s.outcome, s.settle_on::text as "settleOn",
  s.settlement_sen as "settlementSen", s.rebate_sen as "rebateSen", s.rebate_entry_id as "rebateEntryId",
  s.changes, p.entry_id as "paymentEntryId", p.status as "paymentStatus"`;

export async function insertSettlement(
  db: Queryable,
  settlement: Omit<LoanSettlementRow, 'paymentEntryId' | 'paymentStatus'> & { readonly at: Date },
): Promise<void> {
  await db.query(
    `insert into loan_settlements (payment_id, account_id, outcome, settle_on, settlement_sen, rebate_sen,
       rebate_entry_id, changes, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      settlement.paymentId,
      settlement.accountId,
      settlement.outcome,
      settlement.settleOn,
      settlement.settlementSen,
      settlement.rebateSen,
      settlement.rebateEntryId,
      settlement.changes === null ? null : JSON.stringify(settlement.changes),
      settlement.at,
    ],
  );
}

export async function findSettlement(
  db: Queryable,
  paymentId: string,
): Promise<LoanSettlementRow | undefined> {
  const [row] = await db.query<LoanSettlementRow>(
    `select ${COLUMNS} from loan_settlements s join loan_payments p on p.id = s.payment_id where s.payment_id = $1`,
    [paymentId],
  );
  return row;
}

/** The account's settlement that closed it and stands (its payment not reversed), if any. */
export async function standingSettlement(
  db: Queryable,
  accountId: string,
): Promise<LoanSettlementRow | undefined> {
  const [row] = await db.query<LoanSettlementRow>(
    `select ${COLUMNS} from loan_settlements s join loan_payments p on p.id = s.payment_id
     where s.account_id = $1 and s.outcome = 'settled' and p.status = 'posted'
     order by p.entry_id desc limit 1`,
    [accountId],
  );
  return row;
}

/** The last day whose late charges the close of business (or a settlement) posted on the account; null before any. */
export async function lateChargesPostedThrough(db: Queryable, accountId: string): Promise<LocalDate | null> {
  const [row] = await db.query<{ on: LocalDate | null }>(
    `select last_closed_on::text as "on" from loan_accounts where id = $1`,
    [accountId],
  );
  return row?.on ?? null;
}

/**
 * Marks the account's days through `on` as having their late charges posted: a settlement charges the days since the
 * last close itself, so the close of business does not charge them again should a reversal reopen the account.
 */
export async function markLateChargesPostedThrough(
  db: Queryable,
  accountId: string,
  on: LocalDate,
): Promise<void> {
  await db.query(
    `update loan_accounts set last_closed_on = $2 where id = $1 and (last_closed_on is null or last_closed_on < $2)`,
    [accountId, on],
  );
}
