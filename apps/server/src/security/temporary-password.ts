import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read off a phone screen. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const TEMPORARY_PASSWORD_LENGTH = 10;
export const TEMPORARY_PASSWORD_HOURS = 24;

/** About 57 bits: far beyond guessing within the login lock-out's few attempts. */
export function newTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
