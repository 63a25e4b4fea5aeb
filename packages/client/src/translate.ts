import type { I18n } from './translator.ts';

/** What a screen passes beside a key: the values of its placeholders, and its `count` or `context`. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

/**
 * An app's `t`, typed by the keys of the catalog it reads (the domain's `CatalogKey`, `JourneyKey`, `ContentKey`,
 * `BackofficeKey`): a misspelt key does not compile. A key built at run time is typed from its pieces, a template
 * over known unions (`status.steps.${OnboardingStep}`), or checked once where it arrives with `isKnownKey`.
 */
export type Translate<Key extends string> = (key: Key, options?: TranslateOptions) => string;

/**
 * Whether the loaded catalog has a text for a key that arrives as a plain string (a form schema's message, an id
 * read from the catalog's own group), so that it may be passed where `Key` is taken: `isKnownKey<CatalogKey>(...)`.
 */
export function isKnownKey<Key extends string>(
  i18n: I18n,
  key: string,
  namespace = 'translation',
): key is Key {
  return i18n.exists(key, { ns: namespace });
}
