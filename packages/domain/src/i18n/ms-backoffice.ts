import type { CatalogShape } from './catalog-shape.ts';
import type { BackofficeCatalog } from './en-backoffice.ts';
import { msBackofficeDeferred } from './ms-backoffice-deferred.ts';
import { msBackofficeInitial } from './ms-backoffice-initial.ts';

/** Setiap teks aplikasi pegawai (apps/backoffice), dalam Bahasa Melayu: kunci yang sama dengan enBackoffice. */
export const msBackoffice: CatalogShape<BackofficeCatalog> = {
  ...msBackofficeInitial,
  ...msBackofficeDeferred,
};
