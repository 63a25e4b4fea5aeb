import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { healthRoutes } from './health-routes.ts';
import type { ReadinessControl } from './readiness.ts';

/** Liveness and readiness, for uptime checks and load balancers (public). */
export async function registerHealth(
  app: FastifyInstance,
  deps: { db: Database; readiness: ReadinessControl },
): Promise<void> {
  await app.register(healthRoutes(deps.db, deps.readiness));
}
