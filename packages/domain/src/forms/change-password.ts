import { z } from 'zod';
import {
  addProblem,
  currentPasswordField,
  newPasswordField,
  passwordConfirmationField,
  passwordsMatch,
} from './fields.ts';

/** Change password (spec 000 section 5): the old one, a new one of at least 8 characters, typed twice. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: currentPasswordField('forms.changePassword.oldPasswordRequired'),
    newPassword: newPasswordField('forms.changePassword.newPasswordRequired'),
    confirmPassword: passwordConfirmationField('forms.fields.confirmPasswordRequired'),
  })
  .superRefine(passwordsMatch('newPassword', 'confirmPassword'))
  .superRefine((form, ctx) => {
    // Changing a password to itself changes nothing, and is usually a slip of the form.
    if (form.newPassword !== '' && form.newPassword === form.oldPassword) {
      addProblem(ctx, 'forms.changePassword.sameAsOld', ['newPassword']);
    }
  });

export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;
