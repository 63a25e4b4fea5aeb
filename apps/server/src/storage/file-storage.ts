import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where files live: a folder on disk here; an S3-compatible bucket implements the same interface. */
export interface FileStorage {
  /** Size in bytes, or undefined when no object has that key. */
  size(key: string): Promise<number | undefined>;
  /** The bytes from `start` to `end` inclusive, or the whole object. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Stores the object whole, or not at all: a reader never sees half a file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the object; removing one that is not there is not an error (a retried clean-up stays quiet). */
  delete(key: string): Promise<void>;
}

/** Storage keys are relative paths of plain segments: what both a folder and a bucket accept without escaping. */
const KEY_PATTERN = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`storage key escapes its root: ${key}`);
}

export class DiskFileStorage implements FileStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.#pathOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.#pathOf(key), range);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    assertStorageKey(key);
    const target = this.#pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target then renamed: a rename within a folder is atomic, so a crash leaves no half file.
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(this.#pathOf(key), { force: true });
  }

  /** Keys are relative paths; one that climbs out of the root is refused rather than resolved. */
  #pathOf(key: string): string {
    const resolved = path.resolve(this.#root, key);
    if (!resolved.startsWith(this.#root + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
    return resolved;
  }
}
