import { en } from '@sinar/domain/i18n/en';
import { enBackoffice } from '@sinar/domain/i18n/en-backoffice';
import { enContent } from '@sinar/domain/i18n/en-content';
import { enJourney } from '@sinar/domain/i18n/en-journey';
import { ms } from '@sinar/domain/i18n/ms';
import { msBackoffice } from '@sinar/domain/i18n/ms-backoffice';
import { msContent } from '@sinar/domain/i18n/ms-content';
import { msJourney } from '@sinar/domain/i18n/ms-journey';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, type I18n, type ResourceLoader } from './translator.ts';

const TEXTS: Record<string, Record<string, object>> = {
  en: {
    translation: {
      greeting: 'Hello, {{name}}.',
      limit: 'Up to {{max, number}} characters',
      amount: { label: 'Amount', label_islamic: 'Financing amount' },
      months: '{{count}} months',
      months_one: '{{count}} month',
      messages: '{{count}} messages',
      messages_zero: 'No messages',
      places_islamic_one: '{{count}} Islamic place',
      places_islamic_other: '{{count}} Islamic places',
      places_one: '{{count}} place',
      places_other: '{{count}} places',
      untouched: 'Dear {{name}}',
      group: { title: 'About {{brand}}', items: ['First {{brand}}', 'Second'] },
    },
    content: { title: 'About us' },
  },
  ms: {
    translation: {
      greeting: 'Helo, {{name}}.',
      limit: 'Sehingga {{max, number}} aksara',
      months: '{{count}} bulan',
      months_one: '{{count}} bulan (satu)',
    },
    content: { title: 'Tentang kami' },
  },
};

function loader(delays: Record<string, number> = {}): ResourceLoader {
  return vi.fn((language: string, namespace: string) => {
    const texts = TEXTS[language]?.[namespace];
    if (!texts) return undefined;
    return new Promise<object>((resolve) => setTimeout(() => resolve(texts), delays[language] ?? 0));
  });
}

async function started(load: ResourceLoader = loader(), lng = 'en'): Promise<I18n> {
  const i18n = createI18n();
  await i18n.init({ lng, supportedLngs: ['en', 'ms'], ns: ['translation'], load });
  return i18n;
}

describe('the translator', () => {
  it('fills placeholders, numbers in the language of the text, and leaves a placeholder not passed as written', async () => {
    const i18n = await started();
    expect(i18n.t('greeting', { name: 'Aina' })).toBe('Hello, Aina.');
    expect(i18n.t('limit', { max: 12000 })).toBe('Up to 12,000 characters');
    expect(i18n.t('untouched')).toBe('Dear {{name}}');
    expect(i18n.t('untouched', { name: undefined })).toBe('Dear ');
    await i18n.changeLanguage('ms');
    expect(i18n.t('limit', { max: 12000 })).toBe('Sehingga 12,000 aksara');
  });

  it('chooses the plural form by count with the language’s rules, 0 reading the zero form where there is one', async () => {
    const i18n = await started();
    expect(i18n.t('months', { count: 1 })).toBe('1 month');
    expect(i18n.t('months', { count: 12 })).toBe('12 months');
    expect(i18n.t('months', { count: 0 })).toBe('0 months');
    expect(i18n.t('messages', { count: 0 })).toBe('No messages');
    expect(i18n.t('messages', { count: 3 })).toBe('3 messages');
    await i18n.changeLanguage('ms');
    // Malay has one plural form ('other'), so the `_one` text is never chosen.
    expect(i18n.t('months', { count: 1 })).toBe('1 bulan');
  });

  it('reads the context’s form where the catalog has it, with its plural, and the plain key where it does not', async () => {
    const i18n = await started();
    expect(i18n.t('amount.label', { context: 'islamic' })).toBe('Financing amount');
    expect(i18n.t('amount.label', { context: undefined })).toBe('Amount');
    expect(i18n.t('greeting', { name: 'Aina', context: 'islamic' })).toBe('Hello, Aina.');
    expect(i18n.t('places', { count: 1, context: 'islamic' })).toBe('1 Islamic place');
    expect(i18n.t('places', { count: 2 })).toBe('2 places');
    expect(i18n.exists('amount.label', { context: 'islamic' })).toBe(true);
    expect(i18n.exists('amount.nothing', { context: 'islamic' })).toBe(false);
  });

  it('returns a group with its texts filled when asked, and says a group is not a text otherwise', async () => {
    const i18n = await started();
    expect(i18n.t('group', { returnObjects: true, brand: 'Sinar' })).toEqual({
      title: 'About Sinar',
      items: ['First Sinar', 'Second'],
    });
    expect(i18n.t('group')).toBe("key 'group (en)' returned an object instead of string.");
  });

  it('reports a key with no text and shows it as it came', async () => {
    const missing = vi.fn();
    const i18n = createI18n();
    await i18n.init({
      lng: 'en',
      supportedLngs: ['en'],
      ns: ['translation'],
      load: loader(),
      missingKeyHandler: missing,
    });
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(missing).toHaveBeenCalledWith(['en'], 'translation', 'nowhere.to.be.found');
  });

  it('loads a namespace when asked, reads it by prefix or option, and loads it again with a new language', async () => {
    const load = loader();
    const i18n = await started(load);
    expect(i18n.exists('title', { ns: 'content' })).toBe(false);
    await i18n.loadNamespaces('content');
    expect(i18n.t('content:title')).toBe('About us');
    expect(i18n.t('title', { ns: 'content' })).toBe('About us');
    await i18n.changeLanguage('ms');
    expect(i18n.t('content:title')).toBe('Tentang kami');
    expect(vi.mocked(load).mock.calls).toEqual([
      ['en', 'translation'],
      ['en', 'content'],
      ['ms', 'translation'],
      ['ms', 'content'],
    ]);
    expect(i18n.getFixedT('en', 'content')('title')).toBe('About us');
  });

  it('loads a namespace asked for later in every language asked for before', async () => {
    const i18n = await started();
    await i18n.loadLanguages(['en', 'ms']);
    await i18n.loadNamespaces('content');
    expect(i18n.getFixedT('ms', 'content')('title')).toBe('Tentang kami');
    expect(i18n.getFixedT('en', 'content')('title')).toBe('About us');
  });

  it('switches only once the new language has loaded, tells its listeners, and lets the last of two changes win', async () => {
    const i18n = await started(loader({ ms: 20 }));
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    const toMalay = i18n.changeLanguage('ms');
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting', { name: 'Aina' })).toBe('Hello, Aina.');
    const backToEnglish = i18n.changeLanguage('en');
    await Promise.all([toMalay, backToEnglish]);
    expect(i18n.language).toBe('en');
    expect(heard).toEqual(['en']);
    await i18n.changeLanguage('ms');
    expect(i18n.language).toBe('ms');
    expect(heard).toEqual(['en', 'ms']);
  });

  it('adds texts to a loaded namespace without replacing those there, unless told to', async () => {
    const i18n = await started();
    i18n.addResourceBundle('en', 'translation', { greeting: 'Hi', extra: { line: 'More' } });
    expect(i18n.t('greeting', { name: 'Aina' })).toBe('Hello, Aina.');
    expect(i18n.t('extra.line')).toBe('More');
    expect(i18n.getResource('en', 'translation', 'extra')).toEqual({ line: 'More' });
    i18n.addResourceBundle('en', 'translation', { greeting: 'Hi' }, true, true);
    expect(i18n.t('greeting')).toBe('Hi');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('ms', 'translation')).toBe(false);
  });
});

