import { describe, expect, it } from 'vitest';
import { loginFormSchema, loginIdentifierKind } from './login.ts';
import { problemsOf } from './testing.ts';

describe('loginFormSchema', () => {
  it('signs a telecom customer in by phone number', () => {
    expect(
      loginFormSchema.parse({
        tab: 'telecom',
        phoneNo: '60123456789',
        password: 'x',
        humanCheckToken: 'token',
      }),
    ).toEqual({ tab: 'telecom', phoneNo: '0123456789', password: 'x', humanCheckToken: 'token' });
  });

  it('signs a brand account holder in by phone number or email', () => {
    const byPhone = loginFormSchema.parse({
      tab: 'conventional',
      phoneOrEmail: '+601112345678',
      password: 'secret',
      humanCheckToken: 'token',
    });
    const byEmail = loginFormSchema.parse({
      tab: 'islamic',
      phoneOrEmail: ' Aisyah@Example.com ',
      password: 'secret',
      humanCheckToken: 'token',
    });
    expect(byPhone).toMatchObject({ phoneOrEmail: '01112345678' });
    expect(byEmail).toMatchObject({ tab: 'islamic', phoneOrEmail: 'aisyah@example.com' });
    expect(loginIdentifierKind('01112345678')).toBe('phone');
    expect(loginIdentifierKind('aisyah@example.com')).toBe('email');
  });

  it('signs staff in by company email', () => {
    expect(
      loginFormSchema.parse({
        tab: 'staff',
        email: 'Tan@SinarGroup.com.my',
        password: 'x',
        humanCheckToken: 't',
      }),
    ).toEqual({ tab: 'staff', email: 'tan@sinargroup.com.my', password: 'x', humanCheckToken: 't' });
  });

  it.each([
    [
      { tab: 'telecom', phoneNo: '', password: '', humanCheckToken: '' },
      [
        'phoneNo:forms.fields.phoneNoRequired',
        'password:forms.fields.passwordRequired',
        'humanCheckToken:errors.humanCheckNotTicked',
      ],
    ],
    [
      { tab: 'telecom', phoneNo: '012-3456789', password: 'x', humanCheckToken: 't' },
      ['phoneNo:identity.phone.noDash'],
    ],
    [
      { tab: 'conventional', phoneOrEmail: '', password: 'x', humanCheckToken: 't' },
      ['phoneOrEmail:forms.login.phoneOrEmailRequired'],
    ],
    [
      { tab: 'conventional', phoneOrEmail: 'aisyah@', password: 'x', humanCheckToken: 't' },
      ['phoneOrEmail:validation.invalidEmail'],
    ],
    [
      { tab: 'islamic', phoneOrEmail: '012345', password: 'x', humanCheckToken: 't' },
      ['phoneOrEmail:identity.phone.invalid'],
    ],
    [{ tab: 'staff', email: 'tan', password: 'x', humanCheckToken: 't' }, ['email:validation.invalidEmail']],
    [
      { tab: 'staff', email: 'tan@sinargroup.com.my', password: 'x' },
      ['humanCheckToken:errors.humanCheckNotTicked'],
    ],
    [{ tab: 'partner', password: 'x', humanCheckToken: 't' }, ['tab:validation.required']],
  ])('refuses %j', (input, problems) => {
    expect(problemsOf(loginFormSchema, input)).toEqual(problems);
  });

  it('never judges the length of a password at login', () => {
    expect(
      loginFormSchema.safeParse({
        tab: 'telecom',
        phoneNo: '0123456789',
        password: 'abc',
        humanCheckToken: 't',
      }).success,
    ).toBe(true);
  });
});
