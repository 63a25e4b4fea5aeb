import type { KeyValueStorage } from '@sinar/client/storage';
import { createI18n } from '@sinar/client/translator';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("the web app's i18n", () => {
  it('stores the resolved language, sets the document language and loads its catalog', async () => {
    const storage = memoryStorage({ lang: 'en' });
    const onLanguage = vi.fn();
    const instance = createI18n();
    await initI18n({ search: '?lang=ms', storage, onLanguage }, instance);

    expect(instance.language).toBe('ms');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('ms');
    expect(onLanguage).toHaveBeenLastCalledWith('ms');
    expect(instance.t('common.actions.applyNow')).toBe('Mohon sekarang');
  });

  it('stores a language chosen later', async () => {
    const storage = memoryStorage();
    const onLanguage = vi.fn();
    const instance = createI18n();
    await initI18n({ search: '', storage, onLanguage }, instance);
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');

    await instance.changeLanguage('ms');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('ms');
    expect(onLanguage).toHaveBeenLastCalledWith('ms');
    expect(instance.t('site.faq.title')).toBe('Soalan Lazim');
  });

  it('sets <html lang> by default', async () => {
    await initI18n({ search: '?lang=ms', storage: memoryStorage() }, createI18n());
    expect(document.documentElement.lang).toBe('ms');
  });
});
