import {
  applicationListQuerySchema,
  BACKOFFICE_PATHS,
  cancelRequestSchema,
  decisionRequestSchema,
  decisionResponseSchema,
  idParamsSchema,
  noteRequestSchema,
  officerApplicationSchema,
  queueListSchema,
  queueSummarySchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { DecisionService } from './decision-service.ts';
import { registerReviewCalls } from './officer-review-routes.ts';
import type { QueueService } from './queue-service.ts';
import { reviewErrorResponses } from './review-schemas.ts';
import type { ReviewService } from './review-service.ts';

const TAGS = ['review'];
const bearer = [{ bearer: [] }];

/**
 * The review calls of the back office (officers only: a customer token is a 401 on every one): those every kind of
 * application has, and the notes. Every officer reads the queues and applications, only the reviewing roles decide,
 * the admin cancels, and the transition table decides the rest.
 */
export function reviewRoutes(deps: {
  queues: QueueService;
  reviews: ReviewService;
  decisions: DecisionService;
}): FastifyPluginAsyncZod {
  const { queues, reviews, decisions } = deps;

  return async (app) => {
    registerReviewCalls(app, {
      tags: TAGS,
      paths: BACKOFFICE_PATHS,
      summaries: {
        queues: 'Applications waiting for an officer: counts by status and product, the oldest and overdue',
        applications: 'Applications waiting for an officer, oldest first, with their age in business days',
        application:
          'The application as an officer sees it, with the decisions this officer may take (audited)',
        decisions:
          'Verify, approve, reject, refer back or follow up, with a remark (transition table, maker-checker)',
        cancel: 'Cancel an application (admin), with a remark; the applicant is told by email',
      },
      schemas: {
        summary: queueSummarySchema,
        query: applicationListQuerySchema,
        list: queueListSchema,
        application: officerApplicationSchema,
        decision: decisionRequestSchema,
        decisionResponse: decisionResponseSchema,
        cancel: cancelRequestSchema,
      },
      service: {
        summary: () => queues.summary(),
        list: (query) => queues.list(query),
        view: (officer, id, language, trace) => reviews.view(officer, id, language, trace),
        read: (officer, id, language) => reviews.read(officer, id, language),
        decide: (officer, id, request, trace) => decisions.decide(officer, id, request, trace),
        cancel: (officer, id, remark, trace) => decisions.cancel(officer, id, remark, trace),
      },
    });

    app.post(
      BACKOFFICE_PATHS.notes(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'Leave a note for colleagues on the application (not a decision)',
          security: bearer,
          params: idParamsSchema,
          body: noteRequestSchema,
          response: { 201: decisionResponseSchema, ...reviewErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        const language = languageOf(request);
        await reviews.addNote(officer, request.params.id, request.body.text, traceOf(request));
        const application = await reviews.read(officer, request.params.id, language);
        return reply
          .code(201)
          .headers(NO_STORE)
          .send({ message: translate(language, 'status.review.noteAdded'), application });
      },
    );
  };
}
