import pg from 'pg';
import { DATE_OID, type Database, INT8_OID, parseDate, parseInt8, type Queryable } from './database.ts';

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
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async execScript(sql: string) {
      // Without parameters node-postgres uses the simple query protocol, which runs several statements.
      await target.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
