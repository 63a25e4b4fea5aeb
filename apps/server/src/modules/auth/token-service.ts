import { webcrypto } from 'node:crypto';
import {
  type AccessTokenClaims,
  accessTokenClaimsSchema,
  type LoginMethod,
  type OrganizationType,
} from '@sinar/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.ts';

/**
 * Access tokens are short-lived JWTs signed with HS256. The audience keeps the two worlds apart: a customer token
 * never opens an officer call and an officer token never opens a customer call, whatever their claims say.
 */
export type Audience = 'customer' | 'backoffice';

const ISSUER = 'sinar';
const ALGORITHM = 'HS256';
/** How many verified tokens a process remembers; past it, the oldest is forgotten (and verified again if it comes). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface CustomerTokenSubject {
  readonly userId: string;
  readonly sessionId: string;
  readonly email: string | null;
  readonly organizationType: OrganizationType;
  readonly username: string;
  readonly name: string;
  readonly latestApplicationDetailsId: string | null;
  readonly loginMethod: LoginMethod;
}

export interface OfficerTokenSubject {
  readonly officerId: string;
  readonly sessionId: string;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly string[];
}

export interface VerifiedOfficerClaims {
  readonly sub: string;
  readonly sid: string;
  readonly roles: readonly string[];
}

/** A token jose accepted, as this process remembers it; a customer's claims once read from it. */
interface Verified {
  readonly payload: Record<string, unknown>;
  readonly expiresAt: number;
  customerClaims?: AccessTokenClaims | null;
}

export class TokenService {
  readonly #secret: Uint8Array;
  /** The secret as a Web Crypto HMAC key, imported once: given raw bytes, jose imports them on every call. */
  #key: Promise<webcrypto.CryptoKey> | undefined;
  /**
   * Tokens this process verified, by audience and token, with their claims: a customer's app sends the same access
   * token with every call for its fifteen minutes, and verifying its signature again (Web Crypto's HMAC through jose)
   * was the largest CPU cost of a customer's read (decision 056). Only a token whose signature, issuer, audience and
   * expiry jose accepted is kept, under the whole token, signature included, so a changed token is never found here;
   * its expiry is checked again at each use. Whether its session is still open is asked of the database on every
   * call, as before.
   */
  readonly #verified = new Map<string, Verified>();
  readonly #clock: Clock;
  readonly #ttlSeconds: number;

  constructor(options: { secret: string; clock: Clock; accessTokenTtlSeconds: number }) {
    this.#secret = new TextEncoder().encode(options.secret);
    this.#clock = options.clock;
    this.#ttlSeconds = options.accessTokenTtlSeconds;
  }

  #hmacKey(): Promise<webcrypto.CryptoKey> {
    this.#key ??= webcrypto.subtle.importKey('raw', this.#secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.#key;
  }

  get accessTokenTtlSeconds(): number {
    return this.#ttlSeconds;
  }

  async issueCustomerToken(subject: CustomerTokenSubject): Promise<string> {
    return this.#sign(
      {
        email: subject.email,
        organizationType: subject.organizationType,
        username: subject.username,
        name: subject.name,
        latestApplicationDetailsId: subject.latestApplicationDetailsId,
        loginMethod: subject.loginMethod,
      },
      subject.userId,
      subject.sessionId,
      'customer',
    );
  }

  async issueOfficerToken(subject: OfficerTokenSubject): Promise<string> {
    return this.#sign(
      { email: subject.email, name: subject.name, roles: [...subject.roles] },
      subject.officerId,
      subject.sessionId,
      'backoffice',
    );
  }

  /** The claims of a valid customer token, or null for anything else (expired, forged, an officer's). */
  async verifyCustomerToken(token: string): Promise<AccessTokenClaims | null> {
    const verified = await this.#verify(token, 'customer');
    if (!verified) return null;
    // Read once per token, like its signature, not on each of its calls (decision 078).
    verified.customerClaims ??= accessTokenClaimsSchema.safeParse(verified.payload).data ?? null;
    return verified.customerClaims;
  }

  async verifyOfficerToken(token: string): Promise<VerifiedOfficerClaims | null> {
    const payload = (await this.#verify(token, 'backoffice'))?.payload;
    if (!payload || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((role) => typeof role === 'string')
      : [];
    return { sub: payload.sub, sid: payload.sid, roles };
  }

  async #sign(claims: Record<string, unknown>, subject: string, sessionId: string, audience: Audience) {
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    return new SignJWT({ ...claims, sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + this.#ttlSeconds)
      .sign(await this.#hmacKey());
  }

  async #verify(token: string, audience: Audience): Promise<Verified | null> {
    const remembered = `${audience} ${token}`;
    const now = this.#clock.now();
    const kept = this.#verified.get(remembered);
    if (kept) {
      // As jose reads `exp`: expired from that second on.
      if (Math.floor(now.getTime() / 1000) < kept.expiresAt) return kept;
      this.#verified.delete(remembered);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.#hmacKey(), {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        currentDate: now,
        requiredClaims: ['exp'],
      });
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = this.#verified.keys().next().value;
        if (oldest !== undefined) this.#verified.delete(oldest);
      }
      const verified: Verified = { payload, expiresAt: payload.exp as number };
      this.#verified.set(remembered, verified);
      return verified;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
