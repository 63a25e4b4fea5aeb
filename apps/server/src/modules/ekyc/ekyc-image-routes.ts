import { EKYC_PATHS, ekycImageParamsSchema } from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/send-file.ts';
import { viewerOf } from '../../http/viewer-guard.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { ekycErrorResponses } from './ekyc-schemas.ts';
import type { EkycSessionService } from './ekyc-session-service.ts';

/** The pictures of an identity verification: its applicant, or an officer reviewing the application. */
export function ekycImageRoutes(deps: {
  sessions: EkycSessionService;
  storage: FileStorage;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      EKYC_PATHS.image(':sessionId', ':side'),
      {
        schema: {
          tags: ['ekyc'],
          summary: "A picture of the session's current attempt (its applicant or an officer)",
          security: [{ bearer: [] }],
          params: ekycImageParamsSchema,
          response: { ...ekycErrorResponses },
        },
      },
      async (request, reply) => {
        const { sessionId, side } = request.params;
        const file = await deps.sessions.image(viewerOf(request), sessionId, side);
        return sendStoredFile(request, reply, deps.storage, file, {
          disposition: 'inline',
          cache: 'no-store',
        });
      },
    );
  };
}
