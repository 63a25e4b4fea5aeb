import { z } from 'zod';
import { currentPasswordField, humanCheckTokenField, requiredText } from './fields.ts';

/** A partner id as the partner directory issues it: 'P' and digits, typed in any case. */
export const PARTNER_ID_PATTERN = /^P\d{4,10}$/;

export const partnerIdLoginField = requiredText('forms.partner.partnerIdRequired', (value) =>
  PARTNER_ID_PATTERN.test(value.toUpperCase()) ? null : 'forms.partner.partnerIdInvalid',
).overwrite((value) => value.toUpperCase());

/** SME partner login at /partner (spec 001 section 2): partner id and password, with the human check. */
export const partnerLoginFormSchema = z.object({
  partnerId: partnerIdLoginField,
  password: currentPasswordField('forms.fields.passwordRequired'),
  humanCheckToken: humanCheckTokenField,
});

export type PartnerLoginFormInput = z.input<typeof partnerLoginFormSchema>;
export type PartnerLoginForm = z.output<typeof partnerLoginFormSchema>;

/**
 * A partner's first visit: the partner id only. The account is made from the partner directory's record and a
 * temporary password goes by SMS to the phone number the directory holds, so nobody can claim a partner id
 * without that phone.
 */
export const partnerActivationFormSchema = z.object({
  partnerId: partnerIdLoginField,
  humanCheckToken: humanCheckTokenField,
});

export type PartnerActivationFormInput = z.input<typeof partnerActivationFormSchema>;
export type PartnerActivationForm = z.output<typeof partnerActivationFormSchema>;
