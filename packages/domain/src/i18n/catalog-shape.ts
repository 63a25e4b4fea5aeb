/**
 * The Malay catalog must have exactly the English catalog's keys: typing it with this shape makes a missing or
 * extra key a compile error, and `catalog.test.ts` checks the same at run time.
 */
export type CatalogShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

export const LANGUAGES = ['en', 'ms'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Flattens a catalog to dotted keys ('errors.applicationNotFound'). */
export function catalogKeys(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogKeys(value as object, `${prefix}${key}.`),
  );
}
