import {
  ATTESTATION_PATHS,
  agreementParamsSchema,
  liveCallBookingRequestSchema,
  liveCallBookingSchema,
  liveCallSlotsQuerySchema,
  liveCallSlotsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import type { LiveCallService } from './live-call-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];

/** The applicant's live attestation call: the free slots, the booking, moving and cancelling it. */
export function liveCallRoutes(deps: { liveCalls: LiveCallService }): FastifyPluginAsyncZod {
  const { liveCalls } = deps;
  return async (app) => {
    app.get(
      ATTESTATION_PATHS.liveCallSlots(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'The business days and slots a live call can be booked in, each with its remaining places',
          security: bearer,
          params: agreementParamsSchema,
          querystring: liveCallSlotsQuerySchema,
          response: { 200: liveCallSlotsSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await liveCalls.slots(customerOf(request), request.params.agreementId, request.query)),
    );

    app.get(
      ATTESTATION_PATHS.liveCall(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: "The agreement's live call: the one booked, or the last one it had",
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: liveCallBookingSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await liveCalls.current(customerOf(request), request.params.agreementId)),
    );

    app.post(
      ATTESTATION_PATHS.liveCall(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary:
            'Book a live call in a free slot; the invitation email carries the join link and an .ics file',
          security: bearer,
          params: agreementParamsSchema,
          body: liveCallBookingRequestSchema,
          response: { 201: liveCallBookingSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .headers(NO_STORE)
          .send(await liveCalls.book(customerOf(request), request.params.agreementId, request.body)),
    );

    app.patch(
      ATTESTATION_PATHS.liveCall(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary:
            'Move the booked call to another free slot, until the cut-off; an updated invitation is sent',
          security: bearer,
          params: agreementParamsSchema,
          body: liveCallBookingRequestSchema,
          response: { 200: liveCallBookingSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await liveCalls.reschedule(customerOf(request), request.params.agreementId, request.body)),
    );

    app.delete(
      ATTESTATION_PATHS.liveCall(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Cancel the booked call, until the cut-off; the calendar event is cancelled by email',
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: liveCallBookingSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await liveCalls.cancel(customerOf(request), request.params.agreementId)),
    );
  };
}
