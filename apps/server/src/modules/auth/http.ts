import type { FastifyRequest } from 'fastify';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { requestLanguage } from '../../http/translator.ts';
import type { RequestOrigin } from './session-service.ts';

/** The error answers of account calls: the usual ones, and refused logins, ownership and conflicts. */
export const authErrorResponses = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
} as const;

export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

export function languageOf(request: FastifyRequest) {
  return requestLanguage(request.query, request.headers['accept-language']);
}

/** Account answers are personal: no shared cache may keep them. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
