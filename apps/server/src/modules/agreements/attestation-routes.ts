import {
  ATTESTATION_PATHS,
  agreementChangedSchema,
  agreementParamsSchema,
  attestationVideoSchema,
  videoAcknowledgementRequestSchema,
  videoStreamQuerySchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses, errorResponses } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { AttestationVideoService } from './attestation-video-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];

/** The applicant's attestation by video: the video to watch and the acknowledgement (behind the customer guard). */
export function attestationRoutes(deps: { videos: AttestationVideoService }): FastifyPluginAsyncZod {
  const { videos } = deps;
  return async (app) => {
    app.get(
      ATTESTATION_PATHS.video(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: "The attestation video in the caller's language, with its stream address",
          security: bearer,
          params: agreementParamsSchema,
          response: { 200: attestationVideoSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await videos.video(customerOf(request), request.params.agreementId, languageOf(request))),
    );

    app.post(
      ATTESTATION_PATHS.videoAcknowledgement(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Acknowledge the video, once the server has streamed it whole and its length has passed',
          security: bearer,
          params: agreementParamsSchema,
          body: videoAcknowledgementRequestSchema,
          response: { 200: agreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const agreement = await videos.acknowledge(customerOf(request), request.params.agreementId);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.attested'), agreement });
      },
    );
  };
}

/** The video's stream: public, as a `<video>` element sends no bearer token; the address's token stands for it. */
export function attestationStreamRoutes(deps: { videos: AttestationVideoService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      ATTESTATION_PATHS.videoStream(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Stream the attestation video (supports Range requests); each range served is recorded',
          params: agreementParamsSchema,
          querystring: videoStreamQuerySchema,
          response: errorResponses,
        },
      },
      async (request, reply) =>
        deps.videos.stream(request, reply, request.params.agreementId, request.query.token),
    );
  };
}
