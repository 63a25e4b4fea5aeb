/**
 * A failed statement, as the rest of the server sees it: the SQLSTATE code, the constraint and table it names, and
 * the statement's name. The driver's own error is not kept, not even as the cause: its parameters, the row it
 * refused ('Failing row contains ...') and its message ('invalid input syntax ... "0123000001"') quote the values
 * of the statement, which are phone numbers, addresses, NRICs, bank accounts and salaries.
 */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  /** The SQLSTATE, e.g. '23505' for a unique violation: callers that expect a conflict test it. */
  readonly code: string;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  /** 'insert into users', 'select from sessions': what was run, without a value. */
  readonly statement: string;

  constructor(fields: {
    code: string;
    constraint?: string;
    table?: string;
    statement: string;
    ourMessage?: string;
  }) {
    const constraint = fields.constraint ? ` (${fields.constraint})` : '';
    const message = fields.ourMessage ? `: ${fields.ourMessage}` : '';
    super(`database error ${fields.code}${constraint} in ${fields.statement}${message}`);
    this.code = fields.code;
    this.constraint = fields.constraint;
    this.table = fields.table;
    this.statement = fields.statement;
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * raise_exception: a message our own migrations' functions raise ('audit_events is append-only'), written in our SQL
 * and quoting no value, so it is kept.
 */
const RAISED_BY_OUR_SQL = 'P0001';

interface DriverError {
  readonly code: string;
  readonly severity: string;
  readonly constraint?: unknown;
  readonly table?: unknown;
  /** The statement, where the driver keeps it (PGlite does, with its parameters). */
  readonly query?: unknown;
}

/** An error the PostgreSQL server (or PGlite) reported, as both drivers shape it: a SQLSTATE and a severity. */
export function isDriverError(error: unknown): error is DriverError {
  if (typeof error !== 'object' || error === null || error instanceof DatabaseError) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** The driver's error as a DatabaseError when it comes from the server; anything else as it is. */
export function asDatabaseError(error: unknown, sql: string): unknown {
  if (!isDriverError(error)) return error;
  const { code, constraint, table } = error;
  const message = (error as { message?: unknown }).message;
  return new DatabaseError({
    code,
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(typeof table === 'string' ? { table } : {}),
    statement: statementName(sql),
    ...(code === RAISED_BY_OUR_SQL && typeof message === 'string' ? { ourMessage: message } : {}),
  });
}

/** The statement's verb and first table: enough to find it in the code, with nothing of its values. */
export function statementName(sql: string): string {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const patterns: readonly [RegExp, string][] = [
    [/^insert into ("?[\w.]+"?)/, 'insert into'],
    [/^update ("?[\w.]+"?)/, 'update'],
    [/^delete from ("?[\w.]+"?)/, 'delete from'],
    [/^(?:select|with)\b.*?\bfrom ("?[\w.]+"?)/, 'select from'],
  ];
  for (const [pattern, verb] of patterns) {
    const table = pattern.exec(text)?.[1];
    if (table) return `${verb} ${table.replaceAll('"', '')}`;
  }
  return /^[a-z]+/.exec(text)?.[0] ?? 'statement';
}
