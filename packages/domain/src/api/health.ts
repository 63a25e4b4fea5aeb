import { z } from 'zod';

/** Liveness, for uptime checks: 200 when the database answers, 503 when it does not. */
export const HEALTH_PATH = '/healthz';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * Readiness, for load balancers: 200 while the process takes traffic and its database answers; 503 once it is
 * draining before a stop, or while the database does not answer, so that the balancer sends requests elsewhere.
 */
export const READINESS_PATH = '/readyz';

export const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Readiness = z.infer<typeof readinessSchema>;
