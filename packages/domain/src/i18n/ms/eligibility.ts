import type { CatalogShape } from '../catalog-shape.ts';
import type { eligibility as en } from '../en/eligibility.ts';

export const eligibility: CatalogShape<typeof en> = {};
