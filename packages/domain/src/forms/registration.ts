import { z } from 'zod';
import { isCitizenIdentityCard } from '../identity/identity-card-type.ts';
import type { PostcodeLookup } from '../identity/postcode.ts';
import {
  catalogMessage,
  emailField,
  identityCardTypeField,
  malaysianMobileField,
  mustBeTicked,
  newPasswordField,
  nricPartsField,
  partnerIdField,
  passwordConfirmationField,
  passwordsMatch,
  personNameField,
  requiredSelect,
  residentialAddressFields,
  withCityAndState,
} from './fields.ts';

/**
 * Registration (spec 000 sections 3 and 5). Only Malaysian citizens may borrow, so only a MyKad is accepted; the
 * city and state come from the postcode. The date of birth and age are read from the NRIC where they are needed
 * (../identity/nric.ts), and the age limits of 18 to 60 belong to the eligibility check, not to this form.
 * The server adds what needs the database: the NRIC, phone and email not registered yet, the partner id known.
 */
export function registrationFormSchema(context: { lookupPostcode: PostcodeLookup }) {
  return z
    .object({
      partnerId: partnerIdField,
      fullName: personNameField('forms.fields.fullNameRequired'),
      icType: identityCardTypeField.refine(
        isCitizenIdentityCard,
        catalogMessage('forms.registration.citizensOnly'),
      ),
      nric: nricPartsField,
      raceId: requiredSelect('forms.fields.raceRequired'),
      /** The mobile number of the customer's telecom account. */
      phoneNo: malaysianMobileField('forms.fields.phoneNoRequired'),
      ...residentialAddressFields(context.lookupPostcode),
      email: emailField('forms.fields.emailRequired'),
      grossSalaryRangeId: requiredSelect('forms.fields.grossSalaryRangeRequired'),
      password: newPasswordField('forms.fields.passwordRequired'),
      confirmPassword: passwordConfirmationField('forms.fields.confirmPasswordRequired'),
      termsAccepted: mustBeTicked('forms.registration.termsRequired'),
      marketingConsent: z.boolean().default(false),
    })
    .superRefine(passwordsMatch('password', 'confirmPassword'))
    .transform(withCityAndState(context.lookupPostcode));
}

export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchema>>;
export type RegistrationForm = z.output<ReturnType<typeof registrationFormSchema>>;
