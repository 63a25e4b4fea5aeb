import { z } from 'zod';
import { emailField, sixDigitCodeField } from './fields.ts';

/** A new email address takes effect only once the 6-digit code sent to it is typed back. */
export const emailChangeFormSchema = z.object({
  email: emailField('forms.fields.emailRequired'),
});

export type EmailChangeForm = z.output<typeof emailChangeFormSchema>;

export const emailVerificationCodeFormSchema = z.object({
  code: sixDigitCodeField('forms.emailChange.codeRequired'),
});

export type EmailVerificationCodeForm = z.output<typeof emailVerificationCodeFormSchema>;
