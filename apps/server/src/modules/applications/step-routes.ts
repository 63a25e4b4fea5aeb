import {
  idParamsSchema,
  type OnboardingStep,
  STEP_PATHS,
  stepErrorParamsSchema,
  stepErrorRequestSchema,
  stepMessageResponseSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../http/principals.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { answeringFormIssues, applicationErrorResponses } from './application-responses.ts';
import type { StepService } from './step-service.ts';

const TAGS = ['application'];
const bearer = [{ bearer: [] }];

const COMPLETION_CALLS: readonly { step: OnboardingStep; path: string; evidence: string }[] = [
  {
    step: 'applicationForm',
    path: STEP_PATHS.applicationFormCompleted(':id'),
    evidence: 'the saved form passes the application form rules (422 with each field otherwise)',
  },
  {
    step: 'emailVerification',
    path: STEP_PATHS.emailVerificationCompleted(':id'),
    evidence: "the applicant's email was verified with the code or the link",
  },
  {
    step: 'documentUpload',
    path: STEP_PATHS.documentUploadCompleted(':id'),
    evidence: 'the uploaded documents make a complete set',
  },
  {
    step: 'ekyc',
    path: STEP_PATHS.ekycCompleted(':id'),
    evidence: 'the e-KYC session passed (after submission)',
  },
];

/** The spec's step calls: PATCH, no body; the marker is recorded only with its evidence. */
export function stepRoutes(deps: { steps: StepService }): FastifyPluginAsyncZod {
  const { steps } = deps;

  return async (app) => {
    for (const call of COMPLETION_CALLS) {
      app.patch(
        call.path,
        {
          schema: {
            tags: TAGS,
            summary: `Record the ${call.step} step completed: ${call.evidence}`,
            security: bearer,
            params: idParamsSchema,
            response: { 200: stepMessageResponseSchema, ...applicationErrorResponses },
          },
        },
        async (request, reply) =>
          answeringFormIssues(request, reply, async () => {
            const application = await steps.complete(customerOf(request), request.params.id, call.step);
            return { message: translate(languageOf(request), 'success.updated'), application };
          }),
      );
    }

    app.patch(
      STEP_PATHS.error(':id', ':stepName'),
      {
        schema: {
          tags: TAGS,
          summary: "Record a step's error marker (a step the browser could not finish)",
          security: bearer,
          params: stepErrorParamsSchema,
          body: stepErrorRequestSchema.nullish(),
          response: { 200: stepMessageResponseSchema, ...applicationErrorResponses },
        },
      },
      async (request) => {
        const { id, stepName } = request.params;
        const application = await steps.error(customerOf(request), id, stepName, request.body?.reason);
        return { message: translate(languageOf(request), 'success.updated'), application };
      },
    );
  };
}
