import type { Catalog } from './en.ts';

/**
 * The keys of the catalogs as types, so that a misspelt key does not compile. Types only: importing this file never
 * brings a catalog into a bundle. Each catalog names its own keys beside its type (`BackofficeKey` in
 * en-backoffice.ts, `ContentKey` in en-content.ts, `JourneyKey` in en-journey.ts), so that a program reading one
 * catalog does not load the others' types.
 */

/** i18next picks a plural form by `count`: 'site.devInbox.count_one' is read as 'site.devInbox.count'. */
type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

type TextKey<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** The dotted keys of a catalog's texts: `{ errors: { notFound: '…' } }` has the key 'errors.notFound'. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? TextKey<K> : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

/** A text of the short-text catalog (en.ts), which the server and the web app's `translation` namespace read. */
export type CatalogKey = KeyOf<Catalog>;
