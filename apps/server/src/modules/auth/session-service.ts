import { createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '@sinar/domain';
import type { Database, Queryable, Statement } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CustomerStanding } from '../../http/customer-guard.ts';
import type { RequestOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  customerSessionStanding,
  customerSessionStandingStatement,
  customerStandingOf,
  findSession,
  insertRefreshToken,
  insertSession,
  isSessionOpen,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  revokeSessionsOf,
  type SessionRow,
} from './session-repository.ts';
import type { Audience, TokenService } from './token-service.ts';
import type { UserRow } from './user-repository.ts';
import { findUserById } from './user-repository.ts';
import { tokenSubjectOf } from './user-view.ts';

/** A refresh token is 256 random bits; only its SHA-256 is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export const sessionEnded = () => new AppError(401, 'errors.sessionEnded');

/** What differs between the sessions of customers and of officers: who holds them and what their tokens say. */
export interface SessionHolders<Holder extends { readonly id: string }> {
  readonly audience: Audience;
  /** The holder of a session while they may still use it (not locked, deleted or deactivated), else null. */
  find(tx: Queryable, session: SessionRow): Promise<Holder | null>;
  accessToken(holder: Holder, session: SessionRow): Promise<string>;
}

export interface SessionLifetimes {
  readonly refreshTokenTtlSeconds: number;
  readonly sessionMaxAgeSeconds: number;
}

/**
 * Sessions of one audience: a login opens one, each refresh rotates its refresh token, and a refresh token presented
 * a second time means it was copied, so the whole session is revoked at once (reuse detection). A session also has an
 * absolute end, however often it is refreshed. A refresh token only ever works with its own audience's calls.
 */
export class RotatingSessions<Holder extends { readonly id: string }> {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #holders: SessionHolders<Holder>;
  readonly #refreshTtlSeconds: number;
  readonly #maxAgeSeconds: number;

