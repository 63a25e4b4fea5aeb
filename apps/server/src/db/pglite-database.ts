import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DATE_OID, type Database, INT8_OID, parseDate, parseInt8, type Queryable } from './database.ts';
import { asDatabaseError } from './database-error.ts';

/** PGlite's database, which can also write its whole data folder out as one archive. */
export type PgliteDatabase = Database & {
  /** The data folder as a tar archive, which `openPgliteDatabase` opens again through `fromArchive`. */
  archive(): Promise<Blob>;
};

/**
 * Embedded PostgreSQL in a data folder, or in memory when no folder is given (tests). `fromArchive` starts the
 * database from an archive `archive()` wrote instead of making an empty one.
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: { readonly fromArchive?: Blob } = {},
): Promise<PgliteDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate },
    ...(options.fromArchive ? { loadDataDir: options.fromArchive } : {}),
  });
  const on = (target: PGlite | Transaction): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await target.query<Row>(sql, params as unknown[])).rows;
      } catch (error) {
        throw asDatabaseError(error, sql);
      }
    },
    // A script takes no parameters and is ours (a migration): its error is left whole, to say why it failed.
    async execScript(sql: string) {
      await target.exec(sql);
    },
  });
  const queryable = on(db);
  return {
    engine: 'pglite',
    ...queryable,
    // One process in memory: nothing to save by sending them together; the outcomes are a batch's.
    async batch(statements) {
      const outcomes: Awaited<ReturnType<Database['batch']>> = [];
      for (const { sql, params } of statements) {
        if (outcomes.some((outcome) => !('rows' in outcome))) {
          outcomes.push({ skipped: true });
          continue;
        }
        try {
          outcomes.push({ rows: await queryable.query(sql, params) });
        } catch (error) {
          outcomes.push({ error });
        }
      }
      return outcomes;
    },
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close(),
    archive: () => db.dumpDataDir('none'),
  };
}
