import type { ExcessPaymentOutcome, LocalDate, PaymentChannel, Sen } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { EntryKind } from './ledger-repository.ts';

/**
 * What the statement of account and the receipts read of the ledger (decision 041): an account's entries of a period
 * with what each moved of the customer's balance, never their lines one by one.
 */

/** The ledger accounts whose sum is what the customer owes: the receivables, less the excess they may ask back. */
const CUSTOMER_BALANCE_ACCOUNTS = [
  'loanPrincipalReceivable',
  'loanInterestReceivable',
  'loanLateChargeReceivable',
  'loanFeeReceivable',
  'customerRefundsPayable',
];

/** The most entries one statement lists: a 24-month loan with late charges every day of 700 days has about 760. */
export const STATEMENT_ENTRY_LIMIT = 5_000;

export interface StatementEntryRow {
  readonly id: number;
  readonly seq: number;
  readonly kind: EntryKind;
  readonly businessDate: LocalDate;
  readonly paymentId: string | null;
  /** The kind of the entry a reversal undoes (a payment, or an early settlement's rebate); null otherwise. */
  readonly reversesKind: EntryKind | null;
  /** What the entry moved of the customer's balance: positive owes more, negative owes less. */
  readonly balanceDeltaSen: Sen;
  /** What it moved of the fee receivable (a reminder letter's postage rather than a late charge). */
  readonly feeDeltaSen: Sen;
}

/** The account's entries from `from` to `to` (business dates), in date then sequence order, at most `limit`. */
export function statementEntries(
  db: Queryable,
  accountId: string,
  period: { from: LocalDate; to: LocalDate },
  limit: number = STATEMENT_ENTRY_LIMIT,
): Promise<StatementEntryRow[]> {
  return db.query<StatementEntryRow>(
    `select e.id, e.seq, e.kind, e.business_date::text as "businessDate", e.payment_id as "paymentId",
       (select r.kind from journal_entries r where r.id = e.reverses_entry_id) as "reversesKind",
       coalesce(sum(l.amount_sen) filter (where l.ledger_account = any($4::text[])), 0)::bigint as "balanceDeltaSen",
       coalesce(sum(l.amount_sen) filter (where l.ledger_account = 'loanFeeReceivable'), 0)::bigint as "feeDeltaSen"
     from journal_entries e
     join journal_lines l on l.entry_id = e.id
     where e.loan_account_id = $1 and e.business_date between $2 and $3
     group by e.id
     order by e.business_date, e.seq
     limit $5`,
    [accountId, period.from, period.to, CUSTOMER_BALANCE_ACCOUNTS, limit],
  );
}

/** What the customer owed before `from`: the balance the statement brings forward. */
export async function balanceBefore(db: Queryable, accountId: string, from: LocalDate): Promise<Sen> {
  const [row] = await db.query<{ balanceSen: Sen }>(
    `select coalesce(sum(l.amount_sen), 0)::bigint as "balanceSen"
     from journal_entries e join journal_lines l on l.entry_id = e.id
     where e.loan_account_id = $1 and e.business_date < $2 and l.ledger_account = any($3::text[])`,
    [accountId, from, CUSTOMER_BALANCE_ACCOUNTS],
  );
  return row?.balanceSen ?? (0 as Sen);
}

/** A payment as the statement and its receipt print it, with the date of its reversal, if any. */
export interface StatementPaymentRow {
  readonly id: string;
  readonly entryId: number;
  readonly channel: PaymentChannel;
  readonly reference: string;
  readonly amountSen: Sen;
  readonly receivedOn: LocalDate;
  readonly receivedAt: Date;
  readonly excessKind: ExcessPaymentOutcome['kind'];
  readonly excessSen: Sen;
  readonly reversedOn: LocalDate | null;
  readonly reversalReason: string | null;
  readonly receiptFileId: string | null;
  /** Money received on a written-off account (decision 048). */
  readonly recovery: boolean;
}

const PAYMENT_COLUMNS = `p.id, p.entry_id as "entryId", p.channel, p.reference, p.amount_sen as "amountSen",
  p.received_on::text as "receivedOn", p.received_at as "receivedAt", p.excess_kind as "excessKind",
  p.excess_sen as "excessSen", r.business_date::text as "reversedOn", p.reversal_reason as "reversalReason",
  p.receipt_file_id as "receiptFileId", p.recovery`;

/** The account's payments, oldest first: an account has one or two a month, so a tenure's are few. */
export function statementPayments(db: Queryable, accountId: string): Promise<StatementPaymentRow[]> {
  return db.query<StatementPaymentRow>(
    `select ${PAYMENT_COLUMNS}
     from loan_payments p left join journal_entries r on r.id = p.reversal_entry_id
     where p.account_id = $1
     order by p.received_on, p.received_at, p.id`,
    [accountId],
  );
}

