import type { CatalogShape } from '../catalog-shape.ts';
import type { faq as en } from '../en/content-faq.ts';

export const faq: CatalogShape<typeof en> = {};
