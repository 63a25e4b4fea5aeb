import fastifyUnderPressure from '@fastify/under-pressure';
import { HEALTH_PATH, READINESS_PATH } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { OverloadConfig } from '../config/config.ts';
import { AppError } from './app-error.ts';

/**
 * Sheds load (decision 054): while the process is past a threshold of its configuration (the event loop's delay or
 * busy share, the heap, the resident memory), every request is answered at once with 503, `Retry-After` and
 * `{ message }` in the caller's language, before its body is read or the database is asked, instead of waiting in
 * the queue until the client gives up. The load balancer then sends the next requests to another process.
 *
 * The liveness probe is still answered: a busy process is alive, and restarting it would lose the requests it holds.
 * The readiness probe is answered too, in its own shape: a moment's overload is no reason to leave the balancer's
 * pool (readiness would flap with every sample); each request refused meanwhile is a 503 the balancer retries on
 * another process.
 */
export async function registerOverloadGuard(app: FastifyInstance, config: OverloadConfig): Promise<void> {
  // The samples taken while the server was starting measure its start (migrations, the seal, the demo data), not
  // its callers: a loop busy for a whole sample reads as overloaded. They are not held against the first requests.
  let measuringSince: number | null = null;
  app.addHook('onReady', async () => {
    measuringSince = performance.now() + 2 * config.sampleIntervalMs;
  });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxEventLoopUtilization: config.maxEventLoopUtilization,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    maxRssBytes: config.maxRssBytes,
    sampleInterval: config.sampleIntervalMs,
    eventLoopUtilizationMode: 'interval',
    retryAfter: config.retryAfterSeconds,
    pressureHandler: (request, reply, type, value) => {
      const path = request.url.split('?')[0];
      if (path === HEALTH_PATH || path === READINESS_PATH) return undefined;
      if (measuringSince === null || performance.now() < measuringSince) return undefined;
      reply.header('retry-after', String(config.retryAfterSeconds));
      request.log.warn({ pressure: type, value }, 'overloaded: request refused');
      return Promise.reject(new AppError(503, 'errors.serviceBusy'));
    },
  });
}
