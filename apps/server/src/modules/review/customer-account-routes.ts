import {
  BACKOFFICE_PATHS,
  customerDetailSchema,
  customerUpdatedSchema,
  customerUpdateRequestSchema,
} from '@sinar/domain';
import { lookupPostcode } from '@sinar/domain/postcodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { translate } from '../../http/translator.ts';
import type { Clock } from '../../lib/clock.ts';
import { idParams } from '../applications/http.ts';
import { authenticateOfficer, officerOf } from '../auth/authenticate.ts';
import { languageOf, NO_STORE } from '../auth/http.ts';
import type { TokenService } from '../auth/token-service.ts';
import type { CustomerAccountService } from './customer-account-service.ts';
import { reviewErrorResponses, traceOf } from './http.ts';

const TAGS = ['review'];
const bearer = [{ bearer: [] }];

/** The admin's page of one customer: the account and its applications, and the correction of its details. */
export function customerAccountRoutes(deps: {
  customers: CustomerAccountService;
  tokens: TokenService;
  db: Database;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { customers } = deps;
  const adminOnly = { preHandler: authenticateOfficer(deps.tokens, deps.db, deps.clock, ['admin']) };

  return async (app) => {
    app.get(
      BACKOFFICE_PATHS.user(':id'),
      {
        ...adminOnly,
        schema: {
          tags: TAGS,
          summary: "A customer's account and applications (admin); the reading is audited",
          security: bearer,
          params: idParams,
          response: { 200: customerDetailSchema, ...reviewErrorResponses },
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
        ...adminOnly,
        schema: {
          tags: TAGS,
          summary: "Correct a customer's name and address (admin), with a remark; audited before and after",
          security: bearer,
          params: idParams,
          body: customerUpdateRequestSchema({ lookupPostcode }),
          response: { 200: customerUpdatedSchema, ...reviewErrorResponses },
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
