import { enDeferred } from './en-deferred.ts';
import { enInitial } from './en-initial.ts';

/**
 * Every short text of the product in English: labels, messages, errors. Long page content is in en-content. The web
 * app loads it in two parts (en-initial before the first render, en-deferred with the first lazily loaded page) to
 * keep the landing page within its download budget; the server uses it whole.
 */
export const en = { ...enInitial, ...enDeferred };
export type Catalog = typeof en;
