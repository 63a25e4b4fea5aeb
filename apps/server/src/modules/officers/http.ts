import type { FastifyRequest } from 'fastify';
import { originOf } from '../auth/http.ts';
import type { RequestOrigin } from '../auth/session-service.ts';

/** Where an officer's request came from, as the audit trail records it. */
export interface AuditedOrigin extends RequestOrigin {
  readonly requestId: string;
}

export function auditedOriginOf(request: FastifyRequest): AuditedOrigin {
  return { ...originOf(request), requestId: request.id };
}