export async function statementPayment(
  db: Queryable,
  paymentId: string,
): Promise<(StatementPaymentRow & { accountId: string }) | undefined> {
  const [row] = await db.query<StatementPaymentRow & { accountId: string }>(
    `select ${PAYMENT_COLUMNS}, p.account_id as "accountId"
     from loan_payments p left join journal_entries r on r.id = p.reversal_entry_id
     where p.id = $1`,
    [paymentId],
  );
  return row;
}

/** Each payment's split between profit (or interest) and principal, for the ibra' table. */
export function paymentSplitsOf(
  db: Queryable,
  accountId: string,
): Promise<{ paymentId: string; interestSen: Sen; principalSen: Sen }[]> {
  return db.query(
    `select a.payment_id as "paymentId",
       coalesce(sum(a.amount_sen) filter (where a.component = 'interest'), 0)::bigint as "interestSen",
       coalesce(sum(a.amount_sen) filter (where a.component = 'principal'), 0)::bigint as "principalSen"
     from loan_payment_allocations a join loan_payments p on p.id = a.payment_id
     where p.account_id = $1
     group by a.payment_id`,
    [accountId],
  );
}

/** What the customer owed after a given entry: the balance a receipt prints. */
export async function balanceThroughEntry(db: Queryable, accountId: string, entryId: number): Promise<Sen> {
  const [row] = await db.query<{ balanceSen: Sen }>(
    `select coalesce(sum(l.amount_sen), 0)::bigint as "balanceSen"
     from journal_lines l
     where l.loan_account_id = $1 and l.entry_id <= $2 and l.ledger_account = any($3::text[])`,
    [accountId, entryId, CUSTOMER_BALANCE_ACCOUNTS],
  );
  return row?.balanceSen ?? (0 as Sen);
}

// --- Receipts -------------------------------------------------------------------------------------------------------

export interface StoredReceipt {
  readonly id: string;
  readonly paymentId: string;
  readonly receiptNo: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly sha256: string;
  readonly createdAt: Date;
}

export async function insertReceipt(
  db: Queryable,
  receipt: StoredReceipt & { readonly pdf: Uint8Array },
): Promise<boolean> {
  const rows = await db.query(
    `insert into payment_receipts (id, payment_id, receipt_no, file_name, content_type, size_bytes, sha256, pdf,
       created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (payment_id) do nothing returning id`,
    [
      receipt.id,
      receipt.paymentId,
      receipt.receiptNo,
      receipt.fileName,
      receipt.contentType,
      receipt.pdf.byteLength,
      receipt.sha256,
      Buffer.from(receipt.pdf),
      receipt.createdAt,
    ],
  );
  return rows.length === 1;
}

/** A receipt's file with the holder of its account, so the caller can check whose it is. */
export async function findReceiptFile(
  db: Queryable,
  fileId: string,
): Promise<(StoredReceipt & { readonly userId: string; readonly pdf: Uint8Array }) | undefined> {
  const [row] = await db.query<StoredReceipt & { userId: string; pdf: Uint8Array }>(
    `select r.id, r.payment_id as "paymentId", r.receipt_no as "receiptNo", r.file_name as "fileName",
       r.content_type as "contentType", r.sha256, r.created_at as "createdAt", r.pdf, a.user_id as "userId"
     from payment_receipts r
     join loan_payments p on p.id = r.payment_id
     join loan_accounts a on a.id = p.account_id
     where r.id = $1`,
    [fileId],
  );
  return row;
}

// --- Reversal advices (decision 048) ----------------------------------------------------------------------------------

export interface StoredReversalAdvice {
  readonly id: string;
  readonly paymentId: string;
  readonly adviceNo: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly sha256: string;
  readonly createdAt: Date;
}

export async function insertReversalAdvice(
  db: Queryable,
  advice: StoredReversalAdvice & { readonly pdf: Uint8Array },
): Promise<boolean> {
  const rows = await db.query(
    `insert into payment_reversal_advices (id, payment_id, advice_no, file_name, content_type, size_bytes, sha256,
       pdf, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (payment_id) do nothing returning id`,
    [
      advice.id,
      advice.paymentId,
      advice.adviceNo,
      advice.fileName,
      advice.contentType,
      advice.pdf.byteLength,
      advice.sha256,
      Buffer.from(advice.pdf),
      advice.createdAt,
    ],
  );
  return rows.length === 1;
}

/** A reversal advice's file with the holder of its account, so the caller can check whose it is. */
export async function findReversalAdviceFile(
  db: Queryable,
  fileId: string,
): Promise<{ readonly fileName: string; readonly userId: string; readonly pdf: Uint8Array } | undefined> {
  const [row] = await db.query<{ fileName: string; userId: string; pdf: Uint8Array }>(
    `select r.file_name as "fileName", r.pdf, a.user_id as "userId"
     from payment_reversal_advices r
     join loan_payments p on p.id = r.payment_id
     join loan_accounts a on a.id = p.account_id
     where r.id = $1`,
    [fileId],
  );
  return row;
}
