import type { FastifyRequest } from 'fastify';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import type { RequestTrace } from './decision-service.ts';

/** The error answers of back-office calls: the account calls' ones, and terms an approval cannot take (422). */
export const reviewErrorResponses = { ...authErrorResponses, 422: errorBodySchema } as const;

/** The request's id and address, kept with the audit record of what the officer did. */
export function traceOf(request: FastifyRequest): RequestTrace {
  return { requestId: request.id, ip: request.ip ?? null };
}
