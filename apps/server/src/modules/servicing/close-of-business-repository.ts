import type {
  AccountStatus,
  DelinquencyBucket,
  LocalDate,
  ReminderLetter,
  Sen,
  Variant,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** What the close of business needs of one account beyond its instalments, read under the account's row lock. */
export interface AccountCloseState {
  readonly id: string;
  readonly agreementNo: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly status: AccountStatus;
  readonly openedOn: LocalDate;
  readonly lastClosedOn: LocalDate | null;
  readonly bucket: DelinquencyBucket;
}

export async function lockAccountCloseState(
  db: Queryable,
  accountId: string,
): Promise<AccountCloseState | undefined> {
  const [row] = await db.query<AccountCloseState>(
    `select id, agreement_no as "agreementNo", user_id as "userId", variant, status, opened_on::text as "openedOn",
       last_closed_on::text as "lastClosedOn", delinquency_bucket as "bucket"
     from loan_accounts where id = $1 for update`,
    [accountId],
  );
  return row;
}

/** The ACTIVE accounts whose close of `businessDate` has not been applied yet. */
export async function accountsToClose(db: Queryable, businessDate: LocalDate): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from loan_accounts
     where status = 'ACTIVE' and (last_closed_on is null or last_closed_on < $1) and opened_on <= $1
     order by opened_on, id`,
    [businessDate],
  );
  return rows.map((row) => row.id);
}

/** Records the day as closed for the account, with the bucket and the arrears as of that day. */
export async function markAccountClosed(
  db: Queryable,
  accountId: string,
  closed: {
    readonly on: LocalDate;
    readonly bucket: DelinquencyBucket;
    readonly arrearsSen: Sen;
    readonly daysPastDue: number;
    readonly at: Date;
  },
): Promise<void> {
  await db.query(
    `update loan_accounts set last_closed_on = $2, delinquency_bucket = $3, arrears_sen = $4, days_past_due = $5,
       updated_at = $6
     where id = $1`,
    [accountId, closed.on, closed.bucket, closed.arrearsSen, closed.daysPastDue, closed.at],
  );
}

/** The business date's row, locked: the close's runners take their turns on it. */
export async function lockStoredBusinessDate(db: Queryable): Promise<LocalDate | undefined> {
  const [row] = await db.query<{ businessDate: LocalDate }>(
    'select business_date::text as "businessDate" from business_date for update',
  );
  return row?.businessDate;
}

export async function insertReminderLetter(
  db: Queryable,
  letter: {
    readonly accountId: string;
    readonly businessDate: LocalDate;
    readonly letter: ReminderLetter;
    readonly instalmentNo: number;
    readonly daysPastDue: number;
    readonly postageSen: Sen;
    readonly at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into loan_reminder_letters (account_id, business_date, letter, instalment_no, days_past_due, postage_sen,
       created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning account_id`,
    [
      letter.accountId,
      letter.businessDate,
      letter.letter,
      letter.instalmentNo,
      letter.daysPastDue,
      letter.postageSen,
      letter.at,
    ],
  );
  return rows.length > 0;
}

export interface ReminderLetterRow {
  readonly businessDate: LocalDate;
  readonly letter: ReminderLetter;
  readonly instalmentNo: number;
  readonly daysPastDue: number;
  readonly postageSen: Sen;
}

export async function reminderLettersOf(db: Queryable, accountId: string): Promise<ReminderLetterRow[]> {
  return db.query<ReminderLetterRow>(
    `select business_date::text as "businessDate", letter, instalment_no as "instalmentNo",
       days_past_due as "daysPastDue", postage_sen as "postageSen"
     from loan_reminder_letters where account_id = $1 order by business_date`,
    [accountId],
  );
}

// --- Runs -------------------------------------------------------------------------------------------------------------

export interface RunError {
  readonly accountId: string;
  readonly agreementNo: string;
  readonly message: string;
}

export interface CloseRunRow {
  readonly businessDate: LocalDate;
  readonly status: 'running' | 'done';
  readonly startedBy: string;
  readonly runner: string;
  readonly claimedAt: Date;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  readonly accountsClosed: number;
  readonly chargesPosted: number;
  readonly chargesSen: Sen;
  readonly lettersQueued: number;
  readonly postageSen: Sen;
  readonly debitsRequested: number;
  readonly errors: readonly RunError[];
}

const RUN_COLUMNS = `business_date::text as "businessDate", status, started_by as "startedBy", runner,
  claimed_at as "claimedAt", started_at as "startedAt", finished_at as "finishedAt",
  accounts_closed as "accountsClosed", charges_posted as "chargesPosted", charges_sen as "chargesSen",
  letters_queued as "lettersQueued", postage_sen as "postageSen", debits_requested as "debitsRequested", errors`;

