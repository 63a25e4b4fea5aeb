import type { AccessTokenClaims } from '@sinar/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionService } from './session-service.ts';
import type { TokenService } from './token-service.ts';

/** The customer a request acts for, once its access token and session checked out. */
export interface CustomerPrincipal {
  readonly userId: string;
  readonly sessionId: string;
  readonly claims: AccessTokenClaims;
}

export const OFFICER_ROLES = ['verifier', 'verifier2', 'approver1', 'approver2', 'admin'] as const;
export type OfficerRole = (typeof OFFICER_ROLES)[number];

export interface OfficerPrincipal {
  readonly officerId: string;
  readonly sessionId: string;
  readonly roles: readonly OfficerRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    customer?: CustomerPrincipal;
    officer?: OfficerPrincipal;
  }
}

export const unauthorized = () => new AppError(401, 'errors.unauthorized');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The preHandler of every customer call: a valid customer token whose session is still open (logout, a password
 * change and reuse detection end sessions at once, not when their access tokens expire).
 */
export function authenticateCustomer(
  tokens: TokenService,
  sessions: SessionService,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyCustomerToken(token) : null;
    if (!claims || !(await sessions.isOpen(claims.sid, claims.sub))) throw unauthorized();
    request.customer = { userId: claims.sub, sessionId: claims.sid, claims };
  };
}

export function customerOf(request: FastifyRequest): CustomerPrincipal {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

/** A user may read and change their own record only; anyone else's is refused without saying whose it is. */
export function assertOwner(principal: CustomerPrincipal, userId: string): void {
  if (principal.userId !== userId) throw new AppError(403, 'errors.forbidden');
}

export interface OfficerGuardOptions {
  /**
   * Lets an officer whose password is still the temporary one an administrator gave through. Only the calls that
   * lead to choosing a password take it (the officer's own details and the password change); every other officer
   * call is refused until then.
   */
  readonly allowTemporaryPassword?: boolean;
}

/**
 * The preHandler of officer calls: an officer token (another audience: customer tokens never pass), an open
 * session, an active officer who has replaced their temporary password, and one of the roles the call needs.
 * Roles are read from the database, so taking a role away takes effect at once.
 */
export function authenticateOfficer(
  tokens: TokenService,
  db: Database,
  clock: Clock,
  roles: readonly OfficerRole[],
  options: OfficerGuardOptions = {},
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyOfficerToken(token) : null;
    if (!claims) throw unauthorized();
    const [row] = await db.query<{ roles: OfficerRole[]; passwordIsTemporary: boolean }>(
      `select o.roles, o.password_is_temporary as "passwordIsTemporary"
       from sessions s join officers o on o.id = s.officer_id
       where s.id = $1 and o.id = $2 and s.audience = 'backoffice' and s.revoked_at is null and s.expires_at > $3
         and o.active`,
      [claims.sid, claims.sub, clock.now()],
    );
    if (!row) throw unauthorized();
    if (row.passwordIsTemporary && !options.allowTemporaryPassword)
      throw new AppError(403, 'errors.officerPasswordChangeRequired');
    if (!row.roles.some((role) => roles.includes(role))) throw new AppError(403, 'errors.officerOnly');
    request.officer = { officerId: claims.sub, sessionId: claims.sid, roles: row.roles };
  };
}

export function officerOf(request: FastifyRequest): OfficerPrincipal {
  if (!request.officer) throw unauthorized();
  return request.officer;
}
