import {
  BACKOFFICE_PATHS,
  idParamsSchema,
  officerCreateRequestSchema,
  officerListSchema,
  officerSchema,
  officerUpdateRequestSchema,
  officerWithTemporaryPasswordSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { auditedOriginOf } from '../../http/request-origin.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import type { OfficerManagementService } from './officer-management-service.ts';

/** Officer management (administrators only). */
export function officerManagementRoutes(deps: { officers: OfficerManagementService }): FastifyPluginAsyncZod {
  const { officers } = deps;
  const bearer = [{ bearer: [] }];

  return async (app) => {
    app.get(
      BACKOFFICE_PATHS.officers,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['backoffice'],
          summary: 'Every officer, active ones first',
          security: bearer,
          response: { 200: officerListSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await officers.list()),
    );

    app.post(
      BACKOFFICE_PATHS.officers,
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['backoffice'],
          summary:
            'Add an officer: answers a temporary password, shown once; the officer enrols at first login',
          security: bearer,
          body: officerCreateRequestSchema,
          response: { 201: officerWithTemporaryPasswordSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const created = await officers.create(officerOf(request), request.body, auditedOriginOf(request));
        return reply.code(201).headers(NO_STORE).send(created);
      },
    );

    app.patch(
      BACKOFFICE_PATHS.officer(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['backoffice'],
          summary: "Change an officer's roles or deactivate them (which ends their sessions)",
          security: bearer,
          params: idParamsSchema,
          body: officerUpdateRequestSchema,
          response: { 200: officerSchema, ...authErrorResponses },
        },
      },
      async (request) =>
        officers.update(officerOf(request), request.params.id, request.body, auditedOriginOf(request)),
    );

    app.post(
      BACKOFFICE_PATHS.officerReset(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: ['backoffice'],
          summary: 'A new temporary password and no second factor: the officer enrols again at next login',
          security: bearer,
          params: idParamsSchema,
          response: { 200: officerWithTemporaryPasswordSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await officers.reset(officerOf(request), request.params.id, auditedOriginOf(request))),
    );
  };
}
