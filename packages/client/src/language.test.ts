import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.ts';
import { memoryStorage } from './test/memory-storage.ts';

const record = (stored: Record<string, string> = {}) => ({ storage: memoryStorage(stored), key: 'lang' });

describe('resolveLanguage', () => {
  it('takes the lang query parameter first', () => {
    expect(resolveLanguage('?lang=ms', record({ lang: 'en' }))).toBe('ms');
    expect(resolveLanguage('?x=1&lang=en', record({ lang: 'ms' }))).toBe('en');
  });

  it('then the stored choice, under the app key', () => {
    expect(resolveLanguage('', record({ lang: 'ms' }))).toBe('ms');
    expect(resolveLanguage('?lang=fr', record({ lang: 'ms' }))).toBe('ms');
    expect(
      resolveLanguage('', { storage: memoryStorage({ 'backoffice.lang': 'ms' }), key: 'backoffice.lang' }),
    ).toBe('ms');
  });

  it('then English', () => {
    expect(resolveLanguage('', record())).toBe('en');
    expect(resolveLanguage('?lang=', record({ lang: 'de' }))).toBe('en');
  });
});
