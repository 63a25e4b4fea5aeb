import type { onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from '../../http/principals.ts';
import type { EkycHandoffService } from './ekyc-handoff-service.ts';
import { CAPTURE_TOKEN_HEADER } from './ekyc-schemas.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session a valid X-Ekyc-Capture-Token was given for (the phone of the QR code's hand-off). */
    ekycCaptureSessionId?: string;
  }
}

/**
 * The hook of the calls a phone may make with a capture token instead of a login (capture, submit, read the
 * session): the token must be live and given for the session the call names. Without the header, the customer
 * guard decides.
 */
export function createEkycCaptureGuard(deps: {
  readonly handoffs: EkycHandoffService;
  readonly customer: onRequestAsyncHookHandler;
}): onRequestAsyncHookHandler {
  return async function (request, reply) {
    const token = request.headers[CAPTURE_TOKEN_HEADER];
    if (typeof token === 'string' && token.length > 0) {
      const { sessionId } = request.params as { sessionId?: string };
      if (!sessionId) throw unauthorized();
      request.ekycCaptureSessionId = await deps.handoffs.sessionOfCaptureToken(token, sessionId);
      return;
    }
    await deps.customer.call(this, request, reply);
  };
}
