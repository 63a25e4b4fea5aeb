import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneArchives } from './test-database.ts';

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
