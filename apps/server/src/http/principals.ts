import type { AccessTokenClaims, OfficerRole } from '@sinar/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The customer a request acts for, once its access token and session checked out. */
export interface CustomerPrincipal {
  readonly userId: string;
  readonly sessionId: string;
  readonly claims: AccessTokenClaims;
}

/** The officer a request acts for, with the roles the database gives them now. */
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

/** One text for a wrong account and a wrong password, so that a login tells nobody which accounts exist. */
export const invalidCredentials = () => new AppError(401, 'errors.invalidCredentials');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function customerOf(request: FastifyRequest): CustomerPrincipal {
  if (!request.customer) throw unauthorized();
  return request.customer;
}

export function officerOf(request: FastifyRequest): OfficerPrincipal {
  if (!request.officer) throw unauthorized();
  return request.officer;
}

/** A user may read and change their own record only; anyone else's is refused without saying whose it is. */
export function assertOwner(principal: CustomerPrincipal, userId: string): void {
  if (principal.userId !== userId) throw new AppError(403, 'errors.forbidden');
}
