import type { CatalogShape } from '../catalog-shape.ts';
import type { uploads as en } from '../en/uploads.ts';

export const uploads: CatalogShape<typeof en> = {};
