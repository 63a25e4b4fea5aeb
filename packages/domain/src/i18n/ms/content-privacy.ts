import type { CatalogShape } from '../catalog-shape.ts';
import type { privacy as en } from '../en/content-privacy.ts';

export const privacy: CatalogShape<typeof en> = {};
