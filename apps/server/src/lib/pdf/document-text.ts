import { type Language, MALAYSIA_UTC_OFFSET_MS, VARIANT_RULES, type Variant } from '@sinar/domain';

/** A document's text by its key, `{{name}}` placeholders filled from `params`. */
export type DocumentText<Key extends string> = (key: Key, params?: Record<string, string | number>) => string;

function lookUp(catalog: object, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    );
  return typeof value === 'string' ? value : undefined;
}

/**
 * A document's texts in one language and with the variant's wording: a key with an `_islamic` form reads that form
 * for Islamic financing, as i18next's context does on the screens.
 */
export function documentText<Key extends string>(
  catalogs: Readonly<Record<Language, object>>,
  language: Language,
  variant: Variant,
): DocumentText<Key> {
  const catalog = catalogs[language];
  const context = VARIANT_RULES[variant].wordingContext;
  return (key, params = {}) => {
    const template =
      (context ? lookUp(catalog, `${key}_${context}`) : undefined) ?? lookUp(catalog, key) ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
  };
}

const MONTH_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ms: new Intl.DateTimeFormat('ms-MY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '2026-11-25' -> '25 November 2026' (English) or '25 November 2026' (Malay; '25 Disember 2026' a month later). */
export function longDate(language: Language, date: string): string {
  return MONTH_FORMATS[language].format(new Date(`${date}T00:00:00Z`));
}

/** '2026-11-25' -> '25/11/2026', the compact form of tables. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** An instant as Malaysian wall-clock time: '2026-11-25 14:03:09 (UTC+08:00)'. */
export function malaysianTimestamp(instant: Date): string {
  const wall = new Date(instant.getTime() + MALAYSIA_UTC_OFFSET_MS).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)} (UTC+08:00)`;
}
