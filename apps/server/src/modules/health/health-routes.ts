import { HEALTH_PATH, healthSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { pingDatabase } from './health-repository.ts';

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export function healthRoutes(db: Database): FastifyPluginAsyncZod {
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
  };
}
