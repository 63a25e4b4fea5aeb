import type { CatalogShape } from './catalog-shape.ts';
import type { Catalog } from './en.ts';
import { msDeferred } from './ms-deferred.ts';
import { msInitial } from './ms-initial.ts';

/** Every short text of the product in Malay, in the same two parts as the English catalog (en.ts). */
export const ms: CatalogShape<Catalog> = { ...msInitial, ...msDeferred };
