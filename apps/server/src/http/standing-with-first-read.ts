import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Database, Queryable, QueryOptions, Statement } from '../db/database.ts';
import type { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A customer's read whose session standing travels with its first statement, in one round trip (decision 071):
     * the guard checks the token and leaves the standing to `request.standingFirst`, which the route reads through. Only calls that change nothing
     * (GET) take it; anything the route answers waits for the standing, and a closed session is refused still.
     */
    standingWithFirstRead?: boolean;
  }
  interface FastifyRequest {
    /** The database as a call with `standingWithFirstRead` reads it, the session's standing first. */
    standingFirst?: StandingFirstReads;
  }
}

/** The customer session's standing as a statement, and what its rows mean: handed by the accounts module. */
export interface StandingStatement {
  readonly statement: Statement;
  /** 'open' when the rows admit the call; else its refusal (the session closed, or its password temporary). */
  admits(rows: readonly Record<string, unknown>[]): 'open' | AppError;
}

export type Settled = { readonly refusal?: AppError; readonly error?: unknown };

/**
 * A `Queryable` whose first statement is sent with the session's standing in one batch (one round trip on
 * PostgreSQL); its rows are handed over only once the standing admits the call, else the refusal is thrown. Later
 * statements go on their own, after the standing is known. What is answered without reading anything (a 400 for
 * its parameters, a 404 found in memory) waits for the standing in `settle`, run by the reply's `onSend`.
 */
export class StandingFirstReads implements Queryable {
  readonly #db: Pick<Database, 'batch' | 'query' | 'execScript'>;
  readonly #standing: StandingStatement;
  #settled: Promise<Settled> | undefined;
  /** What `#settled` came to, once it has. */
  #known: Settled | undefined;

  constructor(db: Pick<Database, 'batch' | 'query' | 'execScript'>, standing: StandingStatement) {
    this.#db = db;
    this.#standing = standing;
  }

  async query<Row = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Row[]> {
    if (this.#settled) {
      await this.#admitted();
      return this.#db.query<Row>(sql, params, options);
    }
    const outcomes = this.#db.batch([
      this.#standing.statement,
      { sql, params, ...(options.prepared ? { prepared: options.prepared } : {}) },
    ]);
    this.#settled = outcomes.then(
      ([standing]) => this.#admits(standing ?? { skipped: true }),
      (error: unknown) => this.#remember({ error }),
    );
    await this.#admitted();
    const [, read] = await outcomes;
    if (read && 'rows' in read) return read.rows as Row[];
    throw read && 'error' in read ? read.error : new Error('the read was not run');
  }

  async execScript(sql: string): Promise<void> {
    await this.#admitted();
    await this.#db.execScript(sql);
  }

  /** The refusal the call must answer, if any: the standing read alone when nothing was read with it. */
  async settle(): Promise<AppError | undefined> {
    this.#settled ??= this.#db
      .query(this.#standing.statement.sql, this.#standing.statement.params, {
        ...(this.#standing.statement.prepared ? { prepared: this.#standing.statement.prepared } : {}),
      })
      .then(
        (rows) => this.#admits({ rows }),
        (error: unknown) => this.#remember({ error }),
      );
    const settled = await this.#settled;
    if ('error' in settled) throw settled.error;
    return settled.refusal;
  }

  /**
   * The standing's outcome when it is already known (the route's read awaited it), else undefined: the reply's hook
   * then answers at once, without a promise and its turn of the microtask queue.
   */
  get known(): Settled | undefined {
    return this.#known;
  }

  async #admitted(): Promise<void> {
    const refusal = await this.settle();
    if (refusal) throw refusal;
  }

  #admits(outcome: { rows: Record<string, unknown>[] } | { error: unknown } | { skipped: true }): Settled {
    if ('error' in outcome) return this.#remember({ error: outcome.error });
    if (!('rows' in outcome))
      return this.#remember({ error: new Error("the session's standing was not read") });
    const admitted = this.#standing.admits(outcome.rows);
    return this.#remember(admitted === 'open' ? {} : { refusal: admitted });
  }

  #remember(settled: Settled): Settled {
    this.#known = settled;
    return settled;
  }
}

/**
 * The reply of a call whose standing was left to its reads waits for that standing and answers its refusal instead
 * (once: the refusal's own reply passes). Registered once for the whole server.
 *
 * A standing already known (the route's read waited for it, as a read that answers does) is answered at once: the
 * reply is then written before the handler's promise settles, and Fastify does not watch the response until it ends.
 */
export const settleStandingBeforeAnswer: onSendHookHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload,
  done,
) => {
  const reads = request.standingFirst;
  // Every other reply passes at once, without a promise of its own.
  if (!reads) {
    done(null, payload);
    return;
  }
  const answer = (settled: Settled) => {
    if ('error' in settled)
      done(settled.error instanceof Error ? settled.error : new Error(String(settled.error)));
    else if (settled.refusal && reply.statusCode !== settled.refusal.statusCode) done(settled.refusal);
    else done(null, payload);
  };
  if (reads.known) {
    answer(reads.known);
    return;
  }
  reads.settle().then(
    (refusal) => answer(refusal ? { refusal } : {}),
    (error: unknown) => answer({ error }),
  );
};

/** The route configuration of a customer's read that sends the session's standing with its first statement. */
export const STANDING_WITH_FIRST_READ = { standingWithFirstRead: true } as const;

/** Refuses at registration a route that would take `standingWithFirstRead` and could change something. */
export const onlyReadsTakeStandingWithFirstRead = (route: {
  method: string | string[];
  url: string;
  config?: { standingWithFirstRead?: boolean };
}): void => {
  if (!route.config?.standingWithFirstRead) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD'))
    throw new Error(`${route.url}: only a GET may leave the session's standing to its first read`);
};
