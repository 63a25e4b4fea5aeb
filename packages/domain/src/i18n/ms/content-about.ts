import type { CatalogShape } from '../catalog-shape.ts';
import type { about as en } from '../en/content-about.ts';

export const about: CatalogShape<typeof en> = {};
