import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PostcodeLookup } from '../identity/postcode.ts';
import {
  emailField,
  malaysianMobileField,
  nricField,
  nricPartsField,
  optionalEmailField,
  optionalText,
  personNameField,
  postcodeField,
  requiredText,
  senField,
  withCityAndState,
} from './fields.ts';
import { problemsOf } from './testing.ts';

/** One postcode, two towns: enough to show the lookup is the caller's. */
const lookupPostcode: PostcodeLookup = (postcode) =>
  postcode === '86400'
    ? { postcode, city: 'Batu Pahat', cities: ['Batu Pahat', 'Parit Raja'], state: 'Johor', stateCode: '01' }
    : null;

const field = (schema: z.ZodType, value: unknown) => problemsOf(z.object({ value: schema }), { value });

describe('field building blocks', () => {
  it('trim text, and report one problem at a time', () => {
    const name = requiredText('forms.fields.fullNameRequired');
    expect(name.parse('  Aisyah ')).toBe('Aisyah');
    expect(field(name, '   ')).toEqual(['value:forms.fields.fullNameRequired']);
    expect(field(name, undefined)).toEqual(['value:forms.fields.fullNameRequired']);
    expect(field(name, 'x'.repeat(101))).toEqual(['value:validation.tooLong']);
  });

  it('turn an empty optional text into undefined', () => {
    expect(optionalText().parse('  ')).toBeUndefined();
    expect(optionalText().parse(undefined)).toBeUndefined();
    expect(optionalText().parse(' Taman Melawati ')).toBe('Taman Melawati');
  });

  it.each([
    'Muthu a/l Subramaniam',
    'Siti @ Aishah binti Omar',
    "Mary O'Neil",
    'LIM AH KOW',
    'Nur Ain (Aini)',
  ])('take the name %s as written on the card', (name) => {
    expect(personNameField('forms.fields.fullNameRequired').parse(name)).toBe(name);
  });

  it('refuse a name with digits or starting with a mark', () => {
    expect(field(personNameField('forms.fields.fullNameRequired'), 'Ali 2')).toEqual([
      'value:forms.fields.nameInvalid',
    ]);
    expect(field(personNameField('forms.fields.fullNameRequired'), '@Ali')).toEqual([
      'value:forms.fields.nameInvalid',
    ]);
  });

  it('report an NRIC on the box at fault', () => {
    expect(nricPartsField.parse({ part1: ' 000229', part2: '10', part3: '1235' })).toEqual({
      part1: '000229',
      part2: '10',
      part3: '1235',
    });
    expect(field(nricPartsField, { part1: '010229', part2: '10', part3: '1235' })).toEqual([
      'value.part1:identity.nric.invalidBirthDate',
    ]);
    expect(field(nricPartsField, { part1: '000229', part2: '20', part3: '1235' })).toEqual([
      'value.part2:identity.nric.unknownPlaceOfBirth',
    ]);
    // A malformed box speaks for itself; the number as a whole is not judged until every box is right.
    expect(field(nricPartsField, { part1: '010229', part2: '2', part3: '1235' })).toEqual([
      'value.part2:identity.nric.part2Length',
    ]);
  });

  it('take an NRIC typed in one box, as its 12 digits', () => {
    const nric = nricField('identity.nric.required');
    expect(nric.parse(' 900101-14-5678 ')).toBe('900101145678');
    expect(field(nric, '900101-14-567')).toEqual(['value:identity.nric.invalid']);
    expect(field(nric, '010229-14-5678')).toEqual(['value:identity.nric.invalid']);
    expect(field(nric, '')).toEqual(['value:identity.nric.required']);
  });

  it('store a mobile number in the national form', () => {
    const phone = malaysianMobileField('forms.fields.phoneNoRequired');
    expect(phone.parse('+601112345678')).toBe('01112345678');
    expect(field(phone, '011-12345678')).toEqual(['value:identity.phone.noDash']);
  });

  it('check a postcode with the lookup they are given, and fill in the town and state', () => {
    const postcode = postcodeField(lookupPostcode);
    expect(postcode.parse('86400')).toBe('86400');
    expect(field(postcode, '50450')).toEqual(['value:errors.invalidPostcode']); // unknown to this lookup
    const fill = withCityAndState(lookupPostcode);
    expect(fill({ postcode: '86400' })).toEqual({ postcode: '86400', city: 'Batu Pahat', state: 'Johor' });
    expect(fill({ postcode: '86400', city: 'Parit Raja' })).toMatchObject({ city: 'Parit Raja' });
    expect(fill({ postcode: '86400', city: 'Muar' })).toMatchObject({ city: 'Batu Pahat' });
  });

  it('keep emails in lower case, optional ones empty as undefined', () => {
    expect(emailField('forms.fields.emailRequired').parse(' Aisyah@Example.COM ')).toBe('aisyah@example.com');
    expect(optionalEmailField().parse('')).toBeUndefined();
    expect(optionalEmailField().parse('Siti@Example.com')).toBe('siti@example.com');
    expect(field(optionalEmailField(), 'siti@')).toEqual(['value:validation.invalidEmail']);
  });

  it('take money as a positive whole number of sen', () => {
    const salary = senField('forms.fields.netSalaryRequired');
    expect(salary.parse(350_000)).toBe(350_000);
    expect(field(salary, Number.NaN)).toEqual(['value:forms.fields.netSalaryRequired']);
    expect(field(salary, '3500')).toEqual(['value:forms.fields.netSalaryRequired']);
    expect(field(salary, 0)).toEqual(['value:validation.invalidAmount']);
    expect(field(salary, 12.5)).toEqual(['value:validation.invalidAmount']);
  });
});
