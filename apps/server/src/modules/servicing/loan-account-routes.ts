import {
  accountDetailsSchema,
  agreementNoParamsSchema,
  LOAN_ACCOUNT_PATHS,
  loanHistorySchema,
  paymentHistorySchema,
  tenureDetailsSchema,
} from '@sinar/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import type { LoanAccountService } from './loan-account-service.ts';

const TAGS = ['servicing'];
const bearer = [{ bearer: [] }];

/** The account holder's calls of the collection and product services (spec 001 section 7). */
export function loanAccountRoutes(deps: { accounts: LoanAccountService }): FastifyPluginAsyncZod {
  const { accounts } = deps;

  return async (app) => {
    app.get(
      LOAN_ACCOUNT_PATHS.loanHistory,
      {
        schema: {
          tags: TAGS,
          summary: "The caller's loan and financing accounts, newest first",
          security: bearer,
          response: { 200: loanHistorySchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await accounts.loanHistory(customerOf(request))),
    );

    app.get(
      LOAN_ACCOUNT_PATHS.accountDetails(':agreementNo'),
      {
        schema: {
          tags: TAGS,
          summary: "The repayment schedule's figures of one of the caller's accounts",
          security: bearer,
          params: agreementNoParamsSchema,
          response: { 200: accountDetailsSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await accounts.accountDetails(customerOf(request), request.params.agreementNo)),
    );

    app.get(
      LOAN_ACCOUNT_PATHS.tenureDetails(':agreementNo'),
      {
        schema: {
          tags: TAGS,
          summary:
            "The schedule's rows of one of the caller's accounts, each component due, paid and outstanding",
          security: bearer,
          params: agreementNoParamsSchema,
          response: { 200: tenureDetailsSchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await accounts.tenureDetails(customerOf(request), request.params.agreementNo)),
    );

    app.get(
      LOAN_ACCOUNT_PATHS.paymentHistory(':agreementNo'),
      {
        schema: {
          tags: TAGS,
          summary: "The payments received on one of the caller's accounts, newest first",
          security: bearer,
          params: agreementNoParamsSchema,
          response: { 200: paymentHistorySchema, ...authErrorResponses },
        },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send(await accounts.paymentHistory(customerOf(request), request.params.agreementNo)),
    );
  };
}
