import type { CatalogShape } from '../catalog-shape.ts';
import type { legal as en } from '../en/content-legal.ts';

export const legal: CatalogShape<typeof en> = {};
