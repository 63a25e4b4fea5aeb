import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the session and login records. */
export interface RequestOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** Where an officer's request came from, as the audit trail records it. */
export interface AuditedOrigin extends RequestOrigin {
  readonly requestId: string;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

export function auditedOriginOf(request: FastifyRequest): AuditedOrigin {
  return { ...originOf(request), requestId: request.id };
}

/** The request's id and address, kept with the audit record of what an officer did. */
export interface RequestTrace {
  readonly requestId: string | null;
  readonly ip: string | null;
}

export function traceOf(request: FastifyRequest): RequestTrace {
  return { requestId: request.id, ip: request.ip ?? null };
}
