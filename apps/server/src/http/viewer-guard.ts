import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken, unauthorized } from './principals.ts';

/**
 * Who reads a document or an identity image: the applicant it belongs to, or an officer (every officer role
 * reviews applications). Kept as a union so each check says which of the two it lets through.
 */
export type Viewer = { readonly kind: 'applicant'; readonly userId: string } | { readonly kind: 'officer' };

/**
 * The hook of the calls officers may also make: an officer token goes through the officer guard (its session, its
 * roles, read from the database), anything else through the customer guard.
 */
export function createViewerGuard(deps: {
  readonly isOfficerToken: (token: string) => Promise<boolean>;
  readonly customer: onRequestAsyncHookHandler;
  readonly officer: onRequestAsyncHookHandler;
}): onRequestAsyncHookHandler {
  return async function (request, reply) {
    const token = bearerToken(request);
    const officerToken = token !== null && (await deps.isOfficerToken(token));
    await (officerToken ? deps.officer : deps.customer).call(this, request, reply);
  };
}

export function viewerOf(request: FastifyRequest): Viewer {
  if (request.officer) return { kind: 'officer' };
  if (request.customer) return { kind: 'applicant', userId: request.customer.userId };
  throw unauthorized();
}
