import pg from 'pg';
import {
  DATE_OID,
  type Database,
  INT8_OID,
  parseDate,
  parseInt8,
  type Queryable,
  type QueryOptions,
  type Statement,
  type StatementOutcome,
} from './database.ts';
import { asDatabaseError } from './database-error.ts';
import { PipelinedQuery } from './pipelined-query.ts';

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return parseInt8;
    if (oid === DATE_OID) return parseDate;
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openPostgresDatabase(
  url: string,
  options: { maxConnections?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types: typeParsers });
  // An idle connection the server drops (restart, fail-over) is replaced on the next query; without a
  // listener its error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const openConnections = trackOpenConnections(pool);
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const on = (target: pg.Pool | pg.PoolClient, inTurn: Turns = (run) => run()): Queryable => ({
    query<Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      return inTurn(async () => {
        try {
          const values = params as unknown[];
          const result = options.prepared
            ? await target.query({ name: options.prepared, text: sql, values })
            : await target.query(sql, values);
          return result.rows as Row[];
        } catch (error) {
          throw asDatabaseError(error, sql);
        }
      });
    },
    // A script takes no parameters and is ours (a migration): its error is left whole, to say why it failed.
    execScript(sql: string) {
      // Without parameters node-postgres uses the simple query protocol, which runs several statements.
      return inTurn(async () => {
        await target.query(sql);
      });
    },
  });
  return {
    engine: 'postgres',
    ...on(pool),
    async batch(statements) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const outcomes = await new Promise<StatementOutcome[]>((resolve, reject) => {
          const query = new PipelinedQuery(statements, typeParsers);
          query.callback = (error, answered) => (error ? reject(error) : resolve(answered ?? []));
          // node-postgres sends any object with `submit`; its types know its own connection class only.
          client.query(query as unknown as pg.Submittable);
        });
        return outcomes.map((outcome, index) => withDatabaseError(outcome, statements[index]));
      } catch (error) {
        // The connection's own failure: the pool replaces it.
        broken = error instanceof Error ? error : new Error('the batch failed');
        throw asDatabaseError(error, statements[0]?.sql ?? 'batch');
      } finally {
        client.release(broken);
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client, oneAtATime()));
        await client.query('commit').catch((error: unknown) => {
          throw asDatabaseError(error, 'commit');
        });
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await openConnections.allEnded();
    },
  };
}

/** A statement's error as the rest of the server sees errors: a DatabaseError, without the statement's values. */
function withDatabaseError(outcome: StatementOutcome, statement: Statement | undefined): StatementOutcome {
  return 'error' in outcome ? { error: asDatabaseError(outcome.error, statement?.sql ?? 'batch') } : outcome;
}

type Turns = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * A transaction's client runs one query at a time. Queries asked for together (a `Promise.all` inside a transaction)
 * wait their turn here, in the order asked, instead of in node-postgres's own queue, which it deprecates.
 */
export function oneAtATime(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * pool.end() resolves once every connection has been asked to end, not once they have; a caller that
 * drops the database right after would cut connections still saying goodbye.
 */
function trackOpenConnections(pool: pg.Pool) {
  const ending = new Map<pg.PoolClient, Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) =>
      client.once('end', () => {
        ending.delete(client);
        resolve();
      }),
    );
    ending.set(client, ended);
  });
  return { allEnded: () => Promise.all(ending.values()).then(() => undefined) };
}
