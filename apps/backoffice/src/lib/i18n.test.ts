import { createI18n } from '@sinar/client/translator';
import { describe, expect, it } from 'vitest';
import { initI18n, loadDeferredTexts } from './i18n.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the back office's catalog in two parts", () => {
  it("loads the login screen's texts first and the rest once a screen behind the login asks for them", async () => {
    const instance = createI18n();
    await initI18n({ search: '', storage: memoryStorage() }, instance);

    expect(instance.t('login.title')).toBe('Log in');
    expect(instance.exists('queues.title')).toBe(false);

    await loadDeferredTexts(instance);
    expect(instance.exists('queues.title')).toBe(true);
    expect(instance.t('login.title')).toBe('Log in');

    // Once wanted, a change of language brings both parts.
    await instance.changeLanguage('ms');
    expect(instance.exists('queues.title')).toBe(true);
    expect(instance.t('login.title')).not.toBe('Log in');
    expect(instance.exists('login.title')).toBe(true);
  });
});
