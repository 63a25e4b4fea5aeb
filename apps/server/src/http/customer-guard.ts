import type { AccessTokenClaims } from '@sinar/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import { bearerToken, unauthorized } from './principals.ts';

/** What the customer guard asks of the accounts module: the token's claims, and whether its session is open. */
export interface CustomerSessionCheck {
  verifyCustomerToken(token: string): Promise<AccessTokenClaims | null>;
  /** Open: not logged out, revoked or expired, and its user neither deleted nor locked. */
  isSessionOpen(sessionId: string, userId: string): Promise<boolean>;
}

/**
 * The hook of every customer call: a valid customer token whose session is still open (logout, a password change
 * and reuse detection end sessions at once, not when their access tokens expire). It runs on request, before the
 * body is read or validated, so an anonymous caller learns nothing from a call but 401.
 */
export function createCustomerGuard(check: CustomerSessionCheck): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await check.verifyCustomerToken(token) : null;
    if (!claims || !(await check.isSessionOpen(claims.sid, claims.sub))) throw unauthorized();
    request.customer = { userId: claims.sub, sessionId: claims.sid, claims };
  };
}
