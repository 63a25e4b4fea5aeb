import fastifyMultipart from '@fastify/multipart';
import {
  acceptAgreementRequestSchema,
  agreementChangedSchema,
  agreementDocumentParamsSchema,
  agreementParamsSchema,
  certificateEnrolmentRequestSchema,
  certificateStatusSchema,
  nricParamsSchema,
  SIGNING_PATHS,
  signFieldsSchema,
  signingParamsSchema,
  tacRequestSchema,
  tacSentSchema,
  tacVerificationRequestSchema,
  tacVerifiedSchema,
} from '@sinar/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { readMultipartUpload, singleFileLimits } from '../../http/multipart-upload.ts';
import { customerOf } from '../../http/principals.ts';
import { originOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { AgreementDocument, AgreementDocumentService } from './agreement-document-service.ts';
import { MAX_SIGNATURE_PNG_BYTES } from './pdf/sign-agreement.ts';
import type { SigningService } from './signing-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];
const signingErrorResponses = { ...authErrorResponses, 503: errorBodySchema } as const;

/**
 * The applicant's document and signing calls: the agreement PDF and its acceptance, the certificate authority's
 * account (the spec's trustGate calls), the TAC, and the spec's pdf/sign call.
 */
export function signingRoutes(deps: {
  documents: AgreementDocumentService;
  signing: SigningService;
}): FastifyPluginAsyncZod {
  const { documents, signing } = deps;

  return async (app) => {
    // In this plugin's scope only: the sign call's signature image.
    await app.register(fastifyMultipart, { limits: singleFileLimits(MAX_SIGNATURE_PNG_BYTES) });

    app.get(
      SIGNING_PATHS.document(':agreementId', ':language'),
      {
        schema: {
          tags: TAGS,
          summary: 'The agreement as a PDF in the language asked: the signed one once signed',
          security: bearer,
          params: agreementDocumentParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { agreementId, language } = request.params;
        return sendPdf(reply, await documents.document(customerOf(request), agreementId, language));
      },
    );

    app.post(
      SIGNING_PATHS.acceptDocument(':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary: 'Accept the agreement document; it is kept as the agreement to be signed',
          security: bearer,
          params: agreementParamsSchema,
          body: acceptAgreementRequestSchema,
          response: { 200: agreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const agreement = await documents.accept(customerOf(request), request.params.agreementId, language);
        return reply
          .headers(NO_STORE)
          .send({ message: translate(language, 'agreements.documentAccepted'), agreement });
      },
    );

    app.get(
      SIGNING_PATHS.certificate(':nric'),
      {
        schema: {
          tags: TAGS,
          summary: "The certificate authority's record of the caller's own certificate",
          security: bearer,
          params: nricParamsSchema,
          response: { 200: certificateStatusSchema, ...signingErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await signing.certificate(customerOf(request), request.params.nric)),
    );

    app.post(
      SIGNING_PATHS.enrol(':nric'),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: 'Account creation: the certificate authority enrols the caller for the agreement to sign',
          security: bearer,
          params: nricParamsSchema,
          body: certificateEnrolmentRequestSchema,
          response: { 200: certificateStatusSchema, ...signingErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await signing.enrol(customerOf(request), request.params.nric, request.body.agreementId)),
    );

    app.post(
      SIGNING_PATHS.tac(':agreementId'),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: 'Send a 6-digit TAC by SMS (single use, 10 minutes; another after a wait)',
          security: bearer,
          params: agreementParamsSchema,
          body: tacRequestSchema,
          response: { 200: tacSentSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const { phoneNo: _phoneNo, ...sent } = await signing.requestTac(
          customerOf(request),
          request.params.agreementId,
          request.body.purpose,
          language,
        );
        return reply.headers(NO_STORE).send({
          message: translate(language, 'agreements.tacSent', { phone: sent.phoneNoMasked }),
          ...sent,
        });
      },
    );

    app.post(
      SIGNING_PATHS.tacVerification(':agreementId'),
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: "Verify the TAC: 'OTP Verified', or why not",
          security: bearer,
          params: agreementParamsSchema,
          body: tacVerificationRequestSchema,
          response: { 200: tacVerifiedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const verified = await signing.verifyTac(
          customerOf(request),
          request.params.agreementId,
          request.body.purpose,
          request.body.tac,
        );
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.tacVerified'), ...verified });
      },
    );

    app.post(
      SIGNING_PATHS.sign(':language', ':company', ':agreementId'),
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary:
            'Sign (multipart: consent, then the signature PNG): signed through the certificate authority, sealed by the lender',
          consumes: ['multipart/form-data'],
          security: bearer,
          params: signingParamsSchema,
          response: { 200: agreementChangedSchema, ...signingErrorResponses },
        },
      },
      async (request, reply) => {
        const { language, company, agreementId } = request.params;
        const upload = await readMultipartUpload(request, 'signature', 'errors.signatureImageInvalid');
        const fields = signFieldsSchema.safeParse(upload.fields);
        if (!fields.success) throw badRequest('errors.invalidRequest');
        const origin = originOf(request);
        const agreement = await signing.sign(customerOf(request), agreementId, {
          language,
          company,
          consent: true,
          signaturePng: upload.file.bytes,
          ipAddress: origin.ip ?? 'unknown',
          device: origin.userAgent ?? 'unknown',
        });
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'agreements.signed'), agreement });
      },
    );
  };
}

/** A PDF to read on the screen or keep: never stored by a cache. */
export function sendPdf(reply: FastifyReply, document: AgreementDocument): FastifyReply {
  return reply
    .headers(NO_STORE)
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(document.bytes));
}
