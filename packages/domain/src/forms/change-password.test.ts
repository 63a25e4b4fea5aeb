import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './change-password.ts';
import { formIssues } from './form-issues.ts';
import { problemsOf } from './testing.ts';

describe('changePasswordFormSchema', () => {
  it('accepts an old password of any length and a new one of 8 characters or more', () => {
    const form = { oldPassword: 'abc', newPassword: '12345678', confirmPassword: '12345678' };
    expect(changePasswordFormSchema.parse(form)).toEqual(form);
  });

  it.each([
    [
      { oldPassword: '', newPassword: '', confirmPassword: '' },
      [
        'oldPassword:forms.changePassword.oldPasswordRequired',
        'newPassword:forms.changePassword.newPasswordRequired',
        'confirmPassword:forms.fields.confirmPasswordRequired',
      ],
    ],
    [
      { oldPassword: 'old', newPassword: '1234567', confirmPassword: '1234567' },
      ['newPassword:validation.passwordTooShort'],
    ],
    [
      { oldPassword: 'old', newPassword: '12345678', confirmPassword: '12345679' },
      ['confirmPassword:errors.passwordsDoNotMatch'],
    ],
    [
      { oldPassword: 'same password', newPassword: 'same password', confirmPassword: 'same password' },
      ['newPassword:forms.changePassword.sameAsOld'],
    ],
  ])('refuses %j', (input, problems) => {
    expect(problemsOf(changePasswordFormSchema, input)).toEqual(problems);
  });

  it('says how long a password must be', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'old',
      newPassword: '1234',
      confirmPassword: '1234',
    });
    expect(result.success ? [] : formIssues(result.error)).toEqual([
      { path: 'newPassword', key: 'validation.passwordTooShort', params: { min: 8 } },
    ]);
  });

  it('counts spaces as characters of a password, never trimming them', () => {
    const spaced = { oldPassword: 'old', newPassword: ' 123456 ', confirmPassword: ' 123456 ' };
    expect(changePasswordFormSchema.parse(spaced)).toEqual(spaced); // 8 characters with the spaces
  });
});
