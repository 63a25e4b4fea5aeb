import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, initI18n } from './i18n.ts';
import { memoryStorage } from './test/memory-storage.ts';
import { createI18n } from './translator.ts';

const CATALOGS: Record<string, Record<string, object>> = {
  en: { translation: { greeting: 'Hello' }, content: { title: 'About us' } },
  ms: { translation: { greeting: 'Selamat datang' }, content: { title: 'Tentang kami' } },
};
const loadCatalog = vi.fn((language: string, namespace: string) => {
  const catalog = CATALOGS[language]?.[namespace];
  return catalog ? Promise.resolve(catalog) : undefined;
});

describe('initI18n', () => {
  it("stores the resolved language, sets the document language and loads only that language's catalog", async () => {
    const storage = memoryStorage({ lang: 'en' });
    const onLanguage = vi.fn();
    const instance = createI18n();
    loadCatalog.mockClear();
    await initI18n(instance, {
      search: '?lang=ms',
      languageRecord: { storage, key: 'lang' },
      loadCatalog,
      suspense: false,
      onLanguage,
    });

    expect(instance.language).toBe('ms');
    expect(currentLanguage(instance)).toBe('ms');
    expect(storage.data.get('lang')).toBe('ms');
    expect(onLanguage).toHaveBeenLastCalledWith('ms');
    expect(instance.t('greeting')).toBe('Selamat datang');
    expect(loadCatalog.mock.calls).toEqual([['ms', 'translation']]);
  });

  it('stores a language chosen later under the app key, and loads a namespace when asked', async () => {
    const storage = memoryStorage();
    const onLanguage = vi.fn();
    const instance = createI18n();
    await initI18n(instance, {
      search: '',
      languageRecord: { storage, key: 'backoffice.lang' },
      loadCatalog,
      suspense: false,
      onLanguage,
    });
    expect(storage.data.get('backoffice.lang')).toBe('en');

    await instance.changeLanguage('ms');
    expect(storage.data.get('backoffice.lang')).toBe('ms');
    expect(onLanguage).toHaveBeenLastCalledWith('ms');
    await instance.loadNamespaces('content');
    expect(instance.t('content:title')).toBe('Tentang kami');
  });

  it('sets <html lang> by default', async () => {
    await initI18n(createI18n(), {
      search: '?lang=ms',
      languageRecord: { storage: memoryStorage(), key: 'lang' },
      loadCatalog,
      suspense: false,
    });
    expect(document.documentElement.lang).toBe('ms');
  });
});
