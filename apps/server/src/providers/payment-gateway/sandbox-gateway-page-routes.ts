import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml, type SandboxPageLook, sandboxHtmlPage } from '../sandbox-html-page.ts';
import {
  type GatewayPageView,
  SANDBOX_GATEWAY_BANKS,
  SANDBOX_GATEWAY_PAGE_PREFIX,
  SANDBOX_PAGE_OUTCOMES,
  type SandboxPaymentGatewayProvider,
} from './sandbox-payment-gateway-provider.ts';

const LOOK: SandboxPageLook = {
  name: 'Payment gateway sandbox',
  warning: 'not a real gateway, no money moves',
  colour: '#006b32',
  background: '#f1f3f6',
  style: `  input, select { font-size: 1rem; padding: .6rem; width: 100%; box-sizing: border-box; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.25rem; }
  button { font-size: 1rem; padding: .7rem 1.2rem; border-radius: 6px; border: 1px solid #006b32; cursor: pointer; }
  .pay { background: #006b32; color: #fff; }
  .other { background: #fff; color: #006b32; }`,
};

function page(title: string, content: string): string {
  return sandboxHtmlPage(LOOK, title, content);
}

const OUTCOME_NAMES = {
  approve: 'Approved',
  insufficientFunds: 'Insufficient funds',
  declined: 'Declined',
} as const;

function paymentPage(view: GatewayPageView, error?: string): string {
  const action = `${SANDBOX_GATEWAY_PAGE_PREFIX}/transactions/${encodeURIComponent(view.tranId)}`;
  const method =
    view.channel === 'fpx'
      ? `<label for="bankCode">Bank</label>
  <select id="bankCode" name="bankCode">${SANDBOX_GATEWAY_BANKS.map(
    (bank) => `<option value="${escapeHtml(bank.code)}">${escapeHtml(bank.name)}</option>`,
  ).join('')}</select>`
      : `<label for="cardNo">Card number</label>
  <input id="cardNo" name="cardNo" inputmode="numeric" autocomplete="off" aria-describedby="card-help${error ? ' card-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
  <p id="card-help" class="note">16 digits. A card ending 0051 has insufficient funds; one ending 0005 is declined.</p>
  ${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}`;
  return page(
    `Pay ${view.amount} MYR`,
    `<h1>Pay MYR ${escapeHtml(view.amount)}</h1>
<dl>
  <dt>Order</dt><dd>${escapeHtml(view.orderId)}</dd>
  <dt>Payer</dt><dd>${escapeHtml(view.billName)}</dd>
  <dt>For</dt><dd>${escapeHtml(view.billDesc)}</dd>
  <dt>Method</dt><dd>${view.channel === 'fpx' ? 'Online banking (FPX)' : 'Debit or credit card'}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="token" value="${escapeHtml(view.token)}">
  ${method}
  <label for="answer">The bank's answer</label>
  <select id="answer" name="answer">${Object.entries(OUTCOME_NAMES)
    .map(([value, name]) => `<option value="${value}">${name}</option>`)
    .join('')}</select>
  <div class="actions">
    <button class="pay" type="submit" name="outcome" value="pay">Pay</button>
    <button class="other" type="submit" name="outcome" value="pending">Leave pending</button>
    <button class="other" type="submit" name="outcome" value="cancel">Cancel</button>
  </div>
</form>`,
  );
}

const merchantParams = z.object({ merchantId: z.string().min(1).max(40) });
const transactionParams = z.object({ tranId: z.string().regex(/^\d{1,20}$/) });
const answerBody = z.object({
  token: z.string().min(1).max(100),
  outcome: z.enum(['pay', 'pending', 'cancel']),
  answer: z.enum(['approve', 'insufficientFunds', 'declined']).default('approve'),
  bankCode: z.string().max(20).optional(),
  cardNo: z.string().max(40).optional(),
});

function invalid(reply: FastifyReply, status: 400 | 404, heading: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      page(heading, `<h1>${escapeHtml(heading)}</h1><p>Please go back to the merchant and try again.</p>`),
    );
}

/**
 * The sandbox gateway's hosted payment page, served by the app while the gateway is the sandbox: the customer's
 * browser is sent here with the signed request, as it is sent to the gateway. Plain server-rendered HTML, no script;
 * hidden from the API documentation, since no client calls it.
 */
export function sandboxGatewayPageRoutes(provider: SandboxPaymentGatewayProvider): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get(
      `${SANDBOX_GATEWAY_PAGE_PREFIX}/:merchantId/`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = merchantParams.safeParse(request.params);
        if (!params.success) return invalid(reply, 404, 'Unknown merchant');
        const query = Object.fromEntries(
          Object.entries(request.query as Record<string, unknown>).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : undefined,
          ]),
        );
        const opening = await provider.openPage(params.data.merchantId, query);
        switch (opening.kind) {
          case 'invalidRequest':
            return invalid(reply, 400, 'Invalid payment request');
          case 'answered':
            return reply.header('cache-control', 'no-store').redirect(opening.returnTo, 303);
          case 'page':
            return reply
              .header('cache-control', 'no-store')
              .type('text/html; charset=utf-8')
              .send(paymentPage(opening.view));
        }
      },
    );

    app.post(
      `${SANDBOX_GATEWAY_PAGE_PREFIX}/transactions/:tranId`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = transactionParams.safeParse(request.params);
        const body = answerBody.safeParse(request.body);
        if (!params.success || !body.success) return invalid(reply, 404, 'Payment not found');
        const { token, outcome, answer, bankCode, cardNo } = body.data;
        const chosen = outcome === 'pay' ? answer : outcome;
        const result = await provider.answerAtPage(params.data.tranId, token, {
          outcome: SANDBOX_PAGE_OUTCOMES.includes(chosen) ? chosen : 'approve',
          ...(bankCode ? { bankCode } : {}),
          ...(cardNo ? { cardNo } : {}),
        });
        switch (result.kind) {
          case 'notFound':
            return invalid(reply, 404, 'Payment not found');
          case 'invalidCard':
            return reply
              .code(400)
              .header('cache-control', 'no-store')
              .type('text/html; charset=utf-8')
              .send(paymentPage(result.view, 'Please enter the card number: 16 digits.'));
          case 'answered':
            return reply.header('cache-control', 'no-store').redirect(result.returnTo, 303);
        }
      },
    );
  };
}
