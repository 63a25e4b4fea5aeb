import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { fixedClock } from '../lib/clock.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { DiskFileStorage, type FileStorage } from './file-storage.ts';
import { JournaledFileStorage } from './journaled-file-storage.ts';

const HOUR = 3_600_000;
const bytes = Buffer.from('%PDF-1.4 a document');

/** A disk store whose deletes fail while `refusing` is set, as a bucket that is briefly unreachable would. */
class FlakyStorage extends DiskFileStorage implements FileStorage {
  refusing = false;
  override async delete(key: string): Promise<void> {
    if (this.refusing) throw new Error('store unreachable');
    await super.delete(key);
  }
}

describe('JournaledFileStorage', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  async function setUp() {
    const inner = new FlakyStorage(await mkdtemp(path.join(tmpdir(), 'journal-')));
    const clock = fixedClock('2026-11-23T02:00:00Z');
    await db.query('delete from stored_object_journal');
    return { inner, clock, storage: new JournaledFileStorage(inner, { db, clock }) };
  }

  it('removes an upload that no row took up, once it had time to commit, and keeps the one a row took', async () => {
    const { inner, clock, storage } = await setUp();
    await storage.put('applications/a/kept', bytes, 'application/pdf');
    await storage.put('applications/a/abandoned', bytes, 'application/pdf');
    const referenced = new Set(['applications/a/kept']);
    const isReferenced = async (key: string) => referenced.has(key);

    // Too early: an upload still being committed is left alone.
    expect(await storage.sweep({ isReferenced, settleMs: HOUR })).toBe(0);
    expect(await inner.size('applications/a/abandoned')).toBe(bytes.length);

    clock.set('2026-11-23T03:00:01Z');
    expect(await storage.sweep({ isReferenced, settleMs: HOUR })).toBe(1);
    expect(await inner.size('applications/a/abandoned')).toBeUndefined();
    expect(await inner.size('applications/a/kept')).toBe(bytes.length);
    expect(await db.query('select storage_key from stored_object_journal')).toEqual([]);
  });

  it('notes a failed delete, still fails it for the caller, and finishes it on a later sweep', async () => {
    const { inner, clock, storage } = await setUp();
    await storage.put('ekyc/s/front', bytes, 'image/png');
    inner.refusing = true;
    await expect(storage.delete('ekyc/s/front')).rejects.toThrow('store unreachable');
    clock.set('2026-11-23T04:00:00Z');
    const isReferenced = async () => false;

    // The store still refuses: the object stays noted, with the attempt counted.
    expect(await storage.sweep({ isReferenced, settleMs: HOUR })).toBe(0);
    expect(
      await db.query<{ reason: string; attempts: number; lastError: string }>(
        `select reason, attempts, last_error as "lastError" from stored_object_journal`,
      ),
    ).toEqual([{ reason: 'delete', attempts: 1, lastError: 'store unreachable' }]);

    inner.refusing = false;
    expect(await storage.sweep({ isReferenced, settleMs: HOUR })).toBe(1);
    expect(await inner.size('ekyc/s/front')).toBeUndefined();
    expect(await db.query('select storage_key from stored_object_journal')).toEqual([]);
  });
});
