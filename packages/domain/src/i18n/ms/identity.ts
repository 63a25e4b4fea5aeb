import type { CatalogShape } from '../catalog-shape.ts';
import type { identity as en } from '../en/identity.ts';

export const identity: CatalogShape<typeof en> = {};
