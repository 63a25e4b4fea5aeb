import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
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
    await expect(storage.put('../outside.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /escapes its root/,
    );
    await expect(storage.put('/etc/cron.d/x', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /escapes its root/,
    );
    await expect(storage.delete('a/../../b')).rejects.toThrow(/escapes its root/);
  });

  it('writes objects into folders it creates, leaves no temporary file, and deletes them', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'storage-'));
    const storage = new DiskFileStorage(root);
    await storage.put('applications/abc/file-1', Buffer.from('first'), 'application/pdf');
    await storage.put('applications/abc/file-1', Buffer.from('second'), 'application/pdf');
    expect(await text(storage.read('applications/abc/file-1'))).toBe('second');
    expect(await readdir(path.join(root, 'applications/abc'))).toEqual(['file-1']);
    await storage.delete('applications/abc/file-1');
    expect(await storage.size('applications/abc/file-1')).toBeUndefined();
    await expect(storage.delete('applications/abc/file-1')).resolves.toBeUndefined();
  });
});
