import {
  applicationFileListSchema,
  FILE_PATHS,
  fileEntityParamsSchema,
  fileParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { sendStoredFile } from '../../http/send-file.ts';
import { viewerOf } from '../../http/viewer-guard.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { documentErrorResponses } from './document-schemas.ts';
import type { DocumentService } from './document-service.ts';

/** Reading an application's documents: its applicant, or an officer reviewing it. */
export function documentViewRoutes(deps: {
  documents: DocumentService;
  storage: FileStorage;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      FILE_PATHS.byEntity(':entityId'),
      {
        schema: {
          tags: ['documents'],
          summary: "The application's documents (its applicant or an officer)",
          security: [{ bearer: [] }],
          params: fileEntityParamsSchema,
          response: { 200: applicationFileListSchema, ...documentErrorResponses },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await deps.documents.list(viewerOf(request), request.params.entityId)),
    );

    app.get(
      FILE_PATHS.file(':fileId'),
      {
        schema: {
          tags: ['documents'],
          summary: "A document's content, inline (its applicant or an officer)",
          security: [{ bearer: [] }],
          params: fileParamsSchema,
          response: { ...documentErrorResponses },
        },
      },
      async (request, reply) => {
        const file = await deps.documents.open(viewerOf(request), request.params.fileId);
        return sendStoredFile(request, reply, deps.storage, file, {
          disposition: 'inline',
          cache: 'no-store',
        });
      },
    );
  };
}
