import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import { type LoginMethod, type OrganizationType, VARIANT_RULES, variantOfLoginMethod } from '@sinar/domain';
import { PAGES } from './site-paths.ts';

/**
 * Where a logged-in user's pages start: partners and group staff at /sme/home (where the staff loan is: decision
 * 061), holders of a brand account who logged in on its tab under the path prefix of the account's variant
 * (/islamic/home, or /home), everybody else (telecom customers) at /home.
 */
export function homePathOf(user: {
  readonly loginMethod?: LoginMethod | null;
  readonly organizationType?: OrganizationType | null;
}): string {
  if (user.organizationType === 'SME' || user.loginMethod === 'partner') return PAGES.smeHome;
  if (user.organizationType === 'STAFF' || user.loginMethod === 'staff') return PAGES.smeHome;
  const accountVariant = variantOfLoginMethod(user.loginMethod);
  return `${accountVariant ? VARIANT_RULES[accountVariant].pathPrefix : ''}${PAGES.home}`;
}

/**
 * Where a user whose password is temporary goes first: the password change of their site (/islamic for the Islamic
 * tab), since every other call is refused until they choose their own.
 */
export function passwordChangePathOf(user: { readonly loginMethod?: LoginMethod | null }): string {
  const accountVariant = variantOfLoginMethod(user.loginMethod);
  return `${accountVariant ? VARIANT_RULES[accountVariant].pathPrefix : ''}${PAGES.changePassword}`;
}

/** `target` with the `lang` parameter of `search`, if it has a valid one: redirects keep the reader's language. */
export function withLanguageOf(target: string, search: string): string {
  const language = languageFromSearch(search);
  if (!language) return target;
  const separator = target.includes('?') ? '&' : '?';
  return `${target}${separator}${new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: language })}`;
}
