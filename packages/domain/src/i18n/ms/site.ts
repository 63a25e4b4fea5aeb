import type { CatalogShape } from '../catalog-shape.ts';
import type { site as en } from '../en/site.ts';

export const site: CatalogShape<typeof en> = {};
