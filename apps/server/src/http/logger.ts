import pino, { type Logger } from 'pino';
import type { Config } from '../config/config.ts';

/**
 * Structured logs. Requests are logged by method and route pattern only, since URLs can carry emails or NRICs;
 * bodies are never logged, and fields that could hold secrets or personal data are redacted wherever they appear.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    serializers: {
      req: (request: { id: string; method: string; routeOptions?: { url?: string } }) => ({
        id: request.id,
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
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
      ],
      censor: '[redacted]',
    },
  });
}
