import type { CatalogShape } from './catalog-shape.ts';
import type { InitialCatalog } from './en-initial.ts';
import { auth } from './ms/auth.ts';
import { common } from './ms/common.ts';
import { errors } from './ms/errors.ts';
import { loan } from './ms/loan.ts';
import { site } from './ms/site.ts';
import { success } from './ms/success.ts';

/** The short texts the landing page and the site's frame need: loaded before the first render. */
export const msInitial: CatalogShape<InitialCatalog> = {
  common,
  errors,
  success,
  loan,
  site,
  auth,
};
