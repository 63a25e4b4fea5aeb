import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../lib/language.ts';
import { ACCESS_TOKEN_KEY, currentSession } from '../../lib/session.ts';
import { CLAIMS, fakeToken } from '../../test/fake-session.ts';
import { redirectTarget } from '../redirect-rules.ts';
import { pageHeadScript } from './head-script.ts';
import { SENT_ON_ATTRIBUTE } from './prerendered.ts';

/** Runs a page's head script as the browser would, at `address`: where it sent the visitor, and the page it left. */
function runHeadScript(script: string, address: string) {
  const sentTo: string[] = [];
  const page = document.createElement('html');
  const location = {
    search: new URL(address, 'http://localhost').search,
    replace: (to: string) => sentTo.push(to),
  };
  new Function('localStorage', 'location', 'document', script)(window.localStorage, location, {
    documentElement: page,
  });
  return { sentTo, page };
}

const STORED_TOKENS: Readonly<Record<string, string | null>> = {
  'no session': null,
  'a blank token': '  ',
  'a token that is not a JWT': 'token',
  'a customer': fakeToken(CLAIMS),
  'an SME partner': fakeToken({ ...CLAIMS, organizationType: 'SME' }),
  'a group staff member': fakeToken({ ...CLAIMS, organizationType: 'STAFF', name: 'Siti Nurhaliza' }),
  'a kind of user the app does not know': fakeToken({ ...CLAIMS, organizationType: 'constructor' }),
};

afterEach(() => window.localStorage.clear());

describe("the landing page's head script", () => {
  for (const [who, token] of Object.entries(STORED_TOKENS)) {
    it(`sends ${who} where the entry would, on every landing page and in every language`, () => {
      if (token !== null) window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
      for (const pathname of ['/', '/islamic', '/sinar-kredit']) {
        for (const search of ['', '?lang=ms', '?lang=en&x=1', '?lang=fr']) {
          const expected = redirectTarget({ pathname, search }, currentSession());
          const { sentTo } = runHeadScript(pageHeadScript(pathname), `${pathname}${search}`);
          expect(sentTo, `${who} at ${pathname}${search}`).toEqual(expected === null ? [] : [expected]);
        }
      }
    });
  }

  it('hides the page it sends a visitor away from, and says where it sent them', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, fakeToken({ ...CLAIMS, organizationType: 'SME' }));
    const { page } = runHeadScript(pageHeadScript('/islamic'), '/islamic?lang=ms');
    expect(page.style.visibility).toBe('hidden');
    expect(page.getAttribute(SENT_ON_ATTRIBUTE)).toBe('/sme/home?lang=ms');
  });

  it('leaves the page of a visitor without a session as it is', () => {
    const { sentTo, page } = runHeadScript(pageHeadScript('/'), '/');
    expect(sentTo).toEqual([]);
    expect(page.style.visibility).toBe('');
    expect(page.hasAttribute(SENT_ON_ATTRIBUTE)).toBe(false);
  });

  it("keeps the language of `?lang` as the reader's choice, as the entry would, and leaves the choice without one", () => {
    for (const [search, before, after] of [
      ['?lang=ms', 'en', 'ms'],
      ['?lang=en&x=1', 'ms', 'en'],
      ['?lang=fr', 'ms', 'ms'],
      ['', 'ms', 'ms'],
    ] as const) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, before);
      runHeadScript(pageHeadScript('/sinar-kredit'), `/sinar-kredit${search}`);
      expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), search).toBe(after);
    }
  });
});
