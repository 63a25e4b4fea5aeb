import { describe, expect, it } from 'vitest';
import { lookupPostcode } from '../identity/postcode.ts';
import { profileUpdateFormSchema } from './profile-update.ts';
import { problemsOf } from './testing.ts';

const schema = profileUpdateFormSchema({ lookupPostcode });

const profile = {
  phoneNo: '0123456789',
  residentialAddress1: 'No. 3, Persiaran Perdana',
  residentialAddress2: 'Presint 10',
  residentialAddress3: '',
  postcode: '62000',
  email: 'aisyah@example.com',
  partnerId: '',
  icType: 'MYKAD',
  nric: { part1: '900101', part2: '14', part3: '5678' },
  password: 'new password',
  confirmPassword: 'new password',
};

describe('profileUpdateFormSchema', () => {
  it('accepts a profile and fills the city and state from the postcode', () => {
    expect(schema.parse(profile)).toMatchObject({
      residentialAddress2: 'Presint 10',
      residentialAddress3: undefined,
      postcode: '62000',
      city: 'Putrajaya',
      state: 'Wilayah Persekutuan Putrajaya',
    });
  });

  it("answers a password mismatch in this screen's words", () => {
    expect(problemsOf(schema, { ...profile, confirmPassword: 'new passwort' })).toEqual([
      'confirmPassword:forms.profile.passwordNotMatch',
    ]);
  });

  it('asks for phone, address, email, postcode, password, identity type and NRIC', () => {
    expect(
      problemsOf(schema, {
        ...profile,
        phoneNo: '',
        residentialAddress1: '',
        postcode: '',
        email: '',
        icType: undefined,
        nric: { part1: '900101', part2: '', part3: '' },
        password: '',
        confirmPassword: '',
      }),
    ).toEqual([
      'phoneNo:forms.fields.phoneNoRequired',
      'residentialAddress1:forms.fields.addressRequired',
      'postcode:forms.fields.postcodeRequired',
      'email:forms.fields.emailRequired',
      'icType:forms.fields.icTypeRequired',
      'nric.part2:identity.nric.required',
      'nric.part3:identity.nric.required',
      'password:forms.fields.passwordRequired',
      'confirmPassword:forms.fields.confirmPasswordRequired',
    ]);
  });

  it('refuses an unknown postcode and a missing NRIC', () => {
    expect(problemsOf(schema, { ...profile, postcode: '00000', nric: undefined })).toEqual([
      'postcode:errors.invalidPostcode',
      'nric:identity.nric.required',
    ]);
  });
});
