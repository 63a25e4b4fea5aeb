import type { CatalogShape } from './catalog-shape.ts';
import type { DeferredCatalog } from './en-deferred.ts';
import { account } from './ms/account.ts';
import { agreements } from './ms/agreements.ts';
import { application } from './ms/application.ts';
import { directDebit } from './ms/direct-debit.ts';
import { disbursements } from './ms/disbursements.ts';
import { ekyc } from './ms/ekyc.ts';
import { eligibility } from './ms/eligibility.ts';
import { forms } from './ms/forms.ts';
import { identity } from './ms/identity.ts';
import { loanAccounts } from './ms/loan-accounts.ts';
import { payments } from './ms/payments.ts';
import { servicingRules } from './ms/servicing-rules.ts';
import { sme } from './ms/sme.ts';
import { smeSteps } from './ms/sme-steps.ts';
import { status } from './ms/status.ts';
import { uploads } from './ms/uploads.ts';
import { validation } from './ms/validation.ts';

/** The short texts only the forms, the logged-in journey and its screens need: loaded with the first lazily loaded
 * page or dialog. */
export const msDeferred: CatalogShape<DeferredCatalog> = {
  forms,
  identity,
  account,
  validation,
  uploads,
  eligibility,
  status,
  application,
  ekyc,
  agreements,
  directDebit,
  disbursements,
  servicingRules,
  payments,
  loanAccounts,
  sme,
  smeSteps,
};
