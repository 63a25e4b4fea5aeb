import { describe, expect, it } from 'vitest';
import { formIssues } from './form-issues.ts';
import { staffRegistrationFormSchema } from './staff-registration.ts';
import { problemsOf } from './testing.ts';

const schema = staffRegistrationFormSchema({ companyEmailDomain: 'SinarGroup.com.my' });

const tan = {
  name: 'Tan Wei Ming',
  email: 'Tan.WeiMing@sinargroup.com.my',
  password: 'a long passphrase',
  confirmPassword: 'a long passphrase',
};

describe('staffRegistrationFormSchema', () => {
  it('accepts a company email', () => {
    expect(schema.parse(tan)).toEqual({ ...tan, email: 'tan.weiming@sinargroup.com.my' });
  });

  it.each([
    [{ name: '' }, 'name:forms.staffRegistration.nameRequired'],
    [{ email: '' }, 'email:forms.fields.emailRequired'],
    [{ email: 'tan@' }, 'email:validation.invalidEmail'],
    [{ email: 'tan@gmail.com' }, 'email:forms.staffRegistration.emailNotCompanyDomain'],
    [{ email: 'tan@mail.sinargroup.com.my' }, 'email:forms.staffRegistration.emailNotCompanyDomain'],
    [{ email: 'tan@notsinargroup.com.my' }, 'email:forms.staffRegistration.emailNotCompanyDomain'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password:validation.passwordTooShort'],
    [{ confirmPassword: 'a long passphrasE' }, 'confirmPassword:errors.passwordsDoNotMatch'],
  ])('refuses %j: %s', (change, problem) => {
    expect(problemsOf(schema, { ...tan, ...change })).toEqual([problem]);
  });

  it('names the domain in the message', () => {
    const result = schema.safeParse({ ...tan, email: 'tan@gmail.com' });
    expect(result.success ? [] : formIssues(result.error)).toEqual([
      {
        path: 'email',
        key: 'forms.staffRegistration.emailNotCompanyDomain',
        params: { domain: 'sinargroup.com.my' },
      },
    ]);
  });
});
