import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/app-error.ts';

/**
 * What a new password may not be (NIST SP 800-63B, 5.1.1.2): one of the passwords most often found in breaches, a
 * short piece repeated ('aaaaaaaa', '12341234'), the service's own name, or built on the user's email, phone number
 * or name. Checked on the server for every password a person chooses; the list stays out of the browser.
 *
 * The list is @zxcvbn-ts/language-common's 'passwords-common' (about 49,000 passwords ranked from breach
 * corpora), loaded once, offline.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Words of the service that guessers try first, in a password's letters ('Sinar-Kredit-i' reads 'sinarkrediti'). */
const SERVICE_WORDS = ['sinar'];

/** Parts of a Malaysian name that say whose child one is, not who one is. */
const NAME_CONNECTORS = new Set(['binti', 'bint', 'anak']);

/** Name words shorter than this are too common a part of other words to refuse. */
const MIN_NAME_WORD = 4;

export type PasswordProblem = 'validation.passwordTooCommon' | 'validation.passwordHasPersonalData';

/** What the person choosing the password is known by: what a guesser who knows them would try. */
export interface PasswordOwner {
  readonly email?: string | null;
  readonly phoneNo?: string | null;
  readonly names?: readonly (string | null | undefined)[];
}

export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^\p{L}]/gu, '');
  if (
    COMMON_PASSWORDS.has(lower) ||
    /^(.{1,4})\1+$/su.test(lower) ||
    SERVICE_WORDS.some((word) => letters.includes(word))
  )
    return 'validation.passwordTooCommon';
  return personalParts(owner).some((part) => lower.includes(part))
    ? 'validation.passwordHasPersonalData'
    : null;
}

/** Throws the 400 a form shows beside `field` when the password may not be used. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw badRequest(problem, {}, { [field]: problem });
}

/** The email, its name's words, the phone number (with and without its leading 0) and the name's words. */
function personalParts(owner: PasswordOwner): string[] {
  const parts: string[] = [];
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    const local = email.split('@')[0] ?? '';
    parts.push(email);
    if (local.length >= MIN_NAME_WORD) parts.push(local);
    parts.push(...words(local));
  }
  const phone = owner.phoneNo?.replace(/\D/g, '');
  if (phone && phone.length >= 7) parts.push(phone, phone.replace(/^0+/, ''));
  for (const name of owner.names ?? []) if (name) parts.push(...words(name));
  return parts;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= MIN_NAME_WORD && !NAME_CONNECTORS.has(word));
}
