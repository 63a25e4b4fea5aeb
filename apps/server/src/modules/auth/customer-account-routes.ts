import {
  BACKOFFICE_PATHS,
  customerDetailSchema,
  customerUpdatedSchema,
  customerUpdateRequestSchema,
  idParamsSchema,
} from '@sinar/domain';
import { lookupPostcode } from '@sinar/domain/postcodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { ADMIN_ONLY } from '../../http/officer-guard.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { CustomerAccountService } from './customer-account-service.ts';

const TAGS = ['review'];
const customerAccountErrorResponses = { ...authErrorResponses, 422: errorBodySchema } as const;
const bearer = [{ bearer: [] }];

/** The admin's page of one customer: the account and its applications, and the correction of its details (administrators only). */
export function customerAccountRoutes(deps: { customers: CustomerAccountService }): FastifyPluginAsyncZod {
  const { customers } = deps;

  return async (app) => {
    app.get(
      BACKOFFICE_PATHS.user(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: "A customer's account and applications (admin); the reading is audited",
          security: bearer,
          params: idParamsSchema,
          response: { 200: customerDetailSchema, ...customerAccountErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await customers.detail(officerOf(request), request.params.id, traceOf(request))),
    );

    app.patch(
      BACKOFFICE_PATHS.user(':id'),
      {
        config: ADMIN_ONLY,
        schema: {
          tags: TAGS,
          summary: "Correct a customer's address (admin), with a remark; audited before and after",
          security: bearer,
          params: idParamsSchema,
          body: customerUpdateRequestSchema({ lookupPostcode }),
          response: { 200: customerUpdatedSchema, ...customerAccountErrorResponses },
        },
      },
      async (request, reply) => {
        const customer = await customers.update(
          officerOf(request),
          request.params.id,
          request.body,
          traceOf(request),
        );
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'success.updated'), customer });
      },
    );
  };
}
