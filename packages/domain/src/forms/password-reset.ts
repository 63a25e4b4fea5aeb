import { z } from 'zod';
import { emailField, newPasswordField, passwordConfirmationField, passwordsMatch } from './fields.ts';

/** Forgot password, first step: the email of the account; a link to choose a new password goes to it. */
export const passwordResetRequestFormSchema = z.object({
  email: emailField('forms.fields.emailRequired'),
});

export type PasswordResetRequestForm = z.output<typeof passwordResetRequestFormSchema>;

/** Forgot password, second step (opened from the emailed link): the new password, typed twice. */
export const passwordResetFormSchema = z
  .object({
    password: newPasswordField('forms.fields.passwordRequired'),
    confirmPassword: passwordConfirmationField('forms.fields.confirmPasswordRequired'),
  })
  .superRefine(passwordsMatch('password', 'confirmPassword'));

export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;
export type PasswordResetForm = z.output<typeof passwordResetFormSchema>;
