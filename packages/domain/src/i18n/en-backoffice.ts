import type { KeyOf } from './catalog-key.ts';
import { enBackofficeDeferred } from './en-backoffice-deferred.ts';
import { enBackofficeInitial } from './en-backoffice-initial.ts';

/**
 * Every text of the officers' app (apps/backoffice), in English. The names of statuses, roles, steps, ineligibility
 * reasons and document groups are the product's own, shared with the rest of the catalog rather than written twice.
 * The app loads it in two parts (decision 057): the initial part before the first render, the deferred part with the
 * first screen behind the login.
 */
export const enBackoffice = { ...enBackofficeInitial, ...enBackofficeDeferred };
export type BackofficeCatalog = typeof enBackoffice;
/** A text of the back office's catalog. */
export type BackofficeKey = KeyOf<BackofficeCatalog>;
