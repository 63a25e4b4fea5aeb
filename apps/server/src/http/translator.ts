import { type CatalogKey, DEFAULT_LANGUAGE, isLanguage, type Language } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';

/** The same catalogs as the browser, so a server message reads exactly like the screen's. */
const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, ms: { translation: ms } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const translators: Record<Language, TFunction> = { en: i18n.getFixedT('en'), ms: i18n.getFixedT('ms') };

export function translate(language: Language, key: CatalogKey, params: Record<string, unknown> = {}): string {
  return translators[language](key, params) as string;
}

/** For a key that arrives at run time (a zod issue's message): whether the catalog has a text for it. */
export function isCatalogKey(value: string): value is CatalogKey {
  return i18n.exists(value, { lng: 'en' });
}

/**
 * The request's language: the `lang` query parameter (as on the web app), else the first of en/ms in
 * Accept-Language ('bm' and 'ms-MY' read as Malay), else English.
 */
export function requestLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(lang)) return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const primary = tag.split('-')[0];
    if (primary === 'ms' || primary === 'bm') return 'ms';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}

export function languageOf(request: FastifyRequest): Language {
  return requestLanguage(request.query, request.headers['accept-language']);
}
