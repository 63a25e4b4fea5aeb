import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { healthRoutes } from './health-routes.ts';

/** Liveness and database reachability, for load balancers and uptime checks (public). */
export async function registerHealth(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(healthRoutes(db));
}
