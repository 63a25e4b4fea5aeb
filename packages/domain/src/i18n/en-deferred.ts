import { account } from './en/account.ts';
import { agreements } from './en/agreements.ts';
import { application } from './en/application.ts';
import { directDebit } from './en/direct-debit.ts';
import { disbursements } from './en/disbursements.ts';
import { ekyc } from './en/ekyc.ts';
import { eligibility } from './en/eligibility.ts';
import { forms } from './en/forms.ts';
import { identity } from './en/identity.ts';
import { loanAccounts } from './en/loan-accounts.ts';
import { payments } from './en/payments.ts';
import { servicingRules } from './en/servicing-rules.ts';
import { sme } from './en/sme.ts';
import { smeSteps } from './en/sme-steps.ts';
import { status } from './en/status.ts';
import { uploads } from './en/uploads.ts';
import { validation } from './en/validation.ts';

/** The short texts only the forms, the logged-in journey and its screens need: loaded with the first lazily loaded
 * page or dialog. */
export const enDeferred = {
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
export type DeferredCatalog = typeof enDeferred;
