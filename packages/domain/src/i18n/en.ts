import { account } from './en/account.ts';
import { application } from './en/application.ts';
import { auth } from './en/auth.ts';
import { common } from './en/common.ts';
import { ekyc } from './en/ekyc.ts';
import { eligibility } from './en/eligibility.ts';
import { errors } from './en/errors.ts';
import { forms } from './en/forms.ts';
import { identity } from './en/identity.ts';
import { loan } from './en/loan.ts';
import { site } from './en/site.ts';
import { status } from './en/status.ts';
import { success } from './en/success.ts';
import { uploads } from './en/uploads.ts';
import { validation } from './en/validation.ts';

/** Every short text of the product in English: labels, messages, errors. Long page content is in en-content. */
export const en = {
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
export type Catalog = typeof en;
