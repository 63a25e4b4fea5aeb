import type {
  CatalogKey,
  JOMPAY_RETURN_FAILURES,
  JompayImportSource,
  JompayLineStatus,
  JompayReturnStatus,
  LocalDate,
  Sen,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The jompay module's tables (migrations 0094, 0095 and 0107): the files imported, their lines, and the daily job's runs. */

export interface ImportRow {
  readonly id: string;
  readonly fileName: string;
  readonly fileDate: LocalDate | null;
  readonly digest: string;
  readonly source: JompayImportSource;
  readonly uploadedBy: string | null;
  readonly importedAt: Date;
  readonly posted: number;
  readonly parked: number;
  readonly rejected: number;
  readonly duplicate: number;
  readonly fileProblems: CatalogKey[];
}

const IMPORT_COLUMNS = `id, file_name as "fileName", file_date::text as "fileDate", digest, source,
  uploaded_by as "uploadedBy", imported_at as "importedAt", posted, parked, rejected, duplicate,
  file_problems as "fileProblems"`;

/** Records a file by its digest; undefined when the same file was imported before. */
export async function insertImport(
  db: Queryable,
  file: {
    id: string;
    fileName: string;
    fileDate: LocalDate | null;
    digest: string;
    source: JompayImportSource;
    uploadedBy: string | null;
    at: Date;
    fileProblems: readonly CatalogKey[];
  },
): Promise<boolean> {
  const [row] = await db.query(
    `insert into jompay_imports (id, file_name, file_date, digest, source, uploaded_by, imported_at, file_problems)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (digest) do nothing returning id`,
    [
      file.id,
      file.fileName,
      file.fileDate,
      file.digest,
      file.source,
      file.uploadedBy,
      file.at,
      JSON.stringify(file.fileProblems),
    ],
  );
  return row !== undefined;
}

export async function findImport(db: Queryable, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.query<ImportRow>(`select ${IMPORT_COLUMNS} from jompay_imports where id = $1`, [id]);
  return row;
}

export async function findImportByDigest(db: Queryable, digest: string): Promise<ImportRow | undefined> {
  const [row] = await db.query<ImportRow>(`select ${IMPORT_COLUMNS} from jompay_imports where digest = $1`, [
    digest,
  ]);
  return row;
}

export function latestImports(db: Queryable, limit: number): Promise<ImportRow[]> {
  return db.query<ImportRow>(
    `select ${IMPORT_COLUMNS} from jompay_imports order by imported_at desc, id limit $1`,
    [limit],
  );
}

/** Moves one line's count on the import: from one status to another (or only into one). */
export async function countLine(
  db: Queryable,
  importId: string,
  into: 'posted' | 'parked' | 'rejected' | 'duplicate' | null,
  from: 'parked' | null = null,
): Promise<void> {
  const sets = [...(into ? [`${into} = ${into} + 1`] : []), ...(from ? [`${from} = ${from} - 1`] : [])];
  if (sets.length > 0)
    await db.query(`update jompay_imports set ${sets.join(', ')} where id = $1`, [importId]);
}

export interface LineRow {
  readonly id: string;
  readonly importId: string;
  readonly lineNo: number;
  readonly text: string;
  readonly ref1: string | null;
  readonly amountSen: Sen | null;
  readonly paidOn: LocalDate | null;
  readonly bankReference: string | null;
  readonly status: JompayLineStatus;
  readonly reasons: CatalogKey[];
  readonly accountId: string | null;
  readonly agreementNo: string | null;
  readonly paymentId: string | null;
  readonly remark: string | null;
  readonly returnReference: string | null;
  readonly returnStatus: JompayReturnStatus | null;
  readonly returnBankReference: string | null;
  readonly returnFailureReason: (typeof JOMPAY_RETURN_FAILURES)[number] | null;
}

const LINE_COLUMNS = `id, import_id as "importId", line_no as "lineNo", text, ref1, amount_sen as "amountSen",
  paid_on::text as "paidOn", bank_reference as "bankReference", status, reasons, account_id as "accountId",
  agreement_no as "agreementNo", payment_id as "paymentId", remark, return_reference as "returnReference",
  return_status as "returnStatus", return_bank_reference as "returnBankReference",
  return_failure_reason as "returnFailureReason"`;

export interface NewLine {
  readonly id: string;
  readonly importId: string;
  readonly lineNo: number;
  readonly text: string;
  readonly ref1: string | null;
  readonly amountSen: Sen | null;
  readonly paidOn: LocalDate | null;
  readonly bankReference: string | null;
  readonly status: Exclude<JompayLineStatus, 'returned'>;
  readonly reasons: readonly CatalogKey[];
  readonly accountId: string | null;
  readonly agreementNo: string | null;
  readonly paymentId: string | null;
}

export async function insertLine(db: Queryable, line: NewLine): Promise<void> {
  await db.query(
    `insert into jompay_lines (id, import_id, line_no, text, ref1, amount_sen, paid_on, bank_reference, status, reasons,
       account_id, agreement_no, payment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      line.id,
      line.importId,
      line.lineNo,
      line.text,
      line.ref1,
      line.amountSen,
      line.paidOn,
      line.bankReference,
      line.status,
      JSON.stringify(line.reasons),
      line.accountId,
      line.agreementNo,
      line.paymentId,
    ],
  );
}

/** The line that holds a bank reference (posted, parked or returned), if one does. */
export async function lineHoldingReference(
  db: Queryable,
  bankReference: string,
): Promise<LineRow | undefined> {
  const [row] = await db.query<LineRow>(
    `select ${LINE_COLUMNS} from jompay_lines
     where bank_reference = $1 and status in ('posted', 'parked', 'returned')`,
    [bankReference],
  );
  return row;
}

export async function findLine(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LineRow | undefined> {
  const [row] = await db.query<LineRow>(
    `select ${LINE_COLUMNS} from jompay_lines where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

export function linesOfImport(db: Queryable, importId: string): Promise<LineRow[]> {
  return db.query<LineRow>(`select ${LINE_COLUMNS} from jompay_lines where import_id = $1 order by line_no`, [
    importId,
  ]);
}

export function parkedLines(db: Queryable): Promise<LineRow[]> {
  return db.query<LineRow>(
    `select ${LINE_COLUMNS} from jompay_lines
     where status = 'parked'
     order by (select imported_at from jompay_imports where jompay_imports.id = import_id), line_no`,
  );
}

/** The lines returned to their payers, the latest returned first: the page's last `limit`. */
export function returnedLines(db: Queryable, limit: number): Promise<LineRow[]> {
  return db.query<LineRow>(
    `select ${LINE_COLUMNS} from jompay_lines where status = 'returned' order by settled_at desc, id limit $1`,
    [limit],
  );
}

/** Settles a parked line: posted to an account, or returned to the payer. */
export async function settleLine(
  db: Queryable,
  id: string,
  settlement: {
    status: 'posted' | 'returned';
    accountId: string | null;
    agreementNo: string | null;
    paymentId: string | null;
    remark: string;
    by: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `update jompay_lines set status = $2, account_id = $3, agreement_no = $4, payment_id = $5, remark = $6,
       settled_by = $7, settled_at = $8
     where id = $1 and status = 'parked'`,
    [
      id,
      settlement.status,
      settlement.accountId,
      settlement.agreementNo,
      settlement.paymentId,
      settlement.remark,
      settlement.by,
      settlement.at,
    ],
  );
}

// --- Returns paid back to the payer (decision 048) -------------------------------------------------------------------

/** Names the payout that returns a line just marked returned: pending until the job instructs it. */
export async function startReturn(db: Queryable, id: string, reference: string): Promise<void> {
  await db.query(
    `update jompay_lines set return_reference = $2, return_status = 'pending'
     where id = $1 and status = 'returned' and return_reference is null`,
    [id, reference],
  );
}

export async function findLineByReturnReference(
  db: Queryable,
  reference: string,
  options: { lock?: boolean } = {},
): Promise<LineRow | undefined> {
  const [row] = await db.query<LineRow>(
    `select ${LINE_COLUMNS} from jompay_lines where return_reference = $1${options.lock ? ' for update' : ''}`,
    [reference],
  );
  return row;
}

/** The provider took the return's instruction. */
export async function markReturnInstructed(db: Queryable, id: string, payoutId: string): Promise<void> {
  await db.query(
    `update jompay_lines set return_status = 'instructed', return_payout_id = $2
     where id = $1 and return_status = 'pending'`,
    [id, payoutId],
  );
}

/** The return's result, once: a line already paid or failed keeps its first result. */
export async function settleReturn(
  db: Queryable,
  id: string,
  result: {
    status: 'paid' | 'failed';
    bankReference: string | null;
    failureReason: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db.query(
    `update jompay_lines set return_status = $2, return_bank_reference = $3, return_failure_reason = $4,
       return_settled_at = $5
     where id = $1 and return_status in ('pending', 'instructed') returning id`,
    [id, result.status, result.bankReference, result.failureReason, result.at],
  );
  return rows.length === 1;
}

// --- The daily job's runs -----------------------------------------------------------------------------------------

/** Records the run of a file date; false when it was recorded before (queued or done). */
export async function insertRun(db: Queryable, fileDate: LocalDate): Promise<boolean> {
  const [row] = await db.query(
    'insert into jompay_import_runs (file_date) values ($1) on conflict (file_date) do nothing returning 1',
    [fileDate],
  );
  return row !== undefined;
}

export async function findRun(
  db: Queryable,
  fileDate: LocalDate,
  options: { lock?: boolean } = {},
): Promise<{ status: 'scheduled' | 'done'; importId: string | null } | undefined> {
  const [row] = await db.query<{ status: 'scheduled' | 'done'; importId: string | null }>(
    `select status, import_id as "importId" from jompay_import_runs where file_date = $1${options.lock ? ' for update' : ''}`,
    [fileDate],
  );
  return row;
}

export async function finishRun(
  db: Queryable,
  fileDate: LocalDate,
  importId: string,
  at: Date,
): Promise<void> {
  await db.query(
    `update jompay_import_runs set status = 'done', import_id = $2, finished_at = $3 where file_date = $1`,
    [fileDate, importId, at],
  );
}

export async function runsNotDoneBefore(db: Queryable, fileDate: LocalDate): Promise<LocalDate[]> {
  const rows = await db.query<{ fileDate: LocalDate }>(
    `select file_date::text as "fileDate" from jompay_import_runs
     where status = 'scheduled' and file_date < $1 order by file_date`,
    [fileDate],
  );
  return rows.map((row) => row.fileDate);
}
