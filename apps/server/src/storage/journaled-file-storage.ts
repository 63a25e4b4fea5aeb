import type { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * File storage that never loses track of an object. A row and its object cannot be written in one transaction, so
 * every upload is noted before the object is written, and every failed delete is noted too. The sweep then removes
 * the noted objects that no row references, once the uploads had time to commit: nothing is left behind when a
 * process stops half-way or the store refuses a delete.
 */
export class JournaledFileStorage implements FileStorage {
  readonly #inner: FileStorage;
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(inner: FileStorage, deps: { db: Database; clock: Clock }) {
    this.#inner = inner;
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  size(key: string): Promise<number | undefined> {
    return this.#inner.size(key);
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return this.#inner.read(key, range);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.#note(key, 'upload');
    await this.#inner.put(key, bytes, contentType);
  }

  async delete(key: string): Promise<void> {
    try {
      await this.#inner.delete(key);
    } catch (error) {
      await this.#note(key, 'delete', error);
      throw error;
    }
  }

  /**
   * Removes the noted objects older than `settleMs` that no row references, and forgets the ones a row does. An
   * object whose delete fails again stays noted for the next sweep. Answers how many objects were removed.
   */
  async sweep(options: {
    isReferenced: (key: string) => Promise<boolean>;
    settleMs: number;
  }): Promise<number> {
    const before = new Date(this.#clock.now().getTime() - options.settleMs);
    const noted = await this.#db.query<{ key: string }>(
      `select storage_key as key from stored_object_journal where noted_at < $1 order by noted_at limit 500`,
      [before],
    );
    let removed = 0;
    for (const { key } of noted) {
      if (await options.isReferenced(key)) {
        await this.#forget(key);
        continue;
      }
      try {
        await this.#inner.delete(key);
        await this.#forget(key);
        removed += 1;
      } catch (error) {
        await this.#db.query(
          `update stored_object_journal set attempts = attempts + 1, last_error = $2 where storage_key = $1`,
          [key, describe(error)],
        );
      }
    }
    return removed;
  }

  async #note(key: string, reason: 'upload' | 'delete', error?: unknown): Promise<void> {
    await this.#db.query(
      `insert into stored_object_journal (storage_key, reason, noted_at, last_error) values ($1, $2, $3, $4)
       on conflict (storage_key) do update set reason = excluded.reason, noted_at = excluded.noted_at,
         last_error = excluded.last_error`,
      [key, reason, this.#clock.now(), error === undefined ? null : describe(error)],
    );
  }

  async #forget(key: string): Promise<void> {
    await this.#db.query('delete from stored_object_journal where storage_key = $1', [key]);
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