  constructor(options: { db: Database; clock: Clock; holders: SessionHolders<Holder> } & SessionLifetimes) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#holders = options.holders;
    this.#refreshTtlSeconds = options.refreshTokenTtlSeconds;
    this.#maxAgeSeconds = options.sessionMaxAgeSeconds;
  }

  /** Opens a session for someone who just proved who they are; runs in the caller's transaction. */
  async open(tx: Queryable, holder: Holder, loginMethod: string, origin: RequestOrigin): Promise<TokenPair> {
    const now = this.#clock.now();
    const audience = this.#holders.audience;
    const session = await insertSession(tx, {
      audience,
      ...(audience === 'customer' ? { userId: holder.id } : { officerId: holder.id }),
      loginMethod,
      ip: origin.ip,
      userAgent: origin.userAgent,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.#maxAgeSeconds * 1000),
    });
    return this.#issue(tx, session, holder);
  }

  /** Rotates the refresh token. Anything wrong with it is a 401: the browser then logs out. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = this.#clock.now();
    const outcome = await this.#db.transaction(async (tx) => {
      const stored = await lockRefreshToken(tx, hashToken(refreshToken));
      if (!stored) return null;
      const session = await findSession(tx, stored.sessionId);
      if (session?.audience !== this.#holders.audience) return null;
      if (stored.usedAt) {
        // No grace for a second use, however soon: both apps refresh one tab at a time under a Web Lock, and a
        // tab that waited takes the tokens the other stored, so a used token coming back is a copy. Whoever used
        // it first, the owner or a thief, the session ends for both.
        await revokeSession(tx, session.id, 'refresh token reused', now);
        return 'reused' as const;
      }
      if (session.revokedAt || session.expiresAt <= now || stored.expiresAt <= now) return null;
      const holder = await this.#holders.find(tx, session);
      if (!holder) return null;
      await markRefreshTokenUsed(tx, stored.tokenHash, now);
      return this.#issue(tx, session, holder);
    });
    if (outcome === null || outcome === 'reused') throw sessionEnded();
    return outcome;
  }

  /** An access token is honoured only while its session is open. */
  async isOpen(sessionId: string, holderId: string): Promise<boolean> {
    const session = { id: sessionId, audience: this.#holders.audience, holderId };
    return isSessionOpen(this.#db, session, this.#clock.now());
  }

  /** Ends every open session of the holder but the one given; answers how many ended. */
  async endSessions(
    tx: Queryable,
    holderId: string,
    reason: string,
    keepSessionId: string | null = null,
  ): Promise<number> {
    const holder = { audience: this.#holders.audience, id: holderId };
    return revokeSessionsOf(tx, holder, reason, this.#clock.now(), keepSessionId);
  }

  /** Ends the session of the refresh token; an unknown token is already as good as logged out. */
  async logout(refreshToken: string): Promise<void> {
    const now = this.#clock.now();
    await this.#db.transaction(async (tx) => {
      const stored = await lockRefreshToken(tx, hashToken(refreshToken));
      const session = stored ? await findSession(tx, stored.sessionId) : null;
      if (session?.audience === this.#holders.audience) await revokeSession(tx, session.id, 'logout', now);
    });
  }

  async #issue(tx: Queryable, session: SessionRow, holder: Holder): Promise<TokenPair> {
    const now = this.#clock.now();
    const refreshToken = newRefreshToken();
    const refreshExpiry = Math.min(
      now.getTime() + this.#refreshTtlSeconds * 1000,
      session.expiresAt.getTime(),
    );
    await insertRefreshToken(tx, {
      tokenHash: hashToken(refreshToken),
      sessionId: session.id,
      issuedAt: now,
      expiresAt: new Date(refreshExpiry),
    });
    const accessToken = await this.#holders.accessToken(holder, session);
    return { accessToken, refreshToken };
  }
}

/** The customers' sessions: a locked or deleted account's refresh tokens stop working. */
function customerHolders(tokens: TokenService): SessionHolders<UserRow> {
  return {
    audience: 'customer',
    async find(tx, session) {
      const user = session.userId ? await findUserById(tx, session.userId) : null;
      return user && !user.lockedAt ? user : null;
    },
    accessToken: (user, session) =>
      tokens.issueCustomerToken(tokenSubjectOf(user, session.id, session.loginMethod)),
  };
}

/** Sessions of customers, with what the account services also ask of them. */
export class SessionService extends RotatingSessions<UserRow> {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #tokens: TokenService;

  constructor(options: { db: Database; clock: Clock; tokens: TokenService } & SessionLifetimes) {
    super({ ...options, holders: customerHolders(options.tokens) });
    this.#db = options.db;
    this.#clock = options.clock;
    this.#tokens = options.tokens;
  }

  /** An access token is honoured only while its session is open and its user may still log in. */
  override async isOpen(sessionId: string, userId: string): Promise<boolean> {
    return (await this.standing(sessionId, userId)) !== null;
  }

  /** Where an open session stands (its user's password temporary or not); null when it is not open. */
  standing(sessionId: string, userId: string): Promise<CustomerStanding | null> {
    return customerSessionStanding(this.#db, { id: sessionId, userId }, this.#clock.now());
  }

  /** The same standing as a statement, sent with a customer's first read (decision 071), and what its rows say. */
  standingStatement(sessionId: string, userId: string): Statement {
    return customerSessionStandingStatement({ id: sessionId, userId }, this.#clock.now());
  }

  standingOf(rows: readonly Record<string, unknown>[]): CustomerStanding | null {
    return customerStandingOf(rows);
  }

  async endOtherSessions(tx: Queryable, userId: string, keepSessionId: string | null, reason: string) {
    return this.endSessions(tx, userId, reason, keepSessionId);
  }

  /** A fresh access token for a session whose claims changed (a new email, a new application). */
  async reissueAccessToken(tx: Queryable, sessionId: string, user: UserRow): Promise<string> {
    const session = await findSession(tx, sessionId);
    if (!session) throw sessionEnded();
    return this.#tokens.issueCustomerToken(tokenSubjectOf(user, session.id, session.loginMethod));
  }
}
