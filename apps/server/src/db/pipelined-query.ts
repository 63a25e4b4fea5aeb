import { createRequire } from 'node:module';
import pg from 'pg';
import type { Statement, StatementOutcome } from './database.ts';

/** node-postgres's own conversion of a parameter to its text (dates, arrays, buffers, JSON), as its queries use. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): string | Buffer | null;
};

/** What node-postgres's connection does with the messages this query writes (its own `Query` calls the same). */
interface Connection {
  readonly stream: { cork?(): void; uncork?(): void };
  /** The named statements parsed on this connection, and those whose Parse is sent and not yet answered. */
  readonly parsedStatements: Record<string, string>;
  readonly submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string }): void;
  bind(message: { portal: string; statement: string; values: (string | Buffer | null)[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
  on(event: 'parseComplete', listener: () => void): void;
  off(event: 'parseComplete', listener: () => void): void;
}

interface Field {
  readonly name: string;
  readonly dataTypeID: number;
  readonly format?: 'text' | 'binary';
}

export interface TypeParsers {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown;
}

/**
 * Several statements in one round trip: each one's Parse (the first time a prepared one is sent on the connection),
 * Bind, Describe and Execute, then a single Sync, written to the socket at once; PostgreSQL answers them in order and
 * flushes its answers at the Sync. node-postgres sends any object with `submit` as a query (its own `Query` ends each
 * statement with a Sync, so two of them are two round trips).
 *
 * The statements before the Sync run in one implicit transaction: when one fails, PostgreSQL skips the rest, so a
 * statement's outcome is its rows, its error, or its being skipped. A failure of a statement is an outcome, not a
 * failure of the connection, which is kept; a connection's own failure rejects the whole.
 */
export class PipelinedQuery {
  /** Set by node-postgres's client: answered once, with the outcomes or the connection's failure. */
  callback?: (error: Error | null, outcomes?: StatementOutcome[]) => void;
  readonly #statements: readonly Statement[];
  readonly #types: TypeParsers;
  readonly #outcomes: StatementOutcome[] = [];
  /** The names of the prepared statements whose Parse was sent and not yet answered, in order. */
  readonly #parsing: { readonly name: string; readonly text: string }[] = [];
  #connection: Connection | undefined;
  #fields: readonly Field[] = [];
  #parsers: ((value: string) => unknown)[] = [];
  #rows: Record<string, unknown>[] = [];
  #conversionFailed: Error | undefined;
  #answered = false;

  constructor(statements: readonly Statement[], types: TypeParsers) {
    this.#statements = statements;
    this.#types = types;
  }

  readonly #onParseComplete = () => {
    const parsed = this.#parsing.shift();
    if (!parsed || !this.#connection) return;
    this.#connection.parsedStatements[parsed.name] = parsed.text;
    delete this.#connection.submittedNamedStatements[parsed.name];
  };

  submit(connection: Connection): Error | null {
    let values: (string | Buffer | null)[][];
    try {
      values = this.#statements.map((statement) => statement.params.map((value) => prepareValue(value)));
    } catch (error) {
      return error instanceof Error ? error : new Error('a parameter could not be sent');
    }
    for (const { sql, prepared } of this.#statements) {
      const known = prepared
        ? (connection.parsedStatements[prepared] ?? connection.submittedNamedStatements[prepared])
        : undefined;
      if (known !== undefined && known !== sql)
        return new Error(`the prepared statement ${prepared} was given another text`);
    }
    this.#connection = connection;
    connection.on('parseComplete', this.#onParseComplete);
    connection.stream.cork?.();
    try {
      this.#statements.forEach(({ sql, prepared }, index) => {
        const name = prepared ?? '';
        const parsed =
          prepared !== undefined &&
          (connection.parsedStatements[prepared] !== undefined ||
            connection.submittedNamedStatements[prepared] !== undefined);
        if (!parsed) {
          connection.parse({ text: sql, name });
          if (prepared) connection.submittedNamedStatements[prepared] = sql;
          this.#parsing.push({ name, text: sql });
        }
        connection.bind({ portal: '', statement: name, values: values[index] ?? [] });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: readonly Field[] }): void {
    this.#fields = message.fields;
    this.#parsers = message.fields.map((field) => this.#types.getTypeParser(field.dataTypeID, field.format));
    this.#rows = [];
  }

  handleDataRow(message: { fields: readonly (string | null)[] }): void {
    if (this.#conversionFailed) return;
    const row: Record<string, unknown> = {};
    try {
      this.#fields.forEach((field, index) => {
        const value = message.fields[index];
        row[field.name] = value === null || value === undefined ? null : this.#parsers[index]?.(value);
      });
    } catch (error) {
      this.#conversionFailed = error instanceof Error ? error : new Error('a value could not be read');
      return;
    }
    this.#rows.push(row);
  }

  handleCommandComplete(): void {
    this.#outcomes.push(this.#conversionFailed ? { error: this.#conversionFailed } : { rows: this.#rows });
    this.#conversionFailed = undefined;
    this.#fields = [];
    this.#rows = [];
  }

  /** A statement that is not a query (empty text) completes with no rows. */
  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  /** Never asked for: every Execute reads all rows. */
  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('a pipelined query copies nothing');
  }

  handleCopyData(): void {}

  /**
   * PostgreSQL's error ends the statement running and skips the rest (node-postgres then expects no ReadyForQuery
   * handling from this query); any other error is the connection's.
   */
  handleError(error: Error): void {
    this.#release();
    if (!(error instanceof pg.DatabaseError)) {
      this.#answer(error);
      return;
    }
    this.#outcomes.push({ error });
    while (this.#outcomes.length < this.#statements.length) this.#outcomes.push({ skipped: true });
    this.#answer(null);
  }

  handleReadyForQuery(): void {
    this.#release();
    this.#answer(null);
  }

  /** A Parse that was skipped after an error left no statement of that name on the connection. */
  #release(): void {
    const connection = this.#connection;
    if (!connection) return;
    connection.off('parseComplete', this.#onParseComplete);
    for (const { name } of this.#parsing.splice(0))
      if (name) delete connection.submittedNamedStatements[name];
  }

  #answer(error: Error | null): void {
    if (this.#answered) return;
    this.#answered = true;
    if (error) this.callback?.(error);
    else this.callback?.(null, this.#outcomes);
  }
}
