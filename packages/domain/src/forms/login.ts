import { z } from 'zod';
import { isEmailAddress, normaliseEmail } from '../identity/email.ts';
import { checkMalaysianMobile, parseMalaysianMobile } from '../identity/phone.ts';
import {
  catalogMessage,
  currentPasswordField,
  emailField,
  humanCheckTokenField,
  malaysianMobileField,
  requiredText,
} from './fields.ts';

/**
 * Login (spec 000 sections 2 and 5): four tabs, one per kind of customer. Each needs a password and a ticked
 * human check. A password is only required here, never length-checked: whether it is right is the server's answer.
 */
export const LOGIN_TABS = ['telecom', 'conventional', 'islamic', 'staff'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

/** The tabs of the brand accounts, one per variant (`VARIANT_RULES[variant].accountLoginTab`). */
export const ACCOUNT_LOGIN_TABS = ['conventional', 'islamic'] as const satisfies readonly LoginTab[];
export type AccountLoginTab = (typeof ACCOUNT_LOGIN_TABS)[number];

const password = currentPasswordField('forms.fields.passwordRequired');

/**
 * A brand account holder signs in with the phone number or the email address of the account: an '@' makes it an
 * email. Comes out normalised ('0123456789' or 'aisyah@example.com'); `loginIdentifierKind` tells which.
 */
const phoneOrEmailField = requiredText('forms.login.phoneOrEmailRequired', (value) => {
  if (value.includes('@')) return isEmailAddress(value) ? null : 'validation.invalidEmail';
  const checked = checkMalaysianMobile(value);
  return checked.valid ? null : checked.reason;
}).overwrite((value) =>
  value.includes('@') ? normaliseEmail(value) : (parseMalaysianMobile(value)?.national ?? value),
);

export function loginIdentifierKind(phoneOrEmail: string): 'phone' | 'email' {
  return phoneOrEmail.includes('@') ? 'email' : 'phone';
}

export const loginFormSchema = z.discriminatedUnion(
  'tab',
  [
    z.object({
      tab: z.literal('telecom'),
      phoneNo: malaysianMobileField('forms.fields.phoneNoRequired'),
      password,
      humanCheckToken: humanCheckTokenField,
    }),
    z.object({
      tab: z.enum(ACCOUNT_LOGIN_TABS),
      phoneOrEmail: phoneOrEmailField,
      password,
      humanCheckToken: humanCheckTokenField,
    }),
    z.object({
      tab: z.literal('staff'),
      /** The company email; the server decides whether it belongs to staff. */
      email: emailField('forms.fields.emailRequired'),
      password,
      humanCheckToken: humanCheckTokenField,
    }),
  ],
  catalogMessage('validation.required'),
);

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginForm = z.output<typeof loginFormSchema>;