export async function findCloseRun(db: Queryable, businessDate: LocalDate): Promise<CloseRunRow | undefined> {
  const [row] = await db.query<CloseRunRow>(
    `select ${RUN_COLUMNS} from close_of_business_runs where business_date = $1`,
    [businessDate],
  );
  return row;
}

/**
 * Claims the run of `businessDate` for `runner`: a new run, or one whose runner stopped answering (claimed before
 * `staleBefore`). Answers false while another runner holds it or when it is done.
 */
export async function claimCloseRun(
  db: Queryable,
  claim: {
    readonly businessDate: LocalDate;
    readonly runner: string;
    readonly startedBy: string;
    readonly at: Date;
    readonly staleBefore: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `insert into close_of_business_runs (business_date, started_by, runner, claimed_at, started_at)
     values ($1, $2, $3, $4, $4)
     on conflict (business_date) do update set runner = excluded.runner, claimed_at = excluded.claimed_at
       where close_of_business_runs.status = 'running' and close_of_business_runs.claimed_at < $5
     returning business_date`,
    [claim.businessDate, claim.startedBy, claim.runner, claim.at, claim.staleBefore],
  );
  return rows.length > 0;
}

/** Keeps the runner's claim fresh while it works through the accounts. */
export async function renewCloseRun(
  db: Queryable,
  businessDate: LocalDate,
  runner: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update close_of_business_runs set claimed_at = $3
     where business_date = $1 and runner = $2 and status = 'running' returning business_date`,
    [businessDate, runner, at],
  );
  return rows.length > 0;
}

/** Adds one account's close to the run's figures, in the account's transaction. */
export async function countAccountClosed(
  db: Queryable,
  businessDate: LocalDate,
  counts: {
    readonly chargesPosted: number;
    readonly chargesSen: Sen;
    readonly lettersQueued: number;
    readonly postageSen: Sen;
  },
): Promise<void> {
  await db.query(
    `update close_of_business_runs set accounts_closed = accounts_closed + 1, charges_posted = charges_posted + $2,
       charges_sen = charges_sen + $3, letters_queued = letters_queued + $4, postage_sen = postage_sen + $5
     where business_date = $1`,
    [businessDate, counts.chargesPosted, counts.chargesSen, counts.lettersQueued, counts.postageSen],
  );
}

export async function recordCloseRunError(
  db: Queryable,
  businessDate: LocalDate,
  error: RunError,
): Promise<void> {
  await db.query(`update close_of_business_runs set errors = errors || $2::jsonb where business_date = $1`, [
    businessDate,
    JSON.stringify([error]),
  ]);
}

export async function finishCloseRun(
  db: Queryable,
  run: { readonly businessDate: LocalDate; readonly debitsRequested: number; readonly at: Date },
): Promise<void> {
  await db.query(
    `update close_of_business_runs set status = 'done', finished_at = $2, debits_requested = $3
     where business_date = $1`,
    [run.businessDate, run.at, run.debitsRequested],
  );
}

/** The runs, newest first, a page at a time. */
export async function pageCloseRuns(
  db: Queryable,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ readonly runs: CloseRunRow[]; readonly total: number }> {
  const [runs, [count]] = await Promise.all([
    db.query<CloseRunRow>(
      `select ${RUN_COLUMNS} from close_of_business_runs order by business_date desc limit $1 offset $2`,
      [page.limit, page.offset],
    ),
    db.query<{ total: number }>('select count(*)::int as total from close_of_business_runs'),
  ]);
  return { runs, total: count?.total ?? 0 };
}

// --- The direct-debit run's look-up ---------------------------------------------------------------------------------

/** The ACTIVE accounts' instalments falling due between two dates, with the account's agreement. */
export async function activeInstalmentsDueBetween(
  db: Queryable,
  from: LocalDate,
  to: LocalDate,
): Promise<
  {
    readonly accountId: string;
    readonly agreementId: string;
    readonly agreementNo: string;
    readonly instalmentNo: number;
    readonly dueOn: LocalDate;
  }[]
> {
  return db.query(
    `select a.id as "accountId", a.agreement_id as "agreementId", a.agreement_no as "agreementNo",
       i.instalment_no as "instalmentNo", i.due_on::text as "dueOn"
     from loan_instalments i join loan_accounts a on a.id = i.account_id
     where a.status = 'ACTIVE' and i.due_on between $1 and $2
     order by a.agreement_no, i.instalment_no`,
    [from, to],
  );
}
