import { z } from 'zod';
import { isCitizenIdentityCard } from '../identity/identity-card-type.ts';
import type { PostcodeLookup } from '../identity/postcode.ts';
import {
  catalogMessage,
  emailField,
  identityCardTypeField,
  malaysianMobileField,
  newPasswordField,
  nricPartsField,
  partnerIdField,
  passwordConfirmationField,
  passwordsMatch,
  residentialAddressFields,
  withCityAndState,
} from './fields.ts';

/**
 * Update profile (spec 000 sections 3 and 5): phone, address, email, partner id, identity type, NRIC in three
 * parts, and the password with its confirmation, whose mismatch this screen words 'Password not match'.
 */
export function profileUpdateFormSchema(context: { lookupPostcode: PostcodeLookup }) {
  return z
    .object({
      phoneNo: malaysianMobileField('forms.fields.phoneNoRequired'),
      ...residentialAddressFields(context.lookupPostcode),
      email: emailField('forms.fields.emailRequired'),
      partnerId: partnerIdField,
      icType: identityCardTypeField.refine(
        isCitizenIdentityCard,
        catalogMessage('forms.registration.citizensOnly'),
      ),
      nric: nricPartsField,
      password: newPasswordField('forms.fields.passwordRequired'),
      confirmPassword: passwordConfirmationField('forms.fields.confirmPasswordRequired'),
    })
    .superRefine(passwordsMatch('password', 'confirmPassword', 'forms.profile.passwordNotMatch'))
    .transform(withCityAndState(context.lookupPostcode));
}

export type ProfileUpdateFormInput = z.input<ReturnType<typeof profileUpdateFormSchema>>;
export type ProfileUpdateForm = z.output<ReturnType<typeof profileUpdateFormSchema>>;
