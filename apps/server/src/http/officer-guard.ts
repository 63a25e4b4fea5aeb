import { OFFICER_ROLES, type OfficerRole } from '@sinar/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.ts';
import { bearerToken, unauthorized } from './principals.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The officer roles a back-office call takes; every officer's when left out. */
    officerRoles?: readonly OfficerRole[];
    /**
     * Lets an officer or customer whose password is still a temporary one through (one an administrator gave, or
     * one sent by SMS). Only the calls that lead to choosing a password take it (one's own details and the password
     * change); every other call is refused until then.
     */
    allowsTemporaryPassword?: boolean;
  }
}

/** Where an officer stands now: read from the database on every call, so that taking a role away works at once. */
export interface OfficerStanding {
  readonly roles: readonly OfficerRole[];
  readonly passwordIsTemporary: boolean;
}

/** What the officer guard asks of the accounts and officers modules. */
export interface OfficerAccessCheck {
  /** The subject and session of a valid officer token (another audience: customer tokens never pass). */
  verifyOfficerToken(token: string): Promise<{ readonly sub: string; readonly sid: string } | null>;
  /** The officer's standing while the session is open and the officer active, else null. */
  standing(sessionId: string, officerId: string): Promise<OfficerStanding | null>;
}

/**
 * The hook of every back-office call: an officer token, an open session, an active officer who has replaced their
 * temporary password (unless the route allows it), and one of the roles the route declares. It runs on request,
 * before the body is read or validated.
 */
export function createOfficerGuard(check: OfficerAccessCheck): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await check.verifyOfficerToken(token) : null;
    const standing = claims ? await check.standing(claims.sid, claims.sub) : null;
    if (!claims || !standing) throw unauthorized();
    const { officerRoles, allowsTemporaryPassword } = request.routeOptions.config;
    if (standing.passwordIsTemporary && !allowsTemporaryPassword)
      throw new AppError(403, 'errors.officerPasswordChangeRequired');
    const roles = officerRoles ?? OFFICER_ROLES;
    if (!standing.roles.some((role) => roles.includes(role))) throw new AppError(403, 'errors.officerOnly');
    request.officer = { officerId: claims.sub, sessionId: claims.sid, roles: standing.roles };
  };
}

/** The route configuration of an administrator's call. */
export const ADMIN_ONLY = { officerRoles: ['admin'] } as const satisfies {
  officerRoles: readonly OfficerRole[];
};
