import { z } from 'zod';
import { emailField, sixDigitCodeField } from './fields.ts';

/** Staff registration, second step: the 6-digit one-time code sent to the company email (spec 001 section 2). */
export const staffVerificationFormSchema = z.object({
  code: sixDigitCodeField('forms.staffVerification.codeRequired'),
});

export type StaffVerificationForm = z.output<typeof staffVerificationFormSchema>;

/** The same step opened on its own (from the email, say): the code, and the company email it went to. */
export const staffVerificationWithEmailFormSchema = staffVerificationFormSchema.extend({
  email: emailField('forms.fields.emailRequired'),
});
