import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { authenticateOfficer, bearerToken, OFFICER_ROLES, unauthorized } from '../auth/authenticate.ts';
import type { TokenService } from '../auth/token-service.ts';

/**
 * Who reads a document or an identity image: the applicant it belongs to, or an officer (every officer role
 * reviews applications). Kept as a union so each check says which of the two it lets through.
 */
export type Viewer = { readonly kind: 'applicant'; readonly userId: string } | { readonly kind: 'officer' };

/**
 * The preHandler of the calls officers may also make: an officer token goes through the officers' check (its
 * session, its roles, read from the database), anything else through the customers'.
 */
export function authenticateApplicantOrOfficer(deps: {
  authenticateCustomer: preHandlerAsyncHookHandler;
  tokens: TokenService;
  db: Database;
  clock: Clock;
}): preHandlerAsyncHookHandler {
  const officer = authenticateOfficer(deps.tokens, deps.db, deps.clock, OFFICER_ROLES);
  return async function (request, reply) {
    const token = bearerToken(request);
    const isOfficerToken = token !== null && (await deps.tokens.verifyOfficerToken(token)) !== null;
    await (isOfficerToken ? officer : deps.authenticateCustomer).call(this, request, reply);
  };
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (request.officer) return { kind: 'officer' };
  if (request.customer) return { kind: 'applicant', userId: request.customer.userId };
  throw unauthorized();
}
