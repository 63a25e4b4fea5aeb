import type { CatalogShape } from './catalog-shape.ts';
import type { ContentCatalog } from './en-content.ts';
import { about } from './ms/content-about.ts';
import { faq } from './ms/content-faq.ts';
import { legal } from './ms/content-legal.ts';
import { privacy } from './ms/content-privacy.ts';

export const msContent: CatalogShape<ContentCatalog> = { about, faq, legal, privacy };
