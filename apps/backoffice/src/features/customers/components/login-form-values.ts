import {
  type CustomerDetail,
  type CustomerLoginForm,
  malaysianDateOf,
  malaysianMidnight,
  normaliseEmail,
  parseMalaysianMobile,
  updateAuthOnlyRequestSchema,
} from '@sinar/domain';
import type { z } from 'zod';

type Profile = CustomerDetail['profile'];

/** The login form's values of a customer's account as it stands (the form is the domain's `customerLoginFormSchema`). */
export function loginFormDefaults(profile: Profile): CustomerLoginForm {
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
  values: CustomerLoginForm,
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
