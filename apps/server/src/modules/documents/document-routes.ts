import fastifyMultipart from '@fastify/multipart';
import {
  applicationFileSchema,
  FILE_PATHS,
  fileParamsSchema,
  fileUploadFieldsSchema,
  MAX_FILE_SIZE_BYTES,
  messageResponseSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { readMultipartUpload, singleFileLimits } from '../../http/multipart-upload.ts';
import { customerOf } from '../../http/principals.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { documentErrorResponses } from './document-schemas.ts';
import type { DocumentService } from './document-service.ts';

/** Room above the 5MB rule, so that a file just over it is read and answered with the spec's text. */
const MULTIPART_SLACK_BYTES = 64 * 1_024;

/** The applicant's documents calls: upload and remove, while the application is being filled in (customers only). */
export function documentRoutes(deps: { documents: DocumentService }): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin's scope only: no other call accepts multipart bodies.
    await app.register(fastifyMultipart, {
      limits: singleFileLimits(MAX_FILE_SIZE_BYTES + MULTIPART_SLACK_BYTES),
    });

    app.post(
      FILE_PATHS.upload,
      {
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
        const parsed = fileUploadFieldsSchema.safeParse(fields);
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

    app.delete(
      FILE_PATHS.file(':fileId'),
      {
        schema: {
          tags: ['documents'],
          summary: 'Remove a document while the application is being filled in',
          security: [{ bearer: [] }],
          params: fileParamsSchema,
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
