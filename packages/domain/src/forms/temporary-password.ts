import { z } from 'zod';
import { humanCheckTokenField, malaysianMobileField } from './fields.ts';

/**
 * A telecom customer's first login, or a forgotten password (spec 001 section 7: /redone/firstLogin and
 * /redone/resetPassword): the phone number of the telecom account gets a temporary password by SMS. The human
 * check keeps SMS from being sent to numbers by the thousand.
 */
export const temporaryPasswordFormSchema = z.object({
  phoneNo: malaysianMobileField('forms.fields.phoneNoRequired'),
  humanCheckToken: humanCheckTokenField,
});

export type TemporaryPasswordFormInput = z.input<typeof temporaryPasswordFormSchema>;
export type TemporaryPasswordForm = z.output<typeof temporaryPasswordFormSchema>;
