import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  passwordConfirmationField,
  passwordsMatch,
  personNameField,
} from './fields.ts';

/**
 * Staff registration (spec 001 section 3): name, company email, password and confirmation. Only the group's own
 * mailboxes may register, so the domain is passed in from configuration ('sinargroup.com.my'); a subdomain of it
 * is not the same mailbox system and is refused too.
 */
export function staffRegistrationFormSchema(context: { companyEmailDomain: string }) {
  const domain = context.companyEmailDomain.trim().toLowerCase().replace(/^@/, '');
  return z
    .object({
      name: personNameField('forms.staffRegistration.nameRequired'),
      email: emailField('forms.fields.emailRequired', 'validation.invalidEmail', (email) =>
        email.endsWith(`@${domain}`)
          ? null
          : { key: 'forms.staffRegistration.emailNotCompanyDomain', params: { domain } },
      ),
      password: newPasswordField('forms.fields.passwordRequired'),
      confirmPassword: passwordConfirmationField('forms.fields.confirmPasswordRequired'),
    })
    .superRefine(passwordsMatch('password', 'confirmPassword'));
}

export type StaffRegistrationFormInput = z.input<ReturnType<typeof staffRegistrationFormSchema>>;
export type StaffRegistrationForm = z.output<ReturnType<typeof staffRegistrationFormSchema>>;
