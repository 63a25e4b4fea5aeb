import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { asDatabaseError, isDriverError } from '../db/database-error.ts';

/**
 * Structured logs. Requests are logged by method and route pattern only, since URLs can carry emails or NRICs;
 * bodies are never logged, and fields that could hold secrets or personal data are redacted wherever they appear.
 * A database error is logged by its code, constraint and statement name only (db/database-error.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      serializers: {
        req: (request: { id: string; method: string; routeOptions?: { url?: string } }) => ({
          id: request.id,
          method: request.method,
          route: request.routeOptions?.url ?? 'unmatched',
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: safeError,
      },
      redact: {
        paths: [
          '*.password',
          '*.newPassword',
          '*.token',
          '*.refreshToken',
          '*.accessToken',
          '*.nric',
          '*.email',
          '*.phoneNo',
          // What a database driver attaches to its errors: the statement's values and the row it refused.
          'err.params',
          'err.detail',
          'err.where',
          'err.internalQuery',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/**
 * Errors as pino serializes them, except that a driver's database error that did not pass through the database
 * layer (which makes it a DatabaseError) is reduced the same way, so its parameters and quoted values stay out.
 */
function safeError(error: unknown) {
  const safe = isDriverError(error)
    ? asDatabaseError(error, typeof error.query === 'string' ? error.query : '')
    : error;
  return pino.stdSerializers.err(safe as Error);
}

/**
 * Fastify's request lines, with a request that went well logged at `debug`: its two lines ('incoming request',
 * 'request completed') at `info` were about 5% of the CPU time of a customer's read (decision 056), and at the
 * production level they said nothing that the counts of a proxy or a metric do not. A refused or failed request (a
 * status of 400 or more) is still logged at `info` when it completes, and an error at `error`, with its method, route,
 * status and time; `LOG_LEVEL=debug` logs every request as before.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (reply.statusCode >= 400)
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
