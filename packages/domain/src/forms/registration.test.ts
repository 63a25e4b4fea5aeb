import { describe, expect, it } from 'vitest';
import { lookupPostcode } from '../identity/postcode.ts';
import { registrationFormSchema } from './registration.ts';
import { problemsOf } from './testing.ts';

const schema = registrationFormSchema({ lookupPostcode });

const aisyah = {
  partnerId: '',
  fullName: ' Nur  Aisyah binti Ahmad ',
  icType: 'MYKAD',
  nric: { part1: '900101', part2: '14', part3: '5678' },
  raceId: '1',
  phoneNo: '+60123456789',
  residentialAddress1: 'No. 12, Jalan Ampang',
  residentialAddress2: '',
  residentialAddress3: '',
  postcode: '50450',
  email: 'Aisyah@Example.com',
  grossSalaryRangeId: '3',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  termsAccepted: true,
};

describe('registrationFormSchema', () => {
  it('accepts a complete form, normalised, with the city and state from the postcode', () => {
    expect(schema.parse(aisyah)).toEqual({
      fullName: 'Nur Aisyah binti Ahmad',
      icType: 'MYKAD',
      nric: { part1: '900101', part2: '14', part3: '5678' },
      raceId: '1',
      phoneNo: '0123456789',
      residentialAddress1: 'No. 12, Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
      email: 'aisyah@example.com',
      grossSalaryRangeId: '3',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      termsAccepted: true,
      marketingConsent: false,
    });
  });

  it('keeps a partner id, marketing consent and the second town of a shared postcode', () => {
    const form = schema.parse({
      ...aisyah,
      partnerId: 'P12345',
      marketingConsent: true,
      postcode: '86400',
      city: 'Parit Raja',
    });
    expect(form).toMatchObject({
      partnerId: 'P12345',
      marketingConsent: true,
      city: 'Parit Raja',
      state: 'Johor',
    });
  });

  it('asks for every required field with its own prompt', () => {
    const empty = {
      fullName: '',
      icType: '',
      nric: { part1: '', part2: '', part3: '' },
      raceId: '',
      phoneNo: '',
      residentialAddress1: '',
      postcode: '',
      email: '',
      grossSalaryRangeId: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
    };
    expect(problemsOf(schema, empty)).toEqual([
      'fullName:forms.fields.fullNameRequired',
      'icType:forms.fields.icTypeRequired',
      'nric.part1:identity.nric.required',
      'nric.part2:identity.nric.required',
      'nric.part3:identity.nric.required',
      'raceId:forms.fields.raceRequired',
      'phoneNo:forms.fields.phoneNoRequired',
      'residentialAddress1:forms.fields.addressRequired',
      'postcode:forms.fields.postcodeRequired',
      'email:forms.fields.emailRequired',
      'grossSalaryRangeId:forms.fields.grossSalaryRangeRequired',
      'password:forms.fields.passwordRequired',
      'confirmPassword:forms.fields.confirmPasswordRequired',
      'termsAccepted:forms.registration.termsRequired',
    ]);
  });

  it.each([
    [{ partnerId: 'P-1' }, 'partnerId:forms.fields.partnerIdInvalid'],
    [{ fullName: 'Aisyah 2' }, 'fullName:forms.fields.nameInvalid'],
    [{ icType: 'PASSPORT' }, 'icType:forms.registration.citizensOnly'],
    [{ icType: 'MYPR' }, 'icType:forms.registration.citizensOnly'],
    [{ icType: 'MYKAS' }, 'icType:forms.registration.citizensOnly'],
    [{ nric: { part1: '90O101', part2: '14', part3: '5678' } }, 'nric.part1:validation.numbersOnly'],
    [{ nric: { part1: '90010', part2: '14', part3: '5678' } }, 'nric.part1:identity.nric.part1Length'],
    [{ nric: { part1: '900101', part2: '1', part3: '5678' } }, 'nric.part2:identity.nric.part2Length'],
    [{ nric: { part1: '900101', part2: '14', part3: '56789' } }, 'nric.part3:identity.nric.part3Length'],
    [{ nric: { part1: '010229', part2: '14', part3: '5678' } }, 'nric.part1:identity.nric.invalidBirthDate'],
    [
      { nric: { part1: '900101', part2: '00', part3: '5678' } },
      'nric.part2:identity.nric.unknownPlaceOfBirth',
    ],
    [{ phoneNo: '012-3456789' }, 'phoneNo:identity.phone.noDash'],
    [{ phoneNo: '0312345678' }, 'phoneNo:identity.phone.invalid'],
    [{ postcode: '5045A' }, 'postcode:validation.numbersOnly'],
    [{ postcode: '99999' }, 'postcode:errors.invalidPostcode'],
    [{ email: 'aisyah@' }, 'email:validation.invalidEmail'],
    [{ password: 'short', confirmPassword: 'short' }, 'password:validation.passwordTooShort'],
    [{ confirmPassword: 'correct horses' }, 'confirmPassword:errors.passwordsDoNotMatch'],
    [{ termsAccepted: false }, 'termsAccepted:forms.registration.termsRequired'],
  ])('refuses %j: %s', (change, problem) => {
    expect(problemsOf(schema, { ...aisyah, ...change })).toEqual([problem]);
  });

  it('reports every problem of the form at once, across fields too', () => {
    expect(
      problemsOf(schema, { ...aisyah, phoneNo: '012', password: 'short', confirmPassword: 'shorter' }),
    ).toEqual([
      'phoneNo:identity.phone.invalid',
      'password:validation.passwordTooShort',
      'confirmPassword:errors.passwordsDoNotMatch',
    ]);
  });
});
