import {
  agreementNoParamsSchema,
  COUNTER_POSTING_ROLES,
  LOAN_REFUND_PATHS,
  refundCreditsSchema,
  refundPayRequestSchema,
  refundQueueQuerySchema,
  refundQueueSchema,
  refundRejectRequestSchema,
  refundRequestBodySchema,
  refundRequestIdParamsSchema,
  refundRequestListSchema,
  refundRequestSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf, officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import type { LoanRefundService } from './loan-refund-service.ts';

const TAGS = ['servicing'];
const bearer = [{ bearer: [] }];
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

/** The account holder's refund calls: ask for the refundable excess, and see their requests. */
export function customerRefundRoutes(deps: { refunds: LoanRefundService }): FastifyPluginAsyncZod {
  const { refunds } = deps;
  return async (app) => {
    app.post(
      LOAN_REFUND_PATHS.request(':agreementNo'),
      {
        schema: {
          tags: TAGS,
          summary: 'Ask for the refundable excess of the account’s payments to be paid back',
          security: bearer,
          params: agreementNoParamsSchema,
          body: refundRequestBodySchema,
          response: { 200: refundRequestSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await refunds.request(customerOf(request), request.params.agreementNo, request.body)),
    );
    app.get(
      LOAN_REFUND_PATHS.credits,
      {
        schema: {
          tags: TAGS,
          summary:
            'Each of the caller’s accounts with its refundable credit, its refund requests and its payout bank',
          security: bearer,
          response: { 200: refundCreditsSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await refunds.credits(customerOf(request))),
    );
    app.get(
      LOAN_REFUND_PATHS.customerList(':agreementNo'),
      {
        schema: {
          tags: TAGS,
          summary: 'The refund requests of the caller’s account, newest first',
          security: bearer,
          params: agreementNoParamsSchema,
          response: { 200: refundRequestListSchema, ...authErrorResponses, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await refunds.listOfCustomer(customerOf(request), request.params.agreementNo)),
    );
  };
}

/** The officers' refund calls: the queue (every officer), pay and reject (the roles that handle money). */
export function officerRefundRoutes(deps: { refunds: LoanRefundService }): FastifyPluginAsyncZod {
  const { refunds } = deps;
  return async (app) => {
    app.get(
      LOAN_REFUND_PATHS.queue,
      {
        schema: {
          tags: TAGS,
          summary: 'Refund requests in a status, one page (open ones oldest first)',
          security: bearer,
          querystring: refundQueueQuerySchema,
          response: { 200: refundQueueSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await refunds.queue(request.query)),
    );
    app.post(
      LOAN_REFUND_PATHS.pay(':requestId'),
      {
        config: { officerRoles: COUNTER_POSTING_ROLES },
        schema: {
          tags: TAGS,
          summary: 'Record a refund paid by bank transfer, with the transfer’s reference',
          security: bearer,
          params: refundRequestIdParamsSchema,
          body: refundPayRequestSchema,
          response: { 200: refundRequestSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await refunds.pay(
              officerOf(request),
              request.params.requestId,
              request.body.reference,
              traceOf(request),
            ),
          ),
    );
    app.post(
      LOAN_REFUND_PATHS.reject(':requestId'),
      {
        config: { officerRoles: COUNTER_POSTING_ROLES },
        schema: {
          tags: TAGS,
          summary: 'Reject a refund request, saying why',
          security: bearer,
          params: refundRequestIdParamsSchema,
          body: refundRejectRequestSchema,
          response: { 200: refundRequestSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await refunds.reject(
              officerOf(request),
              request.params.requestId,
              request.body.remark,
              traceOf(request),
            ),
          ),
    );
  };
}
