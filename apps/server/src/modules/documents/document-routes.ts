import fastifyMultipart from '@fastify/multipart';
import {
  applicationFileListSchema,
  applicationFileSchema,
  FILE_PATHS,
  INDIVIDUAL_DOCUMENT_GROUPS,
  MAX_FILE_SIZE_BYTES,
  messageResponseSchema,
} from '@sinar/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import { translate } from '../../http/translator.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { customerOf } from '../auth/authenticate.ts';
import { languageOf, NO_STORE } from '../auth/http.ts';
import type { DocumentService } from './document-service.ts';
import { readMultipartUpload, singleFileLimits } from './multipart-upload.ts';
import { viewerOf } from './viewer.ts';

/** Room above the 5MB rule, so that a file just over it is read and answered with the spec's text. */
const MULTIPART_SLACK_BYTES = 64 * 1_024;

const documentErrorResponses = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
} as const;

const uploadFieldsSchema = z.object({
  entityId: z.uuid(),
  fileType: z.enum(INDIVIDUAL_DOCUMENT_GROUPS),
});

const fileIdParams = z.object({ fileId: z.uuid() });

export function documentRoutes(deps: {
  documents: DocumentService;
  storage: FileStorage;
  authenticate: preHandlerAsyncHookHandler;
  authenticateApplicantOrOfficer: preHandlerAsyncHookHandler;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin's scope only: no other call accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: singleFileLimits(MAX_FILE_SIZE_BYTES + MULTIPART_SLACK_BYTES),
    });

    app.post(
      FILE_PATHS.upload,
      {
        preHandler: deps.authenticate,
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['documents'],
          summary: 'Upload a document (multipart: entityId, fileType, then file); judged by its content',
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          response: { 201: applicationFileSchema, ...documentErrorResponses },
        },
      },
      async (request, reply) => {
        const customer = customerOf(request);
        const { fields, file } = await readMultipartUpload(request, 'file', 'ekyc.documents.fileMissing');
        const parsed = uploadFieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest('errors.invalidRequest');
        const document = await deps.documents.upload({
          userId: customer.userId,
          applicationId: parsed.data.entityId,
          fileType: parsed.data.fileType,
          fileName: file.fileName,
          bytes: file.bytes,
        });
        return reply.code(201).headers(NO_STORE).send(document);
      },
    );

    app.get(
      FILE_PATHS.byEntity(':entityId'),
      {
        preHandler: deps.authenticateApplicantOrOfficer,
        schema: {
          tags: ['documents'],
          summary: "The application's documents (its applicant or an officer)",
          security: [{ bearer: [] }],
          params: z.object({ entityId: z.uuid() }),
          response: { 200: applicationFileListSchema, ...documentErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.documents.list(viewerOf(request), request.params.entityId)),
    );

    app.get(
      FILE_PATHS.file(':fileId'),
      {
        preHandler: deps.authenticateApplicantOrOfficer,
        schema: {
          tags: ['documents'],
          summary: "A document's content, inline (its applicant or an officer)",
          security: [{ bearer: [] }],
          params: fileIdParams,
          response: { ...documentErrorResponses },
        },
      },
      async (request, reply) => {
        const file = await deps.documents.open(viewerOf(request), request.params.fileId);
        return sendStoredFile(request, reply, deps.storage, file, {
          disposition: 'inline',
          cacheSeconds: 0,
        });
      },
    );

    app.delete(
      FILE_PATHS.file(':fileId'),
      {
        preHandler: deps.authenticate,
        schema: {
          tags: ['documents'],
          summary: 'Remove a document while the application is being filled in',
          security: [{ bearer: [] }],
          params: fileIdParams,
          response: { 200: messageResponseSchema, ...documentErrorResponses },
        },
      },
      async (request) => {
        await deps.documents.remove(customerOf(request).userId, request.params.fileId);
        return { message: translate(languageOf(request), 'success.updateRemoveSuccessfully') };
      },
    );
  };
}
