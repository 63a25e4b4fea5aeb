import { describe, expect, it } from 'vitest';
import { isEmailAddress, isSameEmail, normaliseEmail } from './email.ts';

describe('email addresses', () => {
  it.each(['aisyah@example.com', 'Aisyah.Binti-Ali+loan@mail.example.com.my', ' tan@example.my '])(
    'accepts %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each([
    'aisyah@',
    '@example.com',
    'aisyah@example',
    'aisyah example.com',
    'a@b.c',
    `${'a'.repeat(250)}@example.com`,
    '',
  ])('refuses %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('keeps addresses in lower case and compares them so', () => {
    expect(normaliseEmail('  Aisyah@Example.COM ')).toBe('aisyah@example.com');
    expect(isSameEmail('Aisyah@Example.com', 'aisyah@example.com ')).toBe(true);
    expect(isSameEmail('aisyah@example.com', 'aisyah@example.my')).toBe(false);
  });
});
