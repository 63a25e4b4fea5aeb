import type { AccessTokenClaims } from '@sinar/domain';
import type { FastifyContextConfig, onRequestAsyncHookHandler } from 'fastify';
import type { Database, Statement } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { bearerToken, unauthorized } from './principals.ts';
import { StandingFirstReads } from './standing-with-first-read.ts';

/** Where a customer's session stands now: read on every call, so that a password change counts at once. */
export interface CustomerStanding {
  /** The password is a temporary one sent by SMS: the session may only change it. */
  readonly passwordIsTemporary: boolean;
}

/** What the customer guard asks of the accounts module: the token's claims, and where its session stands. */
export interface CustomerSessionCheck {
  verifyCustomerToken(token: string): Promise<AccessTokenClaims | null>;
  /**
   * The standing of an open session (not logged out, revoked or expired, its user neither deleted nor locked),
   * else null.
   */
  standing(sessionId: string, userId: string): Promise<CustomerStanding | null>;
  /**
   * The same standing as a statement, for the routes that send it with their first read (`standingWithFirstRead`,
   * decision 071), and the database it is sent on.
   */
  readonly standingWithRead?: {
    readonly db: Pick<Database, 'batch' | 'query' | 'execScript'>;
    statement(sessionId: string, userId: string): Statement;
    /** What the statement's rows say, as `standing` answers it. */
    standing(rows: readonly Record<string, unknown>[]): CustomerStanding | null;
  };
}

/** Why a call is refused for its session's standing, if it is. */
function refusalOf(standing: CustomerStanding | null, config: FastifyContextConfig): AppError | undefined {
  if (!standing) return unauthorized();
  if (standing.passwordIsTemporary && !config.allowsTemporaryPassword)
    return new AppError(403, 'errors.temporaryPasswordChangeRequired');
  return undefined;
}

/**
 * The hook of every customer call: a valid customer token whose session is still open (logout, a password change
 * and reuse detection end sessions at once, not when their access tokens expire), and a password of the customer's
 * own unless the route leads to choosing one (`config.allowsTemporaryPassword`, as for officers). It runs on
 * request, before the body is read or validated, so an anonymous caller learns nothing from a call but 401.
 *
 * A read that takes `standingWithFirstRead` has its token checked here and its standing sent with its first
 * statement (`request.standingFirst`, decision 071): one round trip instead of two, refused all the same.
 */
export function createCustomerGuard(check: CustomerSessionCheck): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await check.verifyCustomerToken(token) : null;
    if (!claims) throw unauthorized();
    const config = request.routeOptions.config;
    const withRead = config.standingWithFirstRead ? check.standingWithRead : undefined;
    if (withRead) {
      request.standingFirst = new StandingFirstReads(withRead.db, {
        statement: withRead.statement(claims.sid, claims.sub),
        admits: (rows) => refusalOf(withRead.standing(rows), config) ?? 'open',
      });
    } else {
      const refusal = refusalOf(await check.standing(claims.sid, claims.sub), config);
      if (refusal) throw refusal;
    }
    request.customer = { userId: claims.sub, sessionId: claims.sid, claims };
  };
}

/** The route configuration of a customer call that a session with a temporary password may make. */
export const TEMPORARY_PASSWORD_ALLOWED = { allowsTemporaryPassword: true } as const;
