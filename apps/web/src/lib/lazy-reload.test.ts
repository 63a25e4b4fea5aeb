import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, importWithReload } from './lazy-reload.ts';

function environment(flag?: string) {
  const data = new Map<string, string>(flag ? [[CHUNK_RELOAD_FLAG, flag]] : []);
  return {
    data,
    reload: vi.fn(),
    storage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
  };
}

const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(resolve, 20, 'pending')),
  ]);

describe('importWithReload', () => {
  it('returns the module and clears an earlier reload flag', async () => {
    const env = environment('1');
    await expect(importWithReload(async () => 'module', env)).resolves.toBe('module');
    expect(env.data.has(CHUNK_RELOAD_FLAG)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when an import fails, and waits for the reload', async () => {
    const env = environment();
    const loading = importWithReload(() => Promise.reject(new TypeError('Failed to fetch module')), env);
    expect(await settled(loading)).toBe('pending');
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.data.has(CHUNK_RELOAD_FLAG)).toBe(true);
  });

  it('gives up after the reload: a second failure reaches the error page', async () => {
    const env = environment('1');
    await expect(importWithReload(() => Promise.reject(new TypeError('still failing')), env)).rejects.toThrow(
      'still failing',
    );
    expect(env.reload).not.toHaveBeenCalled();
  });
});
