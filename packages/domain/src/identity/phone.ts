/**
 * Phone numbers. A customer types digits only (spec 000 section 5: 'entered without a dash'), so a number with a
 * dash, a space or brackets is refused with its own message rather than silently cleaned: what is stored is what
 * the customer saw and confirmed.
 */

/** The result of checking a number: the number in its stored forms, or the catalog key of what is wrong. */
export type PhoneCheck<T> =
  | ({ readonly valid: true } & T)
  | { readonly valid: false; readonly reason: PhoneProblem };

export const PHONE_PROBLEMS = {
  separators: 'identity.phone.noDash',
  invalid: 'identity.phone.invalid',
  countryCodeMissing: 'identity.phone.countryCodeRequired',
} as const;

export type PhoneProblem = (typeof PHONE_PROBLEMS)[keyof typeof PHONE_PROBLEMS];

export interface MalaysianMobile {
  /** With the trunk prefix, as the spec's phoneNo holds it: '0123456789'. */
  readonly national: string;
  /** For SMS gateways: '+60123456789'. */
  readonly e164: string;
}

const SEPARATORS = /[\s\-().]/;
/**
 * Mobile numbers in the national plan: 01x then 7 digits, where x is 0, 2-4 or 6-9, and 011 then 8 digits (011 ran
 * out of 7-digit numbers and was extended). 015 is internet telephony, not a mobile line, so a telecom customer's
 * number never starts with it.
 */
const NATIONAL_MOBILE = /^01(?:[02-46-9]\d{7}|1\d{8})$/;
/** E.164: a plus, a country code that cannot start with 0, at most 15 digits; 8 at least, to catch a missing part. */
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;
/** After +60, a Malaysian number is 8 (088-123456) to 10 (011-12345678) digits, never starting with the trunk 0. */
const MALAYSIAN_AFTER_COUNTRY_CODE = /^\+60[1-9]\d{7,9}$/;

/** A Malaysian mobile number written '0123456789', '60123456789' or '+60123456789'. */
export function checkMalaysianMobile(input: string): PhoneCheck<MalaysianMobile> {
  const value = input.trim();
  if (SEPARATORS.test(value)) return { valid: false, reason: PHONE_PROBLEMS.separators };
  const national = value.startsWith('+60')
    ? `0${value.slice(3)}`
    : value.startsWith('60')
      ? `0${value.slice(2)}`
      : value;
  if (!NATIONAL_MOBILE.test(national)) return { valid: false, reason: PHONE_PROBLEMS.invalid };
  return { valid: true, national, e164: `+60${national.slice(1)}` };
}

export function parseMalaysianMobile(input: string): MalaysianMobile | null {
  const checked = checkMalaysianMobile(input);
  return checked.valid ? { national: checked.national, e164: checked.e164 } : null;
}

export function isMalaysianMobile(input: string): boolean {
  return checkMalaysianMobile(input).valid;
}

/**
 * A number of any country, landline or mobile, written with its country code: '+60312345678', '+6588123456'.
 * Used where the spec says 'a country code is required' (an employer's contact number). Only the shape is
 * checked (E.164), plus the length of a Malaysian number, because no rule covers every country's plan.
 */
export function checkPhoneWithCountryCode(input: string): PhoneCheck<{ readonly e164: string }> {
  const value = input.trim();
  if (SEPARATORS.test(value)) return { valid: false, reason: PHONE_PROBLEMS.separators };
  if (!value.startsWith('+')) {
    // Digits alone ('0312345678', '60312345678'): the customer left out the plus and country code.
    return {
      valid: false,
      reason: /^\d+$/.test(value) ? PHONE_PROBLEMS.countryCodeMissing : PHONE_PROBLEMS.invalid,
    };
  }
  const valid =
    INTERNATIONAL.test(value) && (!value.startsWith('+60') || MALAYSIAN_AFTER_COUNTRY_CODE.test(value));
  return valid ? { valid: true, e164: value } : { valid: false, reason: PHONE_PROBLEMS.invalid };
}

export function isPhoneWithCountryCode(input: string): boolean {
  return checkPhoneWithCountryCode(input).valid;
}
