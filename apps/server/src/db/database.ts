/**
 * The one way the server talks to PostgreSQL, whether embedded (PGlite) or a server (node-postgres). Repositories
 * write plain SQL with $1 parameters against `Queryable`; services open transactions with `transaction`.
 */
/** How a statement is sent. */
export interface QueryOptions {
  /**
   * A name under which PostgreSQL keeps the statement parsed, and after a few runs planned, on each connection, so
   * that it is neither sent nor parsed again: for the hottest reads only, each name for one text (decision 065).
   * PGlite, one process in memory, ignores it.
   */
  readonly prepared?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
}

/** A statement to send in a batch (`Database.batch`): its text, parameters and prepared name, as `query` takes them. */
export interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly prepared?: string;
}

/** What became of one statement of a batch: its rows, its error, or skipped after an earlier one failed. */
export type StatementOutcome =
  | { readonly rows: Record<string, unknown>[] }
  | { readonly error: unknown }
  | { readonly skipped: true };

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs the statements in order, in one round trip to PostgreSQL (one Sync, decision 071), and answers what became of
   * each: a statement's error is its outcome (the later ones are skipped), so that a caller reads the earlier ones'
   * rows whatever the later ones did. PGlite, one process in memory, runs them in turn with the same outcomes.
   */
  batch(statements: readonly Statement[]): Promise<StatementOutcome[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Both engines parse values the same way: bigint columns (counts, bigserial ids) as numbers, refusing any
 * beyond 2^53; dates as 'YYYY-MM-DD' strings (calendar dates have no time zone); timestamps as Date.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;

export function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`bigint ${value} does not fit a safe integer`);
  return parsed;
}

export function parseDate(value: string): string {
  return value;
}
