import {
  type ApplicationStatus,
  type DecisionRequest,
  idParamsSchema,
  type Language,
  REVIEWING_OFFICERS,
} from '@sinar/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { type OfficerPrincipal, officerOf } from '../../http/principals.ts';
import { type RequestTrace, traceOf } from '../../http/request-origin.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { reviewErrorResponses } from './review-schemas.ts';

const bearer = [{ bearer: [] }];

/** An application as an officer reads it: what a decision's answer needs of it. */
interface ReviewedApplication {
  readonly application: { readonly applicationStatus: ApplicationStatus };
}

/** What one kind of application's review serves: its queues, its list, the officer's view and the decisions. */
export interface ReviewCalls<Query, Read extends ReviewedApplication> {
  summary(): Promise<unknown>;
  list(query: Query): Promise<unknown>;
  /** The view, audited as an officer's opening. */
  view(officer: OfficerPrincipal, id: string, language: Language, trace: RequestTrace): Promise<Read>;
  /** The view after the officer's own change, which is audited already. */
  read(officer: OfficerPrincipal, id: string, language: Language): Promise<Read>;
  decide(officer: OfficerPrincipal, id: string, request: DecisionRequest, trace: RequestTrace): Promise<void>;
  /** The admin's cancel, with a remark. */
  cancel(officer: OfficerPrincipal, id: string, remark: string, trace: RequestTrace): Promise<void>;
}

export interface ReviewCallsSpec<QuerySchema extends z.ZodType, Read extends ReviewedApplication> {
  readonly tags: string[];
  readonly paths: {
    readonly queues: string;
    readonly applications: string;
    readonly application: (id: string) => string;
    readonly decisions: (id: string) => string;
    readonly cancel: (id: string) => string;
  };
  /** The OpenAPI summary of each call. */
  readonly summaries: {
    readonly queues: string;
    readonly applications: string;
    readonly application: string;
    readonly decisions: string;
    readonly cancel: string;
  };
  readonly schemas: {
    readonly summary: z.ZodType;
    readonly query: QuerySchema;
    readonly list: z.ZodType;
    readonly application: z.ZodType;
    readonly decision: z.ZodType;
    readonly decisionResponse: z.ZodType;
    readonly cancel: z.ZodType<{ remark: string }>;
  };
  readonly service: ReviewCalls<z.output<QuerySchema>, Read>;
}

/** The answer to an officer's decision or cancel: what it moved the application to, and the application after it. */
export function sendDecisionAnswer<Read extends ReviewedApplication>(
  reply: FastifyReply,
  language: Language,
  application: Read,
  code = 200,
) {
  const status = translate(language, `status.application.${application.application.applicationStatus}`);
  return reply
    .code(code)
    .headers(NO_STORE)
    .send({ message: translate(language, 'status.review.decisionRecorded', { status }), application });
}

/**
 * The review calls every kind of application has in the back office (officers only: a customer token is a 401 on
 * every one): the queue counts, the waiting list, the application as an officer sees it (audited), the decisions and
 * the admin's cancel. Every officer reads; only the reviewing roles decide and the admin cancels, and the transition
 * table decides the rest.
 */
export function registerReviewCalls<QuerySchema extends z.ZodType, Read extends ReviewedApplication>(
  app: FastifyInstance,
  spec: ReviewCallsSpec<QuerySchema, Read>,
): void {
  const { tags, paths, summaries, schemas, service } = spec;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    paths.queues,
    {
      schema: {
        tags,
        summary: summaries.queues,
        security: bearer,
        response: { 200: schemas.summary, ...reviewErrorResponses },
      },
    },
    async (_request, reply) => reply.headers(NO_STORE).send(await service.summary()),
  );

  typed.get(
    paths.applications,
    {
      schema: {
        tags,
        summary: summaries.applications,
        security: bearer,
        querystring: schemas.query,
        response: { 200: schemas.list, ...reviewErrorResponses },
      },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await service.list(request.query as z.output<QuerySchema>)),
  );

  typed.get(
    paths.application(':id'),
    {
      schema: {
        tags,
        summary: summaries.application,
        security: bearer,
        params: idParamsSchema,
        response: { 200: schemas.application, ...reviewErrorResponses },
      },
    },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send(
          await service.view(officerOf(request), request.params.id, languageOf(request), traceOf(request)),
        ),
  );

  typed.post(
    paths.decisions(':id'),
    {
      config: { officerRoles: REVIEWING_OFFICERS },
      schema: {
        tags,
        summary: summaries.decisions,
        security: bearer,
        params: idParamsSchema,
        body: schemas.decision,
        response: { 200: schemas.decisionResponse, ...reviewErrorResponses },
      },
    },
    async (request, reply) => {
      const officer = officerOf(request);
      const language = languageOf(request);
      await service.decide(officer, request.params.id, request.body as DecisionRequest, traceOf(request));
      return sendDecisionAnswer(reply, language, await service.read(officer, request.params.id, language));
    },
  );

  typed.patch(
    paths.cancel(':id'),
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: summaries.cancel,
        security: bearer,
        params: idParamsSchema,
        body: schemas.cancel,
        response: { 200: schemas.decisionResponse, ...reviewErrorResponses },
      },
    },
    async (request, reply) => {
      const officer = officerOf(request);
      const language = languageOf(request);
      const { remark } = request.body as { remark: string };
      await service.cancel(officer, request.params.id, remark, traceOf(request));
      return sendDecisionAnswer(reply, language, await service.read(officer, request.params.id, language));
    },
  );
}
