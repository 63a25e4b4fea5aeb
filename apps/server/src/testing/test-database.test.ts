import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneArchives, pruneTemplates } from './test-database.ts';

/** The migrated copies of earlier sets of migrations are pruned when a new set's is made (decision 083). */
describe("the PGlite archives of earlier migrations' sets", () => {
  let folder: string;
  const now = Date.parse('2026-11-27T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60 * 1000);

  async function file(name: string, modified: Date): Promise<void> {
    await writeFile(path.join(folder, name), 'archive');
    await utimes(path.join(folder, name), modified, modified);
  }

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sinar-prune-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps the current one and the two used most recently, and removes the older ones', async () => {
    await file('sinar-test-pglite-aaaaaaaaaaaaaaaa.tar', hoursAgo(0));
    await file('sinar-test-pglite-bbbbbbbbbbbbbbbb.tar', hoursAgo(1));
    await file('sinar-test-pglite-cccccccccccccccc.tar', hoursAgo(30));
    await file('sinar-test-pglite-dddddddddddddddd.tar', hoursAgo(2));
    await file('sinar-test-pglite-eeeeeeeeeeeeeeee.tar', hoursAgo(50));
    await file('notes.tar', hoursAgo(500));

    const removed = await pruneArchives(folder, 'sinar-test-pglite-cccccccccccccccc.tar', now);

    expect(removed).toEqual([
      'sinar-test-pglite-dddddddddddddddd.tar',
      'sinar-test-pglite-eeeeeeeeeeeeeeee.tar',
    ]);
    expect((await readdir(folder)).sort()).toEqual([
      'notes.tar',
      'sinar-test-pglite-aaaaaaaaaaaaaaaa.tar',
      'sinar-test-pglite-bbbbbbbbbbbbbbbb.tar',
      'sinar-test-pglite-cccccccccccccccc.tar',
    ]);
  });

  it('removes a partial archive a stopped worker left an hour ago, not one being written', async () => {
    await file('sinar-test-pglite-aaaaaaaaaaaaaaaa.tar', hoursAgo(0));
    await file('sinar-test-pglite-bbbbbbbbbbbbbbbb.tar.4242-0a1b2c3d', hoursAgo(1));
    await file('sinar-test-pglite-cccccccccccccccc.tar.4243-0a1b2c3e', hoursAgo(0.1));

    const removed = await pruneArchives(folder, 'sinar-test-pglite-aaaaaaaaaaaaaaaa.tar', now);

    expect(removed).toEqual(['sinar-test-pglite-bbbbbbbbbbbbbbbb.tar.4242-0a1b2c3d']);
    expect((await readdir(folder)).sort()).toEqual([
      'sinar-test-pglite-aaaaaaaaaaaaaaaa.tar',
      'sinar-test-pglite-cccccccccccccccc.tar.4243-0a1b2c3e',
    ]);
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the PostgreSQL templates of earlier sets', () => {
  // A prefix of this test's own, so that the suite's real templates are not among those pruned.
  const prefix = `sinar_prune_${randomBytes(4).toString('hex')}_`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const ours = async () =>
    (
      await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1) order by datname',
        [prefix],
      )
    ).rows.map((row) => row.datname);

  afterAll(async () => {
    for (const name of await ours()) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps the current one and the two made last, drops the older ones, and leaves one a session is connected to', async () => {
    await admin.connect();
    const made = [
      '1111111111111111',
      '2222222222222222',
      '3333333333333333',
      '4444444444444444',
      '5555555555555555',
    ];
    for (const key of made) await admin.query(`create database ${prefix}template_${key}`);
    const current = `${prefix}template_1111111111111111`;
    // The second oldest has a session connected to it, as one being migrated or read by hand has.
    const copying = new pg.Client({
      connectionString: Object.assign(new URL(process.env.TEST_DATABASE_URL ?? ''), {
        pathname: `/${prefix}template_2222222222222222`,
      }).toString(),
    });
    await copying.connect();
    try {
      const dropped = await pruneTemplates(admin, prefix, current);
      expect(dropped).toEqual([`${prefix}template_3333333333333333`]);
    } finally {
      await copying.end();
    }
    expect(await ours()).toEqual([
      `${prefix}template_1111111111111111`,
      `${prefix}template_2222222222222222`,
      `${prefix}template_4444444444444444`,
      `${prefix}template_5555555555555555`,
    ]);
  });
});
