import {
  LOAN_ACCOUNT_PATHS,
  type OfficerRole,
  receiptFileParamsSchema,
  STATEMENT_PATHS,
  statementParamsSchema,
  statementSearchRequestSchema,
  statementSearchResultSchema,
} from '@sinar/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.ts';
import { customerOf } from '../../http/principals.ts';
import { authErrorResponses } from '../../http/schemas.ts';
import type { PdfFile, StatementService } from './statement-service.ts';

const TAGS = ['servicing'];
const bearer = [{ bearer: [] }];

/**
 * The officers who service accounts after the payout (decision 041): the operations staff and the admin. The credit
 * reviewers (verifiers and approvers) decide applications and have no business with an account's statements.
 */
export const SERVICING_ROLES: readonly OfficerRole[] = ['admin', 'attestationOfficer', 'disbursementOfficer'];

/** A PDF to read on the screen or keep: never stored by a cache. */
function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .headers(NO_STORE)
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes));
}

/** The account holder's statement of account and payment receipts. */
export function customerStatementRoutes(deps: { statements: StatementService }): FastifyPluginAsyncZod {
  const { statements } = deps;
  return async (app) => {
    app.get(
      STATEMENT_PATHS.customerStatement(':language', ':agreementId'),
      {
        schema: {
          tags: TAGS,
          summary:
            "The statement of account of one of the caller's accounts as a PDF, in English (en) or Malay (bm)",
          security: bearer,
          params: statementParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { language, agreementId } = request.params;
        return sendPdf(reply, await statements.customerStatement(customerOf(request), agreementId, language));
      },
    );

    app.get(
      LOAN_ACCOUNT_PATHS.paymentReceipt(':fileId'),
      {
        schema: {
          tags: TAGS,
          summary: "The receipt PDF of a payment on one of the caller's accounts",
          security: bearer,
          params: receiptFileParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await statements.customerReceipt(customerOf(request), request.params.fileId)),
    );

    app.get(
      LOAN_ACCOUNT_PATHS.paymentReversalAdvice(':fileId'),
      {
        schema: {
          tags: TAGS,
          summary: "The reversal advice PDF of a reversed payment on one of the caller's accounts",
          security: bearer,
          params: receiptFileParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await statements.customerReversalAdvice(customerOf(request), request.params.fileId)),
    );
  };
}

/** The officers' statements, statement search and receipts (the servicing roles). */
export function officerStatementRoutes(deps: { statements: StatementService }): FastifyPluginAsyncZod {
  const { statements } = deps;
  const config = { officerRoles: SERVICING_ROLES };
  return async (app) => {
    app.get(
      STATEMENT_PATHS.officerStatement(':language', ':agreementId'),
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The statement of account of any account as a PDF, in English (en) or Malay (bm)',
          security: bearer,
          params: statementParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) => {
        const { language, agreementId } = request.params;
        return sendPdf(reply, await statements.officerStatement(agreementId, language));
      },
    );

    app.post(
      STATEMENT_PATHS.search,
      {
        config,
        schema: {
          tags: TAGS,
          summary:
            'Accounts to issue a statement for, by agreement number, customer name, NRIC last digits, status and date opened, paged',
          security: bearer,
          body: statementSearchRequestSchema,
          response: { 200: statementSearchResultSchema, ...authErrorResponses },
        },
      },
      async (request, reply) => reply.headers(NO_STORE).send(await statements.search(request.body)),
    );

    app.get(
      STATEMENT_PATHS.officerPaymentReceipt(':fileId'),
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The receipt PDF of any payment',
          security: bearer,
          params: receiptFileParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) => sendPdf(reply, await statements.officerReceipt(request.params.fileId)),
    );

    app.get(
      STATEMENT_PATHS.officerPaymentReversalAdvice(':fileId'),
      {
        config,
        schema: {
          tags: TAGS,
          summary: 'The reversal advice PDF of any reversed payment',
          security: bearer,
          params: receiptFileParamsSchema,
          produces: ['application/pdf'],
          response: { ...authErrorResponses },
        },
      },
      async (request, reply) => sendPdf(reply, await statements.officerReversalAdvice(request.params.fileId)),
    );
  };
}
