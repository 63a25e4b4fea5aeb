import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { migrate, readMigrations } from './migrate.ts';

describe('migrate', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('has applied every migration once, in order', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions[0]).toBe('0001_jobs_and_messages');
    const applied = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(applied.map((row) => row.version)).toEqual(versions);
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back whole and stops there', async () => {
    const bad = [
      { version: '9001_half_good', sql: 'create table half_good (id int); insert into nowhere values (1);' },
      { version: '9002_after', sql: 'create table after_bad (id int);' },
    ];
    await expect(migrate(db, bad)).rejects.toThrow(/nowhere/);
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name in ('half_good', 'after_bad')`,
    );
    expect(tables).toEqual([]);
    expect(await db.query(`select 1 from schema_migrations where version like '900%'`)).toEqual([]);
  });

  it('parses bigint as a number and dates as calendar strings on every engine', async () => {
    const [row] = await db.query<{ n: number; d: string; at: Date }>(
      `select 9007199254740991::int8 as n, '2028-02-29'::date as d, '2026-01-01T00:00:00Z'::timestamptz as at`,
    );
    expect(row).toEqual({ n: 9_007_199_254_740_991, d: '2028-02-29', at: new Date('2026-01-01T00:00:00Z') });
    await expect(db.query(`select 9007199254740993::int8 as n`)).rejects.toThrow(/safe integer/);
  });
});
