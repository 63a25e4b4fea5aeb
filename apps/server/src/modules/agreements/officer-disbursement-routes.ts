import {
  AGREEMENT_BACKOFFICE_PATHS,
  disbursementActionRequestSchema,
  disbursementQueueSchema,
  idParamsSchema,
  type OfficerRole,
  officerAgreementChangedSchema,
  officerCommodityTradeSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import type { CommodityTradeService } from './commodity-trade-service.ts';
import type { DisbursementService } from './disbursement-service.ts';

const TAGS = ['agreement'];
const bearer = [{ bearer: [] }];
/** Preparing, releasing and asking a failed trade leg again are the disbursement officers' moves. */
const DISBURSING: readonly OfficerRole[] = ['disbursementOfficer'];

/**
 * The back office's disbursement calls: the queue and an Islamic financing's trade (every officer reads them), and
 * the disbursement officers' prepare, release (maker-checker) and trade retry.
 */
export function officerDisbursementRoutes(deps: {
  disbursements: DisbursementService;
  trades: CommodityTradeService;
}): FastifyPluginAsyncZod {
  const { disbursements, trades } = deps;

  return async (app) => {
    app.get(
      AGREEMENT_BACKOFFICE_PATHS.disbursements,
      {
        schema: {
          tags: TAGS,
          summary: 'The agreements waiting for their payout, oldest first',
          security: bearer,
          response: { 200: disbursementQueueSchema, ...authErrorResponses },
        },
      },
      async (_request, reply) => reply.headers(NO_STORE).send(await disbursements.queue()),
    );

    app.get(
      AGREEMENT_BACKOFFICE_PATHS.commodityTrade(':id'),
      {
        schema: {
          tags: TAGS,
          summary: "An Islamic financing's commodity trade (tawarruq) and its legs",
          security: bearer,
          params: idParamsSchema,
          response: { 200: officerCommodityTradeSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await trades.view(request.params.id)),
    );

    app.post(
      AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(':id'),
      {
        config: { officerRoles: DISBURSING },
        schema: {
          tags: TAGS,
          summary: 'Prepare the payout of the net amount to the applicant’s verified bank account',
          security: bearer,
          params: idParamsSchema,
          body: disbursementActionRequestSchema,
          response: { 200: officerAgreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const agreement = await disbursements.prepare(
          officerOf(request),
          request.params.id,
          request.body.remark,
          traceOf(request),
        );
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'disbursements.prepared'), agreement });
      },
    );

    app.post(
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(':id'),
      {
        config: { officerRoles: DISBURSING },
        schema: {
          tags: TAGS,
          summary: 'Release the prepared payout (another disbursement officer than the preparer)',
          security: bearer,
          params: idParamsSchema,
          body: disbursementActionRequestSchema,
          response: { 200: officerAgreementChangedSchema, ...authErrorResponses, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        const agreement = await disbursements.release(
          officerOf(request),
          request.params.id,
          request.body.remark,
          traceOf(request),
        );
        return reply
          .headers(NO_STORE)
          .send({ message: translate(languageOf(request), 'disbursements.released'), agreement });
      },
    );

    app.post(
      AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(':id'),
      {
        config: { officerRoles: DISBURSING },
        schema: {
          tags: TAGS,
          summary:
            'Request the failed leg, or the failed unwinding, of an Islamic financing’s commodity trade again',
          security: bearer,
          params: idParamsSchema,
          body: disbursementActionRequestSchema,
          response: { 200: officerAgreementChangedSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        const event = await trades.retry(officer, request.params.id, request.body.remark, traceOf(request));
        const agreement = await disbursements.current(officer, request.params.id);
        const message =
          event === 'retryUnwind' ? 'disbursements.unwindRetried' : 'disbursements.tradeRetried';
        return reply.headers(NO_STORE).send({ message: translate(languageOf(request), message), agreement });
      },
    );
  };
}
