import {
  officerSmeApplicationSchema,
  SME_BACKOFFICE_PATHS,
  smeCancelRequestSchema,
  smeDecisionRequestSchema,
  smeDecisionResponseSchema,
  smeQueueListSchema,
  smeQueueQuerySchema,
  smeQueueSummarySchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerReviewCalls } from '../review/officer-review-routes.ts';
import type { SmeReviewService } from './sme-review-service.ts';

const TAGS = ['sme-review'];

/**
 * The back office's SME and staff application calls (officers only): the review calls every kind of application
 * has. Every officer reads the queues and the applications; the reviewing roles decide and
 * the admin cancels, and the transition table decides the rest.
 */
export function smeReviewRoutes(deps: { reviews: SmeReviewService }): FastifyPluginAsyncZod {
  const { reviews } = deps;

  return async (app) => {
    registerReviewCalls(app, {
      tags: TAGS,
      paths: SME_BACKOFFICE_PATHS,
      summaries: {
        queues: 'SME and staff applications waiting for an officer: counts by status and product',
        applications: 'SME and staff applications waiting for an officer, oldest first, searchable',
        application:
          'The SME or staff application as an officer sees it, with the decisions this officer may take',
        decisions:
          'Verify, approve, reject, refer back or follow up an SME or staff application, with a remark',
        cancel: 'Cancel an SME or staff application (admin), with a remark',
      },
      schemas: {
        summary: smeQueueSummarySchema,
        query: smeQueueQuerySchema,
        list: smeQueueListSchema,
        application: officerSmeApplicationSchema,
        decision: smeDecisionRequestSchema,
        decisionResponse: smeDecisionResponseSchema,
        cancel: smeCancelRequestSchema,
      },
      service: reviews,
    });
  };
}
