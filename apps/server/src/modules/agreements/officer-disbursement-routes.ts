import {
  AGREEMENT_BACKOFFICE_PATHS,
  type CatalogKey,
  disbursementActionRequestSchema,
  disbursementQueueSchema,
  idParamsSchema,
  type OfficerAgreement,
  type OfficerRole,
  officerAgreementChangedSchema,
  officerCommodityTradeSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { type OfficerPrincipal, officerOf } from '../../http/principals.ts';
import { type RequestTrace, traceOf } from '../../http/request-origin.ts';
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

    /**
     * A disbursement officer's move on an agreement, confirmed with a remark the audit trail keeps; answers what it
     * did and the agreement as it now stands.
     */
    const remarkedMove = (
      path: string,
      summary: string,
      move: (
        officer: OfficerPrincipal,
        agreementId: string,
        remark: string,
        trace: RequestTrace,
      ) => Promise<{ readonly agreement: OfficerAgreement; readonly message: CatalogKey }>,
      /** Whether the move may answer 503 (the payout provider is down). */
      mayBeUnavailable = false,
    ) =>
      app.post(
        path,
        {
          config: { officerRoles: DISBURSING },
          schema: {
            tags: TAGS,
            summary,
            security: bearer,
            params: idParamsSchema,
            body: disbursementActionRequestSchema,
            response: {
              200: officerAgreementChangedSchema,
              ...authErrorResponses,
              ...(mayBeUnavailable ? { 503: errorBodySchema } : {}),
            },
          },
        },
        async (request, reply) => {
          const { agreement, message } = await move(
            officerOf(request),
            request.params.id,
            request.body.remark,
            traceOf(request),
          );
          return reply
            .headers(NO_STORE)
            .send({ message: translate(languageOf(request), message), agreement });
        },
      );

    remarkedMove(
      AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(':id'),
      'Prepare the payout of the net amount to the applicant’s verified bank account',
      async (...args) => ({
        agreement: await disbursements.prepare(...args),
        message: 'disbursements.prepared',
      }),
    );

    remarkedMove(
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(':id'),
      'Release the prepared payout (another disbursement officer than the preparer)',
      async (...args) => ({
        agreement: await disbursements.release(...args),
        message: 'disbursements.released',
      }),
    );

    remarkedMove(
      AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(':id'),
      'Request the failed leg, or the failed unwinding, of an Islamic financing’s commodity trade again',
      async (officer, agreementId, remark, trace) => {
        const event = await trades.retry(officer, agreementId, remark, trace);
        return {
          agreement: await disbursements.current(officer, agreementId),
          message: event === 'retryUnwind' ? 'disbursements.unwindRetried' : 'disbursements.tradeRetried',
        };
      },
    );
  };
}
