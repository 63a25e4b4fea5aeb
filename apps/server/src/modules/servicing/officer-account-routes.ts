import {
  ACCOUNT_REQUEST_CHECKING_ROLES,
  ACCOUNT_REQUEST_MAKERS,
  accountRequestCreateSchema,
  accountRequestDecisionSchema,
  accountRequestQueueQuerySchema,
  accountRequestQueueSchema,
  accountRequestSchema,
  COUNTER_POSTING_ROLES,
  counterPaymentPostedSchema,
  counterPaymentRequestSchema,
  formatRinggit,
  idParamsSchema,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  ledgerPageQuerySchema,
  ledgerPageSchema,
  loanAccountSearchQuerySchema,
  loanAccountSearchSchema,
  officerLoanAccountSchema,
  requestIdParamsSchema,
  sen,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import type { Idempotency } from '../../http/idempotency.ts';
import { officerOf } from '../../http/principals.ts';
import { traceOf } from '../../http/request-origin.ts';
import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';
import { languageOf, translate } from '../../http/translator.ts';
import { longDate } from '../../lib/pdf/document-text.ts';
import type { OfficerAccountService } from './officer-account-service.ts';

const TAGS = ['servicing'];
const bearer = [{ bearer: [] }];
const refusals = { 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/**
 * The back office's loan account calls (decision 042): every officer searches and reads; the roles in
 * `@sinar/domain`'s account-requests.ts post counter payments, prepare changes and check them.
 */
export function officerAccountRoutes(deps: {
  accounts: OfficerAccountService;
  idempotency: Idempotency;
}): FastifyPluginAsyncZod {
  const { accounts, idempotency } = deps;
  return async (app) => {
    app.get(
      LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts,
      {
        schema: {
          tags: TAGS,
          summary:
            'Loan and financing accounts by agreement number, holder name, NRIC ending, status or bucket',
          security: bearer,
          querystring: loanAccountSearchQuerySchema,
          response: { 200: loanAccountSearchSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await accounts.search(request.query)),
    );

    app.get(
      LOAN_ACCOUNT_BACKOFFICE_PATHS.account(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'One account: figures, schedule, payments with their allocations, requests',
          security: bearer,
          params: idParamsSchema,
          response: { 200: officerLoanAccountSchema, ...authErrorResponses, 404: errorBodySchema },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await accounts.account(request.params.id)),
    );

    app.get(
      LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(':id'),
      {
        schema: {
          tags: TAGS,
          summary: 'A page of the account’s journal entries with their lines, newest first',
          security: bearer,
          params: idParamsSchema,
          querystring: ledgerPageQuerySchema,
          response: { 200: ledgerPageSchema, ...authErrorResponses, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.headers(NO_STORE).send(await accounts.ledger(request.params.id, request.query)),
    );

    app.post(
      LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(':id'),
      {
        config: { officerRoles: COUNTER_POSTING_ROLES },
        schema: {
          tags: TAGS,
          summary:
            'Post a payment received at the counter under its receipt number. Needs an Idempotency-Key header',
          security: bearer,
          params: idParamsSchema,
          body: counterPaymentRequestSchema,
          response: { 200: counterPaymentPostedSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) => {
        const officer = officerOf(request);
        reply.headers(NO_STORE);
        return idempotency.run(request, reply, `officer:${officer.officerId}`, async () => {
          const language = languageOf(request);
          const posted = await accounts.postCounterPayment(
            officer,
            request.params.id,
            request.body,
            traceOf(request),
          );
          const { settlement } = posted;
          const message = !settlement
            ? translate(language, 'loanAccounts.counterPaymentPosted')
            : settlement.outcome === 'settled'
              ? translate(language, 'servicingRules.settlement.settled')
              : translate(language, 'servicingRules.settlement.notCovered', {
                  date: longDate(language, settlement.settleOn),
                  amount: formatRinggit(sen(settlement.settlementSen), language),
                });
          return { statusCode: 200, body: { message, ...posted } };
        });
      },
    );

    app.post(
      LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(':id'),
      {
        config: { officerRoles: ACCOUNT_REQUEST_MAKERS },
        schema: {
          tags: TAGS,
          summary: 'Prepare a payment’s reversal, a waiver of charges or a write-off, for a second officer',
          security: bearer,
          params: idParamsSchema,
          body: accountRequestCreateSchema,
          response: { 200: accountRequestSchema, ...authErrorResponses, ...refusals },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(
            await accounts.prepare(officerOf(request), request.params.id, request.body, traceOf(request)),
          ),
    );

    app.get(
      LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue,
      {
        schema: {
          tags: TAGS,
          summary: 'The account changes waiting for a checker (or those decided), one page',
          security: bearer,
          querystring: accountRequestQueueQuerySchema,
          response: { 200: accountRequestQueueSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await accounts.queue(request.query)),
    );

    for (const decision of ['approve', 'reject'] as const)
      app.post(
        decision === 'approve'
          ? LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(':requestId')
          : LOAN_ACCOUNT_BACKOFFICE_PATHS.rejectRequest(':requestId'),
        {
          config: { officerRoles: ACCOUNT_REQUEST_CHECKING_ROLES },
          schema: {
            tags: TAGS,
            summary:
              decision === 'approve'
                ? 'Approve a prepared change and apply it (another officer than its maker)'
                : 'Reject a prepared change (another officer than its maker)',
            security: bearer,
            params: requestIdParamsSchema,
            body: accountRequestDecisionSchema,
            response: { 200: accountRequestSchema, ...authErrorResponses, ...refusals },
          },
        },
        async (request, reply) => {
          const officer = officerOf(request);
          const { requestId } = request.params;
          const result =
            decision === 'approve'
              ? await accounts.approve(officer, requestId, request.body.remark, traceOf(request))
              : await accounts.reject(officer, requestId, request.body.remark, traceOf(request));
          return reply.headers(NO_STORE).send(result);
        },
      );
  };
}
