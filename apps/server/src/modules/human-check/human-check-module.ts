import type { FastifyInstance } from 'fastify';
import type { HumanCheck } from '../../security/human-check.ts';
import { humanCheckRoutes } from './human-check-routes.ts';

/** The challenges of the "I'm not a robot" check on the public forms (public). */
export async function registerHumanCheck(app: FastifyInstance, humanCheck: HumanCheck): Promise<void> {
  await app.register(humanCheckRoutes(humanCheck));
}
