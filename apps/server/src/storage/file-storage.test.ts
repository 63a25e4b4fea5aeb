import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DiskFileStorage } from './file-storage.ts';

describe('DiskFileStorage', () => {
  it('reads whole objects and byte ranges, and knows their size', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
    await writeFile(path.join(root, 'a.txt'), '0123456789');
    const storage = new DiskFileStorage(root);
    expect(await storage.size('a.txt')).toBe(10);
    expect(await storage.size('missing.txt')).toBeUndefined();
    expect(await text(storage.read('a.txt'))).toBe('0123456789');
    expect(await text(storage.read('a.txt', { start: 2, end: 4 }))).toBe('234');
  });

  it('refuses keys that climb out of its folder', async () => {
    const storage = new DiskFileStorage(await mkdtemp(path.join(tmpdir(), 'storage-')));
    await expect(storage.size('../etc/passwd')).rejects.toThrow(/escapes its root/);
    expect(() => storage.read('../../secret')).toThrow(/escapes its root/);
  });
});
