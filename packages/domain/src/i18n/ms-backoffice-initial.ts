import { common, errors, pages } from './backoffice/ms/common.ts';
import { login, nav, password, session } from './backoffice/ms/login.ts';
import type { CatalogShape } from './catalog-shape.ts';
import type { BackofficeInitialCatalog } from './en-backoffice-initial.ts';
import { errors as sharedErrors } from './ms/errors.ts';
import { forms } from './ms/forms.ts';
import { validation } from './ms/validation.ts';

/** Teks aplikasi pegawai yang diperlukan oleh skrin log masuk dan bingkainya: dimuatkan sebelum paparan pertama. */
export const msBackofficeInitial: CatalogShape<BackofficeInitialCatalog> = {
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
