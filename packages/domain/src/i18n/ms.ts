import type { CatalogShape } from './catalog-shape.ts';
import type { Catalog } from './en.ts';
import { account } from './ms/account.ts';
import { application } from './ms/application.ts';
import { auth } from './ms/auth.ts';
import { common } from './ms/common.ts';
import { ekyc } from './ms/ekyc.ts';
import { eligibility } from './ms/eligibility.ts';
import { errors } from './ms/errors.ts';
import { forms } from './ms/forms.ts';
import { identity } from './ms/identity.ts';
import { loan } from './ms/loan.ts';
import { site } from './ms/site.ts';
import { status } from './ms/status.ts';
import { success } from './ms/success.ts';
import { uploads } from './ms/uploads.ts';
import { validation } from './ms/validation.ts';

export const ms: CatalogShape<Catalog> = {
  common,
  errors,
  success,
  validation,
  loan,
  identity,
  uploads,
  eligibility,
  forms,
  status,
  site,
  auth,
  account,
  application,
  ekyc,
};
