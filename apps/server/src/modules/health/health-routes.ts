import { HEALTH_PATH, healthSchema, READINESS_PATH, readinessSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { pingDatabase } from './health-repository.ts';
import type { ReadinessControl } from './readiness.ts';

/**
 * A database that has not answered within this time counts as down for readiness: a load balancer's check must be
 * answered well within its own time-out, or it would mark the process down for the wrong reason.
 */
export const READINESS_PING_TIMEOUT_MS = 2_000;

/** Whether the database answered within `timeoutMs`; a ping still running afterwards is left to finish alone. */
async function databaseAnswers(db: Database, timeoutMs: number): Promise<{ up: boolean; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<{ up: boolean; error: unknown }>((resolve) => {
    timer = setTimeout(
      () => resolve({ up: false, error: new Error(`no answer within ${timeoutMs} ms`) }),
      timeoutMs,
    );
  });
  const pinged = pingDatabase(db).then(
    () => ({ up: true }),
    (error: unknown) => ({ up: false, error }),
  );
  try {
    return await Promise.race([pinged, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/healthz`: the process answers, with its database's state) and readiness (`/readyz`: the process takes
 * traffic), for uptime checks and load balancers.
 */
export function healthRoutes(
  db: Database,
  readiness: ReadinessControl,
  options: { pingTimeoutMs?: number } = {},
): FastifyPluginAsyncZod {
  const pingTimeoutMs = options.pingTimeoutMs ?? READINESS_PING_TIMEOUT_MS;
  return async (app) => {
    app.get(
      HEALTH_PATH,
      {
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database reachability',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(db);
          return { status: 'ok' as const, database: 'up' as const, engine: db.engine };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'degraded', database: 'down', engine: db.engine });
        }
      },
    );

    app.get(
      READINESS_PATH,
      {
        // A balancer asks several times a second: its requests are not logged, a database it cannot reach is.
        logLevel: 'warn',
        schema: {
          tags: ['operations'],
          summary:
            'Readiness: whether this process takes traffic (503 while draining or without its database)',
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (request, reply) => {
        const database = await databaseAnswers(db, pingTimeoutMs);
        if (!database.up) request.log.error({ err: database.error }, 'readiness check: database unreachable');
        const answer = {
          status: readiness.draining
            ? ('draining' as const)
            : database.up
              ? ('ready' as const)
              : ('unavailable' as const),
          database: database.up ? ('up' as const) : ('down' as const),
        };
        return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
      },
    );
  };
}
