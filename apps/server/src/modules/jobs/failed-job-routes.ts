import { FAILED_JOB_PATHS, failedJobListSchema, jobIdParamsSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import type { FailedJobService } from './failed-job-service.ts';

/** The admin's: background work fails out of sight, and running it again is a decision about the whole service. */
const config = ADMIN_ONLY;

/** The back office's dead-letter view: failed background jobs, and running one again (decision 053). */
export function failedJobRoutes(deps: { readonly failedJobs: FailedJobService }): FastifyPluginAsyncZod {
  const { failedJobs } = deps;
  return async (app) => {
    app.get(
      FAILED_JOB_PATHS.list,
      {
        config,
        schema: {
          tags: ['jobs'],
          summary: 'The background jobs that failed for good, newest first, without personal data',
          security: [{ bearer: [] }],
          response: { 200: failedJobListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await failedJobs.list()),
    );

    app.post(
      FAILED_JOB_PATHS.rerun(':jobId'),
      {
        config,
        schema: {
          tags: ['jobs'],
          summary:
            'Run a failed background job again, its attempts reset (audited); answers the failed jobs left',
          security: [{ bearer: [] }],
          params: jobIdParamsSchema,
          response: { 200: failedJobListSchema, ...authErrorResponses, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        await failedJobs.rerun(officerOf(request), request.params.jobId, traceOf(request));
        return reply.headers(NO_STORE).send(await failedJobs.list());
      },
    );
  };
}
