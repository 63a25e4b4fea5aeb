import type { LocalDate, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The chart of accounts (migrations 0075, 0100 and 0105; decisions 030, 045 and 048). */
export const LEDGER_ACCOUNTS = [
  'loanPrincipalReceivable',
  'loanInterestReceivable',
  'loanLateChargeReceivable',
  'loanFeeReceivable',
  'bankClearing',
  'payoutClearing',
  'unearnedInterest',
  'unearnedProfit',
  'customerRefundsPayable',
  'charityPayable',
  'stampDutyPayable',
  'protectionPremiumPayable',
  'interestIncome',
  'profitIncome',
  'lateChargeIncome',
  'feeIncome',
  'processingFeeIncome',
  'adminFeeIncome',
  'writeOffExpense',
  'interestRebate',
  'ibraRebate',
  'writtenOffRecoveries',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type EntryKind =
  | 'disbursement'
  | 'payment'
  | 'reversal'
  | 'charge'
  | 'waiver'
  | 'writeOff'
  | 'refund'
  | 'rebate';

/** A line: a debit when `amountSen` is positive, a credit when negative. */
export interface JournalLine {
  readonly ledgerAccount: LedgerAccount;
  readonly instalmentNo: number | null;
  readonly amountSen: Sen;
}

export interface NewJournalEntry {
  readonly loanAccountId: string;
  readonly seq: number;
  readonly kind: EntryKind;
  readonly businessDate: LocalDate;
  readonly paymentId: string | null;
  readonly reversesEntryId: number | null;
  readonly description: string;
  readonly lines: readonly JournalLine[];
  readonly at: Date;
}

/**
 * Writes an entry and its lines; returns the entry's id. The database refuses, at commit, an entry whose lines do
 * not sum to zero, and any later change to either.
 */
export async function insertJournalEntry(db: Queryable, entry: NewJournalEntry): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into journal_entries (loan_account_id, seq, kind, business_date, payment_id, reverses_entry_id,
       description, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      entry.loanAccountId,
      entry.seq,
      entry.kind,
      entry.businessDate,
      entry.paymentId,
      entry.reversesEntryId,
      entry.description,
      entry.at,
    ],
  );
  if (!row) throw new Error('journal entry not written');
  const lines = entry.lines.filter((line) => line.amountSen !== 0);
  const values = lines.map((_, index) => `($1, $${index * 3 + 3}, $2, $${index * 3 + 4}, $${index * 3 + 5})`);
  await db.query(
    `insert into journal_lines (entry_id, ledger_account, loan_account_id, instalment_no, amount_sen)
     values ${values.join(', ')}`,
    [
      row.id,
      entry.loanAccountId,
      ...lines.flatMap((line) => [line.ledgerAccount, line.instalmentNo, line.amountSen]),
    ],
  );
  return row.id;
}

export function linesOfEntry(db: Queryable, entryId: number): Promise<JournalLine[]> {
  return db.query<JournalLine>(
    `select ledger_account as "ledgerAccount", instalment_no as "instalmentNo", amount_sen as "amountSen"
     from journal_lines where entry_id = $1 order by id`,
    [entryId],
  );
}

/** What the ledger holds for one account, by ledger account: the sum of its lines (a check, never the view). */
export async function ledgerBalancesOf(
  db: Queryable,
  loanAccountId: string,
): Promise<Map<LedgerAccount, Sen>> {
  const rows = await db.query<{ ledgerAccount: LedgerAccount; balanceSen: Sen }>(
    `select ledger_account as "ledgerAccount", sum(amount_sen)::bigint as "balanceSen"
     from journal_lines where loan_account_id = $1 group by ledger_account`,
    [loanAccountId],
  );
  return new Map(rows.map((row) => [row.ledgerAccount, row.balanceSen]));
}

/** Entries whose lines do not sum to zero, or have fewer than two: always none. */
export function unbalancedEntries(db: Queryable): Promise<{ entryId: number }[]> {
  return db.query<{ entryId: number }>(
    `select e.id as "entryId" from journal_entries e left join journal_lines l on l.entry_id = e.id
     group by e.id having count(l.id) < 2 or coalesce(sum(l.amount_sen), 0) <> 0`,
  );
}
