import type { HumanCheckChallenge } from '@sinar/domain';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * The "I'm not a robot" check, self-hosted: a proof-of-work challenge in the ALTCHA format that the browser solves
 * in a fraction of a second (altcha-lib's `solveChallenge`) and the server verifies with no outside service.
 * The challenge is signed with an HMAC key, so the server keeps nothing until a solution comes back; the salt
 * carries the expiry; the table used_human_checks makes each solved challenge good for one request.
 *
 * Every process behind the load balancer must be given the same `hmacKey`, or a challenge from one is refused by
 * another.
 */
export interface HumanCheckOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly hmacKey: string;
  /** The size of the search: 50,000 SHA-256 hashes take a phone about 0.1 to 0.5 s. Tests use a small one. */
  readonly maxNumber?: number;
  readonly expiresInSeconds?: number;
}

export const HUMAN_CHECK_DEFAULTS = { maxNumber: 50_000, expiresInSeconds: 600 } as const;

/** A token far longer than any real payload is refused before parsing. */
const MAX_TOKEN_LENGTH = 2_048;

/** What the widget posts back: the challenge with the number it found, as base64 of JSON. */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const humanCheckKeyMissing = () => new AppError(400, 'errors.humanCheckKeyMissing');
export const humanCheckNotTicked = () => new AppError(400, 'errors.humanCheckNotTicked');
export const humanCheckInvalid = () => new AppError(400, 'errors.humanCheckInvalid');

export class HumanCheck {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #hmacKey: string;
  readonly #maxNumber: number;
  readonly #expiresInSeconds: number;

  constructor(options: HumanCheckOptions) {
    if (options.hmacKey.length < 32) throw new Error('the human-check HMAC key needs at least 32 characters');
    this.#db = options.db;
    this.#clock = options.clock;
    this.#hmacKey = options.hmacKey;
    this.#maxNumber = options.maxNumber ?? HUMAN_CHECK_DEFAULTS.maxNumber;
    this.#expiresInSeconds = options.expiresInSeconds ?? HUMAN_CHECK_DEFAULTS.expiresInSeconds;
  }

  async challenge(): Promise<HumanCheckChallenge> {
    const expires = new Date(this.#clock.now().getTime() + this.#expiresInSeconds * 1000);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.#hmacKey,
      maxNumber: this.#maxNumber,
      expires,
    });
    return {
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber ?? this.#maxNumber,
      salt: challenge.salt,
      signature: challenge.signature,
    };
  }

  /**
   * Resolves when the token is a solution of a challenge of ours that has not expired and was not used before;
   * throws the spec's texts otherwise: no token field at all, an empty one (the box was not ticked), or anything
   * wrong with it. The solution is spent even if the rest of the request then fails, as with any CAPTCHA.
   */
  async verify(token: string | undefined): Promise<void> {
    if (token === undefined || token === null) throw humanCheckKeyMissing();
    if (typeof token !== 'string' || token.trim() === '') throw humanCheckNotTicked();
    if (token.length > MAX_TOKEN_LENGTH) throw humanCheckInvalid();

    const payload = decode(token);
    if (!payload) throw humanCheckInvalid();
    // altcha-lib checks expiry against the system time; ours is the injected clock, so it is checked here.
    const expiresAt = expiryOf(payload.salt);
    const now = this.#clock.now();
    if (!expiresAt || expiresAt <= now) throw humanCheckInvalid();
    if (!(await verifySolution(payload, this.#hmacKey, false))) throw humanCheckInvalid();

    // Only a genuine solution reaches the table, so forged tokens cannot fill it.
    const spent = await this.#db.query(
      `insert into used_human_checks (challenge, expires_at, used_at) values ($1, $2, $3)
       on conflict (challenge) do nothing returning 1`,
      [payload.challenge, expiresAt, now],
    );
    if (spent.length === 0) throw humanCheckInvalid();
  }

  /** Deletes spent challenges past their expiry, which are refused as expired anyway; for a periodic job. */
  async purgeExpired(): Promise<number> {
    const rows = await this.#db.query('delete from used_human_checks where expires_at <= $1 returning 1', [
      this.#clock.now(),
    ]);
    return rows.length;
  }
}

function decode(token: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token.trim(), 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Every challenge we sign carries `expires` (Unix seconds) in its salt; one without it is not ours. */
function expiryOf(salt: string): Date | undefined {
  const expires = extractParams({ salt } as Parameters<typeof extractParams>[0]).expires;
  if (!expires || !/^\d{1,12}$/.test(expires)) return undefined;
  return new Date(Number(expires) * 1000);
}
