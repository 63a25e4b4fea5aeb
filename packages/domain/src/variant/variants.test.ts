import { describe, expect, it } from 'vitest';
import { ISLAMIC_PATH } from '../brand.ts';
import { ACCOUNT_LOGIN_TABS, LOGIN_TABS } from '../forms/login.ts';
import {
  VARIANT_RULES,
  VARIANTS,
  variantOfCustomer,
  variantOfLoginMethod,
  variantOfPath,
} from './variants.ts';

describe('the variant registry', () => {
  it('shows the conventional pages at the root and the Islamic ones under /islamic', () => {
    expect(VARIANT_RULES.conventional.pathPrefix).toBe('');
    expect(VARIANT_RULES.islamic.pathPrefix).toBe(ISLAMIC_PATH);
  });

  it.each([
    ['/', 'conventional'],
    ['', 'conventional'],
    ['/home', 'conventional'],
    ['/sinar-kredit/faq', 'conventional'],
    ['/islamic', 'islamic'],
    ['/islamic/', 'islamic'],
    ['/islamic/application/summary', 'islamic'],
    ['/islamicfinance', 'conventional'],
    ['/home/islamic', 'conventional'],
  ] as const)('reads the variant of %j from its path prefix: %s', (pathname, variant) => {
    expect(variantOfPath(pathname)).toBe(variant);
  });

  it('gives each variant a brand account tab of its own, and maps that login method back to the variant', () => {
    const tabs = VARIANTS.map((variant) => VARIANT_RULES[variant].accountLoginTab);
    expect([...tabs].sort()).toEqual([...ACCOUNT_LOGIN_TABS].sort());
    for (const variant of VARIANTS) {
      expect(variantOfLoginMethod(VARIANT_RULES[variant].accountLoginTab)).toBe(variant);
    }
  });

  it.each(['telecom', 'staff', 'partner', null, undefined, ''])(
    'finds no variant for the login method %j, which opens no brand account',
    (method) => {
      expect(variantOfLoginMethod(method)).toBeUndefined();
    },
  );

  it("opens the login dialog on the telecom tab on the conventional pages, on the Islamic account's on /islamic", () => {
    expect(VARIANT_RULES.conventional.defaultLoginTab).toBe('telecom');
    expect(VARIANT_RULES.islamic.defaultLoginTab).toBe('islamic');
    for (const variant of VARIANTS) expect(LOGIN_TABS).toContain(VARIANT_RULES[variant].defaultLoginTab);
  });

  it.each([
    [
      'their latest application',
      { latestApplicationType: 'conventional', loginMethod: 'islamic', brands: ['islamic'] },
      'conventional',
    ],
    [
      'their latest application',
      { latestApplicationType: 'islamic', loginMethod: 'telecom', brands: [] },
      'islamic',
    ],
    [
      'the brand account they logged in with',
      { loginMethod: 'islamic', brands: ['conventional', 'islamic'] },
      'islamic',
    ],
    ['the one brand account they hold', { loginMethod: 'telecom', brands: ['islamic'] }, 'islamic'],
    [
      'the one brand account they hold',
      { latestApplicationType: null, brands: ['conventional'] },
      'conventional',
    ],
    ['nothing: the address decides', { loginMethod: 'telecom', brands: [] }, undefined],
    [
      'nothing: the address decides',
      { loginMethod: 'telecom', brands: ['conventional', 'islamic'] },
      undefined,
    ],
  ] as const)("places a customer's pages by %s", (_, customer, variant) => {
    expect(variantOfCustomer(customer)).toBe(variant);
  });
});
