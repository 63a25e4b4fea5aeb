import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import { ISLAMIC_PATH, type LoginMethod, type OrganizationType } from '@sinar/domain';
import { PAGES } from './site-paths.ts';

/**
 * Where a logged-in user's pages start: partners at /sme/home, holders of an Islamic-brand account who logged in
 * on that tab at /islamic/home, everybody else (telecom customers, conventional accounts, staff) at /home.
 */
export function homePathOf(user: {
  readonly loginMethod?: LoginMethod | null;
  readonly organizationType?: OrganizationType | null;
}): string {
  if (user.organizationType === 'SME' || user.loginMethod === 'partner') return PAGES.smeHome;
  if (user.loginMethod === 'islamic') return `${ISLAMIC_PATH}${PAGES.home}`;
  return PAGES.home;
}

/**
 * Where a user whose password is temporary goes first: the password change of their site (/islamic for the Islamic
 * tab), since every other call is refused until they choose their own.
 */
export function passwordChangePathOf(user: { readonly loginMethod?: LoginMethod | null }): string {
  return user.loginMethod === 'islamic' ? `${ISLAMIC_PATH}${PAGES.changePassword}` : PAGES.changePassword;
}

/** `target` with the `lang` parameter of `search`, if it has a valid one: redirects keep the reader's language. */
export function withLanguageOf(target: string, search: string): string {
  const language = languageFromSearch(search);
  if (!language) return target;
  const separator = target.includes('?') ? '&' : '?';
  return `${target}${separator}${new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: language })}`;
}
