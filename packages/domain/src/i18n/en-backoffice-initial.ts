import { common, errors, pages } from './backoffice/en/common.ts';
import { login, nav, password, session } from './backoffice/en/login.ts';
import { errors as sharedErrors } from './en/errors.ts';
import { forms } from './en/forms.ts';
import { validation } from './en/validation.ts';

/** The back office's texts its login screen and its frame need: loaded before the first render. */
export const enBackofficeInitial = {
  common,
  errors: { ...errors, passwordsDoNotMatch: sharedErrors.passwordsDoNotMatch },
  pages,
  login,
  session,
  nav,
  password,
  // The messages of the shared password fields (officerPasswordChangeRequestSchema) and of a money field's third
  // decimal are these catalog keys.
  forms: {
    changePassword: forms.changePassword,
    fields: { confirmPasswordRequired: forms.fields.confirmPasswordRequired },
  },
  validation: {
    passwordTooShort: validation.passwordTooShort,
    tooLong: validation.tooLong,
    amountTooManyDecimals: validation.amountTooManyDecimals,
  },
};
export type BackofficeInitialCatalog = typeof enBackofficeInitial;
