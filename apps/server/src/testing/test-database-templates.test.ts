import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneTemplates } from './test-database.ts';

/**
 * The migrated templates of earlier sets of migrations are pruned when a new set's is made (decision 083). PostgreSQL's
 * own: only the server-postgres project runs this file (POSTGRES_ONLY in the root vitest.config.ts).
 */
describe('the PostgreSQL templates of earlier sets', () => {
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
