import { z } from 'zod';

/**
 * Email addresses. The shape is zod's email rule (one '@', a domain with a dot and a top-level domain of letters),
 * the same rule every form uses through ../forms/fields.ts. Addresses are kept in lower case, so that the same
 * mailbox typed twice with different capitals is one address: email providers treat them as one in practice.
 */
export const EMAIL_MAX_LENGTH = 254; // the longest address SMTP carries (RFC 5321)

const emailShape = z.email();

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isEmailAddress(input: string): boolean {
  const value = normaliseEmail(input);
  return value.length <= EMAIL_MAX_LENGTH && emailShape.safeParse(value).success;
}

/** Whether two addresses reach the same mailbox, as far as we can tell without asking it. */
export function isSameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b);
}
