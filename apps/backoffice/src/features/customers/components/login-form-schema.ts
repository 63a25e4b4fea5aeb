import {
  type CustomerDetail,
  checkMalaysianMobile,
  isEmailAddress,
  malaysianDateOf,
  malaysianMidnight,
  normaliseEmail,
  parseMalaysianMobile,
  updateAuthOnlyRequestSchema,
} from '@sinar/domain';
import { z } from 'zod';

type Profile = CustomerDetail['profile'];

/**
 * The login form as the admin fills it: the email and mobile number as they are (an empty box keeps none), the lock,
 * and the Malaysian date before which no new application is taken (empty: none). Its values become the admin-auth
 * call's body, with only what changed, checked with that call's own schema.
 */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isEmailAddress(value), { error: 'customers.login.errors.email' }),
  phoneNo: z
    .string()
    .trim()
    .refine((value) => value === '' || checkMalaysianMobile(value).valid, {
      error: 'customers.login.errors.phone',
    }),
  locked: z.boolean(),
  allowedAfter: z.union([z.literal(''), z.iso.date()], { error: 'customers.login.errors.date' }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export function loginFormDefaults(profile: Profile): LoginFormValues {
  return {
    email: profile.email ?? '',
    phoneNo: profile.phoneNo ?? '',
    locked: profile.locked,
    allowedAfter: allowedAfterDate(profile),
  };
}

/** The stored moment as the Malaysian calendar day the admin sees. */
export function allowedAfterDate(profile: Profile): string {
  const at = profile.allowToApplyNewLoanAfterDateTime;
  return at ? malaysianDateOf(new Date(at)) : '';
}

/**
 * What changed, as the admin-auth call's body; null when nothing did. An emptied email or phone box is not a
 * change: a login cannot be left without them, and the call has no way to remove one.
 */
export function authOnlyChangesOf(
  profile: Profile,
  values: LoginFormValues,
): z.infer<typeof updateAuthOnlyRequestSchema> | null {
  const email = values.email === '' ? null : normaliseEmail(values.email);
  const phoneNo = values.phoneNo === '' ? null : (parseMalaysianMobile(values.phoneNo)?.national ?? null);
  const changes = {
    ...(email && email !== profile.email ? { email } : {}),
    ...(phoneNo && phoneNo !== profile.phoneNo ? { phoneNo } : {}),
    ...(values.locked === profile.locked ? {} : { locked: values.locked }),
    ...(values.allowedAfter === allowedAfterDate(profile)
      ? {}
      : {
          allowToApplyNewLoanAfterDateTime:
            values.allowedAfter === '' ? null : malaysianMidnight(values.allowedAfter).toISOString(),
        }),
  };
  const checked = updateAuthOnlyRequestSchema.safeParse(changes);
  return checked.success ? checked.data : null;
}
