import { AUTH_PATHS, humanCheckChallengeSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas.ts';
import type { HumanCheck } from '../../security/human-check.ts';

/**
 * A person needs one challenge per form they send; sixty a minute is plenty for them and caps how fast one address
 * can stockpile challenges (each must still be solved, and each works once).
 */
const CHALLENGE_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

export function humanCheckRoutes(humanCheck: HumanCheck): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      AUTH_PATHS.humanCheckChallenge,
      {
        config: { rateLimit: CHALLENGE_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'A proof-of-work challenge for the "I\'m not a robot" check (ALTCHA format)',
          response: {
            200: humanCheckChallengeSchema,
            ...errorResponses,
          },
        },
      },
      async (_request, reply) => {
        // Each challenge is single use: a cached one would be refused the second time.
        reply.header('cache-control', 'no-store');
        return humanCheck.challenge();
      },
    );
  };
}
