import { describe, expect, it } from 'vitest';
import { accessOf, redirectTarget } from './redirect-rules.ts';
import { expandTwins, ROUTE_TABLE } from './route-table.ts';

const guest = { loggedIn: false };
const member = { loggedIn: true };

describe('redirectTarget', () => {
  it.each([
    ['/', '?lang=ms', '/home?lang=ms'],
    ['/', '', '/home'],
    ['/islamic', '', '/islamic/home'],
    ['/islamic', '?lang=ms', '/islamic/home?lang=ms'],
    ['/islamic/', '', '/islamic/home'],
  ])('sends a logged-in user at the landing %s%s to %s', (pathname, search, target) => {
    expect(redirectTarget({ pathname, search }, member)).toBe(target);
  });

  it('leaves the conventional brand landing to a logged-in user', () => {
    expect(redirectTarget({ pathname: '/sinar-kredit' }, member)).toBeNull();
  });

  it.each([
    '/home',
    '/islamic/home',
    '/result/eligible',
    '/islamic/result/not-eligible',
    '/loan-history/8f3a',
    '/application/document-upload',
    '/islamic/pending-payment',
    '/sme/home',
    '/smeApplication/company-details',
  ])('sends a visitor without a session at the login-only route %s to /', (pathname) => {
    expect(redirectTarget({ pathname }, guest)).toBe('/');
  });

  it('keeps the language parameter on a guard redirect', () => {
    expect(redirectTarget({ pathname: '/home', search: '?lang=ms&x=1' }, guest)).toBe('/?lang=ms');
  });

  it.each(['/home', '/islamic/home', '/loan-history/8f3a', '/sme/home'])(
    'lets a logged-in user into %s',
    (pathname) => {
      expect(redirectTarget({ pathname }, member)).toBeNull();
    },
  );

  it.each([
    '/',
    '/sinar-kredit',
    '/islamic',
    '/faq',
    '/faq/',
    '/sinar-kredit/faq',
    '/islamic/faq',
    '/contact-us',
    '/islamic/about-us',
    '/sinar-kredit/legal-terms',
    '/privacy-policy',
    '/simulator',
    '/islamic/simulator',
    '/sinar-kredit/simulator',
    '/registration',
    '/islamic/registration',
    '/partner',
    '/staff/registration',
    '/dev/inbox',
  ])('lets a visitor without a session see the public route %s', (pathname) => {
    expect(redirectTarget({ pathname }, guest)).toBeNull();
  });

  it.each(['/nope', '/islamic/nope', '/sinar-kredit/home', '/sinar-kredit/registration', '/result', '/FAQ'])(
    'sends an unknown path %s to / or /home',
    (pathname) => {
      expect(redirectTarget({ pathname }, guest)).toBe('/');
      expect(redirectTarget({ pathname, search: '?lang=ms' }, member)).toBe('/home?lang=ms');
    },
  );

  it.each([
    ['/', '', '/sme/home'],
    ['/islamic', '?lang=ms', '/sme/home?lang=ms'],
    ['/nope', '', '/sme/home'],
  ])("sends a logged-in partner from %s%s to the partner's home %s", (pathname, search, target) => {
    expect(redirectTarget({ pathname, search }, { loggedIn: true, organizationType: 'SME' })).toBe(target);
  });

  it('drops a language parameter that names no supported language', () => {
    expect(redirectTarget({ pathname: '/nope', search: '?lang=xx' }, guest)).toBe('/');
  });
});

describe('accessOf', () => {
  const everyPath = ROUTE_TABLE.flatMap((entry) =>
    expandTwins(entry).map((path) => [path.replaceAll(/\{\w+\}/g, 'x1'), entry.access] as const),
  );

  it.each(everyPath)("finds each of the table's paths, %s, with its access (%s)", (path, access) => {
    expect(accessOf(path)).toBe(access);
    expect(accessOf(`${path}/`)).toBe(access);
  });

  it('matches a parameter with one segment only', () => {
    expect(accessOf('/loan-history/8f3a')).toBe('login');
    expect(accessOf('/loan-history/8f3a/more')).toBeNull();
    expect(accessOf('/result/eligible/more')).toBeNull();
  });
});
