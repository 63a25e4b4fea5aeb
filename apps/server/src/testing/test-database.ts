import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

/**
 * Each test file gets a database of its own, migrated from scratch: an in-memory PGlite, or, when
 * TEST_DB_ENGINE=postgres, a fresh database on the server of TEST_DATABASE_URL (dropped afterwards), its name
 * beginning with TEST_DATABASE_PREFIX (`sinar_test_`) on a server shared with other work.
 */
export async function openTestDatabase(): Promise<Database & { engineName: string }> {
  if (process.env.TEST_DB_ENGINE === 'postgres') return openFreshPostgresDatabase();
  const db = await openPgliteDatabase();
  await migrate(db);
  return Object.assign(db, { engineName: 'pglite' });
}

async function openFreshPostgresDatabase(): Promise<Database & { engineName: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'sinar_test_';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error('TEST_DATABASE_PREFIX takes lower-case letters, digits and underscores');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), { maxConnections: 4 });
  await migrate(db);
  const closePool = db.close;
  return Object.assign(db, {
    engineName: 'postgres',
    async close() {
      await closePool();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  });
}
