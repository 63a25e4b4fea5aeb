import type { CatalogShape } from '../catalog-shape.ts';
import type { status as en } from '../en/status.ts';

export const status: CatalogShape<typeof en> = {};
