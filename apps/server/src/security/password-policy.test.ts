import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { assertAcceptablePassword, passwordProblem } from './password-policy.ts';

const aisyah = {
  email: 'aisyah.rahman@example.com',
  phoneNo: '0123000001',
  names: ['Aisyah binti Rahman'],
};

describe('passwordProblem', () => {
  it.each([
    'password',
    'Password1',
    '12345678',
    'qwertyuiop',
    'iloveyou',
    'P@ssw0rd',
    'aaaaaaaa',
    'abababab',
    '12341234',
    'SinarKredit2026',
    'sinar-kredit-i',
  ])('refuses %j as too common or easy to guess', (password) => {
    expect(passwordProblem(password, aisyah)).toBe('validation.passwordTooCommon');
  });

  it.each([
    ['the email', 'aisyah.rahman@example.com'],
    ["the email's name", 'Aisyah.Rahman#7'],
    ['a word of the name', 'Rahman!2026x'],
    ['the phone number', 'x0123000001y'],
    ['the phone number without its 0', 'Ph123000001!'],
  ])('refuses a password holding %s', (_part, password) => {
    expect(passwordProblem(password, aisyah)).toBe('validation.passwordHasPersonalData');
  });

  it.each(['Kenari#Biru82', 'Binti-Ada-Di-Sini-9', 'correct horse battery staple', 'Demo1234!'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, aisyah)).toBeNull();
    },
  );

  it('leaves short name words and missing details alone', () => {
    expect(passwordProblem('Ali+Ahmad+Lim9', { names: ['Ali bin Abu', null], email: null })).toBeNull();
    expect(passwordProblem('Tan#Mei#Wah88', { names: ['Tan Mei Ling'] })).toBeNull();
  });
});

describe('assertAcceptablePassword', () => {
  it('throws a 400 naming the field', () => {
    let thrown: unknown;
    try {
      assertAcceptablePassword('aisyah12345', aisyah, 'newPassword');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      statusCode: 400,
      key: 'validation.passwordHasPersonalData',
      fieldErrors: { newPassword: 'validation.passwordHasPersonalData' },
    });
  });
});
