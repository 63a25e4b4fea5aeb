import { z } from 'zod';

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export const HEALTH_PATH = '/healthz';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