/** Every text's placeholders, with a value each: numbers, so that `{{max, number}}` is formatted too. */
function placeholderValues(texts: readonly string[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const text of texts) {
    for (const [, name] of text.matchAll(/\{\{\s*([^{},\s]+)/g)) values[name as string] = 1234567;
  }
  return values;
}

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([name, value]) => leaves(value, prefix ? `${prefix}.${name}` : name));
}

const CATALOGS = [
  { name: 'short texts', en, ms },
  { name: 'long page texts', en: enContent, ms: msContent },
  { name: 'journey texts', en: enJourney, ms: msJourney },
  { name: 'back-office texts', en: enBackoffice, ms: msBackoffice },
] as const;

describe('the translator beside i18next on every text of the catalogs', () => {
  for (const catalog of CATALOGS) {
    it(`reads the ${catalog.name} as i18next does, in both languages, with counts and the Islamic wording`, async () => {
      const resources = { en: catalog.en, ms: catalog.ms } as Record<string, object>;
      const reference = i18next.createInstance();
      await reference.init({
        lng: 'en',
        resources: { en: { translation: catalog.en }, ms: { translation: catalog.ms } },
        fallbackLng: false,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      const ours = createI18n();
      await ours.init({
        lng: 'en',
        supportedLngs: ['en', 'ms'],
        ns: ['translation'],
        load: (language) => Promise.resolve(resources[language] as object),
      });
      await ours.loadLanguages(['ms']);

      let compared = 0;
      const differences: string[] = [];
      for (const language of ['en', 'ms']) {
        const texts = leaves(resources[language]);
        const values = placeholderValues(texts.map(([, text]) => text));
        const keys = new Set(
          texts.map(([key]) => key.replace(/_(zero|one|two|few|many|other|islamic)$/, '')),
        );
        const ourT = ours.getFixedT(language);
        const theirT = reference.getFixedT(language) as unknown as (key: string, options: object) => string;
        for (const key of [...keys].map((key) => key.replace(/_islamic$/, ''))) {
          for (const options of [
            {},
            { count: 0 },
            { count: 1 },
            { count: 7 },
            { context: 'islamic' },
            { context: 'islamic', count: 1 },
          ]) {
            const call = { ...values, ...options };
            const [mine, theirs] = [ourT(key, call), theirT(key, call)];
            if (mine !== theirs)
              differences.push(`${language} ${key} ${JSON.stringify(options)}: ${mine} / ${theirs}`);
            compared++;
          }
        }
      }
      expect(differences).toEqual([]);
      expect(compared).toBeGreaterThan(600);
    }, 60_000);
  }
});
