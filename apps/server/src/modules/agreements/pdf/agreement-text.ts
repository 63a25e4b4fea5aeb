import { type Language, VARIANT_RULES, type Variant } from '@sinar/domain';
import { type AgreementDocumentKey, agreementDocument as en } from '@sinar/domain/i18n/en/agreement-document';
import { agreementDocument as ms } from '@sinar/domain/i18n/ms/agreement-document';

const CATALOGS = { en, ms } as const;

export type AgreementText = (key: AgreementDocumentKey, params?: Record<string, string | number>) => string;

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
 * The agreement's texts in one language and with the variant's wording: a key with an `_islamic` form reads that
 * form for Islamic financing, as i18next's context does on the screens. `{{name}}` placeholders are filled from
 * `params`.
 */
export function agreementText(language: Language, variant: Variant): AgreementText {
  const catalog = CATALOGS[language];
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

/** '2026-11-25' -> '25/11/2026', the schedule's compact form. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
