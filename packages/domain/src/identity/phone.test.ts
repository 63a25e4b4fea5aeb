import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import {
  checkMalaysianMobile,
  checkPhoneWithCountryCode,
  isMalaysianMobile,
  isPhoneWithCountryCode,
  parseMalaysianMobile,
} from './phone.ts';

describe('Malaysian mobile numbers', () => {
  it.each([
    // typed             national        E.164
    ['0123456789', '0123456789', '+60123456789'],
    ['+60123456789', '0123456789', '+60123456789'],
    ['60123456789', '0123456789', '+60123456789'],
    ['01112345678', '01112345678', '+601112345678'], // 011 has 8 digits after it
    ['+601112345678', '01112345678', '+601112345678'],
    ['0101234567', '0101234567', '+60101234567'],
    ['0191234567', '0191234567', '+60191234567'],
    [' 0123456789 ', '0123456789', '+60123456789'],
  ])('%s is %s, %s', (typed, national, e164) => {
    expect(parseMalaysianMobile(typed)).toEqual({ national, e164 });
  });

  it.each([
    ['012-3456789', 'identity.phone.noDash'],
    ['012 345 6789', 'identity.phone.noDash'],
    ['+60 12-345 6789', 'identity.phone.noDash'],
    ['(012)3456789', 'identity.phone.noDash'],
    ['0111234567', 'identity.phone.invalid'], // 011 with only 7 digits
    ['012345678', 'identity.phone.invalid'], // 012 with 6 digits
    ['01234567890', 'identity.phone.invalid'], // 012 with 8 digits
    ['0112345678901', 'identity.phone.invalid'],
    ['0312345678', 'identity.phone.invalid'], // a Kuala Lumpur landline
    ['0154567890', 'identity.phone.invalid'], // 015 is internet telephony, not mobile
    ['0013456789', 'identity.phone.invalid'],
    ['123456789', 'identity.phone.invalid'],
    ['+6512345678', 'identity.phone.invalid'], // Singapore
    ['012345678a', 'identity.phone.invalid'],
    ['', 'identity.phone.invalid'],
  ])('refuses %s: %s', (typed, reason) => {
    expect(checkMalaysianMobile(typed)).toEqual({ valid: false, reason: inCatalog(reason) });
    expect(isMalaysianMobile(typed)).toBe(false);
  });

  it('reads the same number with any of the three prefixes', () => {
    const subscriber = fc.oneof(
      fc.tuple(fc.constantFrom('0', '2', '3', '4', '6', '7', '8', '9'), fc.stringMatching(/^\d{7}$/)),
      fc.tuple(fc.constant('1'), fc.stringMatching(/^\d{8}$/)),
    );
    fc.assert(
      fc.property(subscriber, ([x, rest]) => {
        const national = `01${x}${rest}`;
        const expected = { national, e164: `+60${national.slice(1)}` };
        return [national, `60${national.slice(1)}`, `+60${national.slice(1)}`].every(
          (typed) => JSON.stringify(parseMalaysianMobile(typed)) === JSON.stringify(expected),
        );
      }),
    );
  });
});

describe('phone numbers with a country code', () => {
  it.each(['+60312345678', '+6088123456', '+601112345678', '+6561234567', '+14155552671', '+442071234567'])(
    'accepts %s',
    (typed) => {
      expect(checkPhoneWithCountryCode(typed)).toEqual({ valid: true, e164: typed });
    },
  );

  it.each([
    ['0312345678', 'identity.phone.countryCodeRequired'],
    ['60312345678', 'identity.phone.countryCodeRequired'],
    ['+603-12345678', 'identity.phone.noDash'],
    ['+60 3 1234 5678', 'identity.phone.noDash'],
    ['+600312345678', 'identity.phone.invalid'], // the trunk 0 kept after +60
    ['+603123456', 'identity.phone.invalid'], // too short for Malaysia
    ['+6031234567890', 'identity.phone.invalid'], // too long for Malaysia
    ['+0123456789', 'identity.phone.invalid'],
    ['+1234567', 'identity.phone.invalid'],
    ['+1234567890123456', 'identity.phone.invalid'], // 16 digits, beyond E.164
    ['abc', 'identity.phone.invalid'],
  ])('refuses %s: %s', (typed, reason) => {
    expect(checkPhoneWithCountryCode(typed)).toEqual({ valid: false, reason: inCatalog(reason) });
    expect(isPhoneWithCountryCode(typed)).toBe(false);
  });
});
