import {
  APPLICATION_PATHS,
  applicationDraftSchema,
  applicationListSchema,
  applicationMessageResponseSchema,
  applicationNoParamsSchema,
  applicationSchema,
  applicationStatusSchema,
  applicationSummarySchema,
  applicationUpdateParamsSchema,
  draftApplicationRequestSchema,
  eligibilityCheckRequestSchema,
  eligibilityResultSchema,
  idParamsSchema,
  messageResponseSchema,
  submitApplicationRequestSchema,
  userIdParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { STANDING_WITH_FIRST_READ } from '../../http/standing-with-first-read.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { answeringFormIssues, applicationErrorResponses } from './application-responses.ts';
import type { ApplicationService } from './application-service.ts';
import type { EligibilityService } from './eligibility-service.ts';

const TAGS = ['application'];
const bearer = [{ bearer: [] }];

/** The applicant's application calls of the customer service (spec 001 section 7, and the designed ones). */
export function applicationRoutes(deps: {
  eligibility: EligibilityService;
  applications: ApplicationService;
}): FastifyPluginAsyncZod {
  const { eligibility, applications } = deps;

  return async (app) => {
    app.post(
      APPLICATION_PATHS.eligibility,
      {
        schema: {
          tags: TAGS,
          summary: 'Check eligibility (recorded); the result names every reason and the maximum amount',
          security: bearer,
          body: eligibilityCheckRequestSchema,
          response: { 200: eligibilityResultSchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await eligibility.check(customerOf(request), request.body, languageOf(request))),
    );

    app.post(
      APPLICATION_PATHS.draft,
      {
        schema: {
          tags: TAGS,
          summary: "Make a draft application from the caller's eligible check of the last 24 hours",
          security: bearer,
          body: draftApplicationRequestSchema,
          response: { 201: applicationSchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .headers(NO_STORE)
          .send(await applications.createDraft(customerOf(request), request.body, languageOf(request))),
    );

    app.get(
      APPLICATION_PATHS.byUser(':userId'),
      {
        schema: {
          tags: TAGS,
          summary: "The user's applications, latest first (the user's own only)",
          security: bearer,
          params: userIdParamsSchema,
          response: { 200: applicationListSchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await applications.byUser(customerOf(request), request.params.userId)),
    );

    app.get(
      APPLICATION_PATHS.summary(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'The summary screen: applicant, reason, amount, tenure, rate and estimated instalment',
          security: bearer,
          params: idParamsSchema,
          response: { 200: applicationSummarySchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await applications.summary(customerOf(request), request.params.id)),
    );

    app.get(
      APPLICATION_PATHS.status(':id'),
      {
        // The session's standing is read with the status, in one round trip (decision 071).
        config: STANDING_WITH_FIRST_READ,
        schema: {
          tags: TAGS,
          summary: 'Status, step progress and the history of every change',
          security: bearer,
          params: idParamsSchema,
          response: { 200: applicationStatusSchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await applications.status(customerOf(request), request.params.id, request.standingFirst)),
    );

    app.get(
      APPLICATION_PATHS.statusCheck(':applicationNo'),
      {
        config: STANDING_WITH_FIRST_READ,
        schema: {
          tags: TAGS,
          summary: "Loan status check by reference number (the caller's own applications only)",
          security: bearer,
          params: applicationNoParamsSchema,
          response: { 200: applicationStatusSchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await applications.statusByNumber(
              customerOf(request),
              request.params.applicationNo,
              request.standingFirst,
            ),
          ),
    );

    app.patch(
      APPLICATION_PATHS.update(':language', ':id'),
      {
        schema: {
          tags: TAGS,
          summary:
            'Save the draft form as typed (fields left out keep their value); the language of its emails',
          security: bearer,
          params: applicationUpdateParamsSchema,
          body: applicationDraftSchema,
          response: { 200: applicationMessageResponseSchema, ...applicationErrorResponses },
        },
      },
      async (request) => {
        const { language, id } = request.params;
        const application = await applications.saveDraft(customerOf(request), id, request.body, language);
        return { message: translate(languageOf(request), 'success.saved'), application };
      },
    );

    app.delete(
      APPLICATION_PATHS.remove(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'Cancel the application (a draft, or one not yet decided)',
          security: bearer,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...applicationErrorResponses },
        },
      },
      async (request) => {
        await applications.cancel(customerOf(request), request.params.id);
        return { message: translate(languageOf(request), 'success.updateRemoveSuccessfully') };
      },
    );

    app.post(
      APPLICATION_PATHS.submit(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'Submit with the consents, once the form, email and documents steps are complete',
          security: bearer,
          params: idParamsSchema,
          body: submitApplicationRequestSchema,
          response: { 200: applicationMessageResponseSchema, ...applicationErrorResponses },
        },
      },
      async (request, reply) =>
        answeringFormIssues(request, reply, async () => {
          const application = await applications.submit(customerOf(request), request.params.id, request.body);
          return { message: translate(languageOf(request), 'success.submitSuccessfully'), application };
        }),
    );
  };
}
