import type { AccessTokenClaims } from '@sinar/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.ts';
import { bearerToken, unauthorized } from './principals.ts';

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
}

/**
 * The hook of every customer call: a valid customer token whose session is still open (logout, a password change
 * and reuse detection end sessions at once, not when their access tokens expire), and a password of the customer's
 * own unless the route leads to choosing one (`config.allowsTemporaryPassword`, as for officers). It runs on
 * request, before the body is read or validated, so an anonymous caller learns nothing from a call but 401.
 */
export function createCustomerGuard(check: CustomerSessionCheck): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await check.verifyCustomerToken(token) : null;
    const standing = claims ? await check.standing(claims.sid, claims.sub) : null;
    if (!claims || !standing) throw unauthorized();
    if (standing.passwordIsTemporary && !request.routeOptions.config.allowsTemporaryPassword)
      throw new AppError(403, 'errors.temporaryPasswordChangeRequired');
    request.customer = { userId: claims.sub, sessionId: claims.sid, claims };
  };
}

/** The route configuration of a customer call that a session with a temporary password may make. */
export const TEMPORARY_PASSWORD_ALLOWED = { allowsTemporaryPassword: true } as const;
