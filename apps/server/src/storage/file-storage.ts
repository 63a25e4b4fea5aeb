import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where files live: a folder on disk here; an S3-compatible bucket implements the same interface. */
export interface FileStorage {
  /** Size in bytes, or undefined when no object has that key. */
  size(key: string): Promise<number | undefined>;
  /** The bytes from `start` to `end` inclusive, or the whole object. */
  read(key: string, range?: { start: number; end: number }): Readable;
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

  /** Keys are relative paths; one that climbs out of the root is refused rather than resolved. */
  #pathOf(key: string): string {
    const resolved = path.resolve(this.#root, key);
    if (!resolved.startsWith(this.#root + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
    return resolved;
  }
}
