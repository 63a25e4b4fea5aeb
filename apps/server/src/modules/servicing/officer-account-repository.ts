import type {
  AccountRequestKind,
  AccountRequestStatus,
  AccountStatus,
  DelinquencyBucket,
  LocalDate,
  Sen,
  Variant,
  WaiverLine,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { pagedQuery } from '../../db/paged-query.ts';
import type { EntryKind, LedgerAccount } from './ledger-repository.ts';
import type { PaymentAllocationRow } from './loan-payment-repository.ts';

/**
 * The back office's reads of loan accounts (a read model that joins the holder's name and NRIC from `users` to search
 * and page in one query), the ledger a page at a time, and the maker-checker requests (`loan_account_requests`).
 */

// --- Search -------------------------------------------------------------------------------------------------------

export interface AccountSearchFilter {
  readonly agreementNo?: string | undefined;
  readonly name?: string | undefined;
  readonly nricLast?: string | undefined;
  readonly status?: AccountStatus | undefined;
  readonly bucket?: DelinquencyBucket | undefined;
  readonly limit: number;
  readonly offset: number;
}

export interface AccountSearchRow {
  readonly accountId: string;
  readonly agreementNo: string;
  readonly variant: Variant;
  readonly status: AccountStatus;
  readonly holderName: string;
  readonly holderNric: string | null;
  readonly amountSen: Sen;
  readonly openedOn: LocalDate;
  readonly outstandingSen: Sen;
  readonly arrearsSen: Sen;
  readonly daysPastDue: number;
}

/** The days past due each bucket spans (decision 033): [from, to], `to` null for the last. */
const BUCKET_DAYS: Readonly<Record<DelinquencyBucket, readonly [number, number | null]>> = {
  current: [0, 0],
  '1-30': [1, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, null],
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page of the accounts the filter matches, newest first, and how many match in all. */
export async function searchLoanAccounts(
  db: Queryable,
  filter: AccountSearchFilter,
): Promise<{ total: number; rows: AccountSearchRow[] }> {
  const [fromDays, toDays] = filter.bucket ? BUCKET_DAYS[filter.bucket] : [null, null];
  const where = `where ($1::text is null or a.agreement_no ilike $1::text)
      and ($2::text is null or u.full_name ilike $2::text)
      and ($3::text is null or u.nric like $3::text)
      and ($4::text is null or a.status = $4::text)
      and ($5::int is null or a.days_past_due >= $5::int)
      and ($6::int is null or a.days_past_due <= $6::int)`;
  const params = [
    filter.agreementNo === undefined ? null : `${escapeLike(filter.agreementNo)}%`,
    filter.name === undefined ? null : `%${escapeLike(filter.name)}%`,
    filter.nricLast === undefined ? null : `%${filter.nricLast}`,
    filter.status ?? null,
    fromDays,
    filter.bucket ? toDays : null,
  ];
  return pagedQuery<AccountSearchRow>(
    db,
    {
      select: `a.id as "accountId", a.agreement_no as "agreementNo", a.variant, a.status,
       u.full_name as "holderName", u.nric as "holderNric", a.amount_sen as "amountSen",
       a.opened_on::text as "openedOn",
       (a.outstanding_late_charge_sen + a.outstanding_fee_sen + a.outstanding_interest_sen
         + a.outstanding_principal_sen) as "outstandingSen",
       a.arrears_sen as "arrearsSen", a.days_past_due as "daysPastDue"`,
      from: `from loan_accounts a join users u on u.id = a.user_id ${where}`,
      orderBy: 'a.opened_on desc, a.created_at desc, a.id',
      params,
    },
    filter,
  );
}

/** The account holder's name and NRIC. */
export async function holderOf(
  db: Queryable,
  accountId: string,
): Promise<{ fullName: string; nric: string | null } | undefined> {
  const [row] = await db.query<{ fullName: string; nric: string | null }>(
    `select u.full_name as "fullName", u.nric from loan_accounts a join users u on u.id = a.user_id
     where a.id = $1`,
    [accountId],
  );
  return row;
}

// --- Payments' allocations and the ledger -------------------------------------------------------------------------

/** The allocations of several payments at once, by payment id. */
export async function allocationsOfPayments(
  db: Queryable,
  paymentIds: readonly string[],
): Promise<Map<string, PaymentAllocationRow[]>> {
  const byPayment = new Map<string, PaymentAllocationRow[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db.query<PaymentAllocationRow & { paymentId: string }>(
    `select payment_id as "paymentId", instalment_no as "instalmentNo", component, amount_sen as "amountSen",
       prepaid
     from loan_payment_allocations where payment_id = any($1::uuid[]) order by instalment_no, component`,
    [paymentIds],
  );
  for (const { paymentId, ...allocation } of rows)
    byPayment.set(paymentId, [...(byPayment.get(paymentId) ?? []), allocation]);
  return byPayment;
}

export interface LedgerEntryRow {
  readonly id: number;
  readonly seq: number;
  readonly kind: EntryKind;
  readonly businessDate: LocalDate;
  readonly description: string;
  readonly lines: { ledgerAccount: LedgerAccount; instalmentNo: number | null; amountSen: Sen }[];
}

/** How many entries the account's journal holds (its last sequence number: the account keeps it). */
export async function ledgerEntryCount(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'select last_entry_seq::int as count from loan_accounts where id = $1',
    [accountId],
  );
  return row?.count ?? 0;
}

/** A page of the account's journal entries, newest first, each with its lines: two indexed reads. */
export async function ledgerPage(
  db: Queryable,
  accountId: string,
  page: { limit: number; offset: number },
): Promise<LedgerEntryRow[]> {
  const entries = await db.query<Omit<LedgerEntryRow, 'lines'>>(
    `select id::int as id, seq::int as seq, kind, business_date::text as "businessDate", description
     from journal_entries where loan_account_id = $1 order by seq desc limit $2 offset $3`,
    [accountId, page.limit, page.offset],
  );
  if (entries.length === 0) return [];
  const lines = await db.query<LedgerEntryRow['lines'][number] & { entryId: number }>(
    `select entry_id::int as "entryId", ledger_account as "ledgerAccount", instalment_no as "instalmentNo",
       amount_sen as "amountSen"
     from journal_lines where entry_id = any($1::bigint[]) order by id`,
    [entries.map((entry) => entry.id)],
  );
  return entries.map((entry) => ({
    ...entry,
    lines: lines.filter((line) => line.entryId === entry.id).map(({ entryId: _entryId, ...line }) => line),
  }));
}

// --- Maker-checker requests ---------------------------------------------------------------------------------------

export interface AccountRequestRow {
  readonly id: string;
  readonly accountId: string;
  readonly agreementNo: string;
  readonly kind: AccountRequestKind;
  readonly status: AccountRequestStatus;
  readonly paymentId: string | null;
  readonly waivers: WaiverLine[] | null;
  readonly amountSen: Sen;
  readonly reason: string;
  readonly makerOfficerId: string;
  readonly makerName: string;
  readonly madeAt: Date;
  readonly checkerName: string | null;
  readonly decidedAt: Date | null;
  readonly decisionRemark: string | null;
}

const REQUEST_COLUMNS = `r.id, r.account_id as "accountId", a.agreement_no as "agreementNo", r.kind, r.status,
  r.payment_id as "paymentId", r.waivers, r.amount_sen as "amountSen", r.reason,
  r.maker_officer_id as "makerOfficerId", r.maker_name as "makerName", r.made_at as "madeAt",
  r.checker_name as "checkerName", r.decided_at as "decidedAt", r.decision_remark as "decisionRemark"`;

export interface NewAccountRequest {
  readonly id: string;
  readonly accountId: string;
  readonly kind: AccountRequestKind;
  readonly paymentId: string | null;
  readonly waivers: readonly WaiverLine[] | null;
  readonly amountSen: Sen;
  readonly reason: string;
  readonly makerOfficerId: string;
  readonly makerName: string;
  readonly at: Date;
}

/** Writes a pending request; false when one of its kind is already pending for the payment or the account. */
export async function insertAccountRequest(db: Queryable, request: NewAccountRequest): Promise<boolean> {
  const rows = await db.query(
    `insert into loan_account_requests (id, account_id, kind, payment_id, waivers, amount_sen, reason,
       maker_officer_id, maker_name, made_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict do nothing returning id`,
    [
      request.id,
      request.accountId,
      request.kind,
      request.paymentId,
      request.waivers === null ? null : JSON.stringify(request.waivers),
      request.amountSen,
      request.reason,
      request.makerOfficerId,
      request.makerName,
      request.at,
    ],
  );
  return rows.length === 1;
}

export async function findAccountRequest(
  db: Queryable,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<AccountRequestRow | undefined> {
  const [row] = await db.query<AccountRequestRow>(
    `select ${REQUEST_COLUMNS} from loan_account_requests r join loan_accounts a on a.id = r.account_id
     where r.id = $1${options.lock ? ' for update of r' : ''}`,
    [requestId],
  );
  return row;
}

export function requestsOfAccount(db: Queryable, accountId: string): Promise<AccountRequestRow[]> {
  return db.query<AccountRequestRow>(
    `select ${REQUEST_COLUMNS} from loan_account_requests r join loan_accounts a on a.id = r.account_id
     where r.account_id = $1 order by r.made_at desc, r.id`,
    [accountId],
  );
}

/** One page of the requests in a status: pending ones oldest first (a queue), decided ones newest first. */
export async function requestsInStatus(
  db: Queryable,
  status: AccountRequestStatus,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: AccountRequestRow[] }> {
  return pagedQuery<AccountRequestRow>(
    db,
    {
      select: REQUEST_COLUMNS,
      from: 'from loan_account_requests r join loan_accounts a on a.id = r.account_id where r.status = $1',
      orderBy: status === 'pending' ? 'r.made_at asc, r.id' : 'r.decided_at desc, r.id',
      params: [status],
    },
    page,
  );
}

/** Records the checker's decision on a pending request; false when it was no longer pending. */
export async function decideAccountRequest(
  db: Queryable,
  decision: {
    requestId: string;
    status: 'approved' | 'rejected';
    checkerOfficerId: string;
    checkerName: string;
    remark: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `update loan_account_requests set status = $2, checker_officer_id = $3, checker_name = $4,
       decision_remark = $5, decided_at = $6
     where id = $1 and status = 'pending' returning id`,
    [
      decision.requestId,
      decision.status,
      decision.checkerOfficerId,
      decision.checkerName,
      decision.remark,
      decision.at,
    ],
  );
  return rows.length === 1;
}
