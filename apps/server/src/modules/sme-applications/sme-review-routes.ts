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
import { registerCancelCall, registerReviewCalls } from '../review/officer-review-routes.ts';
import type { SmeReviewService } from './sme-review-service.ts';

const TAGS = ['sme-review'];

/**
 * The back office's SME and staff application calls (officers only): the review calls every kind of application
 * has, and the admin's cancel. Every officer reads the queues and the applications; the reviewing roles decide and
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
      },
      decisionSummary:
        'Verify, approve, reject, refer back or follow up an SME or staff application, with a remark',
      schemas: {
        summary: smeQueueSummarySchema,
        query: smeQueueQuerySchema,
        list: smeQueueListSchema,
        application: officerSmeApplicationSchema,
        decision: smeDecisionRequestSchema,
        decisionResponse: smeDecisionResponseSchema,
      },
      service: reviews,
    });

    registerCancelCall(app, {
      tags: TAGS,
      path: SME_BACKOFFICE_PATHS.cancel(':id'),
      summary: 'Cancel an SME or staff application (admin), with a remark',
      schemas: { cancel: smeCancelRequestSchema, decisionResponse: smeDecisionResponseSchema },
      cancel: (officer, id, remark, trace) => reviews.cancel(officer, id, remark, trace),
      read: (officer, id, language) => reviews.read(officer, id, language),
    });
  };
}
