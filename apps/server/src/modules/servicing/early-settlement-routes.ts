import {
  agreementNoParamsSchema,
  EARLY_SETTLEMENT_PATHS,
  earlySettlementQuoteSchema,
  idParamsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import type { EarlySettlementService } from './early-settlement-service.ts';

const TAGS = ['servicing'];
const bearer = [{ bearer: [] }];
const refusals = { 404: errorBodySchema, 409: errorBodySchema };

/** The account holder's early settlement quote, beside the collection service's other `accountDetails` calls. */
export function customerSettlementRoutes(deps: {
  settlements: EarlySettlementService;
}): FastifyPluginAsyncZod {
  const { settlements } = deps;
  return async (app) => {
    app.get(
      EARLY_SETTLEMENT_PATHS.quote(':agreementNo'),
      {
        schema: {
          tags: TAGS,
          summary:
            "The early settlement quote of one of the caller's accounts for the business date, with each day's amount",
          security: bearer,
          params: agreementNoParamsSchema,
          response: { 200: earlySettlementQuoteSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await settlements.customerQuote(customerOf(request), request.params.agreementNo)),
    );
  };
}

/** An officer's view of an account's early settlement quote: every officer, as the loan account reads. */
export function officerSettlementRoutes(deps: {
  settlements: EarlySettlementService;
}): FastifyPluginAsyncZod {
  const { settlements } = deps;
  return async (app) => {
    app.get(
      EARLY_SETTLEMENT_PATHS.officerQuote(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "An account's early settlement quote for the business date, with each day's amount",
          security: bearer,
          params: idParamsSchema,
          response: { 200: earlySettlementQuoteSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await settlements.officerQuote(request.params.id)),
    );
  };
}
