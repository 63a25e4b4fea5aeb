import { formatRinggit } from '@sinar/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml, type SandboxPageLook, sandboxHtmlPage } from '../sandbox-html-page.ts';
import {
  type BankPageOutcome,
  type BankPageView,
  SANDBOX_FPX_PAGE_PREFIX,
  type SandboxDirectDebitProvider,
} from './sandbox-direct-debit-provider.ts';

const ACCOUNT_TYPE_NAMES = { savings: 'Savings account', current: 'Current account' } as const;

const LOOK: SandboxPageLook = {
  name: 'FPX sandbox bank',
  warning: 'not a real bank, no money moves',
  colour: '#1f3a5f',
  background: '#eef1f5',
  style: `  input { font-size: 1rem; padding: .6rem; width: 100%; box-sizing: border-box; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { font-size: 1rem; padding: .7rem 1.2rem; border-radius: 6px; border: 1px solid #1f3a5f; cursor: pointer; }
  .authorise { background: #1f3a5f; color: #fff; }
  .reject { background: #fff; color: #1f3a5f; }`,
};

function page(title: string, content: string): string {
  return sandboxHtmlPage(LOOK, title, content);
}

function authorisationPage(view: BankPageView, token: string, error?: string): string {
  const action = `${SANDBOX_FPX_PAGE_PREFIX}/${encodeURIComponent(view.mandateId)}`;
  return page(
    `${view.bankName}: authorise a direct debit`,
    `<h1>${escapeHtml(view.bankName)}</h1>
<p>Authorise a direct-debit mandate (e-mandate) for this merchant.</p>
<dl>
  <dt>Payer</dt><dd>${escapeHtml(view.payerName)}</dd>
  <dt>Reference</dt><dd>${escapeHtml(view.reference)}</dd>
  <dt>Account type</dt><dd>${ACCOUNT_TYPE_NAMES[view.accountType]}</dd>
  <dt>Most per debit</dt><dd>${escapeHtml(formatRinggit(view.maxAmountSen))}</dd>
  <dt>Verification debit</dt><dd>${escapeHtml(formatRinggit(view.verificationDebitSen))}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <label for="accountNo">Account number</label>
  <input id="accountNo" name="accountNo" inputmode="numeric" autocomplete="off" aria-describedby="account-help${error ? ' account-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
  <p id="account-help" class="note">Digits only. An account ending 0051 cannot pay the verification debit; one ending 0099 is refused by the bank.</p>
  ${error ? `<p id="account-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <div class="actions">
    <button class="authorise" type="submit" name="decision" value="authorise">Authorise</button>
    <button class="reject" type="submit" name="decision" value="reject" formnovalidate>Reject</button>
  </div>
</form>`,
  );
}

const pageParams = z.object({ mandateId: z.uuid() });
const pageQuery = z.object({ token: z.string().min(1).max(100) });
const answerBody = z.object({
  token: z.string().min(1).max(100),
  decision: z.enum(['authorise', 'reject']),
  accountNo: z.string().max(40).optional(),
});

function sendOutcome(reply: FastifyReply, outcome: BankPageOutcome, token: string) {
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  switch (outcome.kind) {
    case 'answered':
      return reply.redirect(outcome.returnTo, 303);
    case 'notFound':
      return reply
        .code(404)
        .send(
          page(
            'Link not valid',
            '<h1>This authorisation link is not valid</h1><p>It may have been used already.</p>',
          ),
        );
    case 'bankOffline':
      return reply
        .code(503)
        .send(
          page(
            'Bank unavailable',
            `<h1>${escapeHtml(outcome.bankName)} is unavailable</h1><p>The bank is outside its operating hours. Please try again later.</p>`,
          ),
        );
    case 'invalidAccount':
      return reply
        .code(400)
        .send(authorisationPage(outcome.view, token, 'Please enter the account number: 8 to 17 digits.'));
  }
}

/**
 * The sandbox bank's pages, served by the app while the direct-debit provider is the sandbox: the customer's browser
 * is sent here to authorise or reject the mandate, as it is sent to the bank through FPX. Plain server-rendered HTML,
 * no script; hidden from the API documentation, since no client calls it.
 */
export function sandboxFpxBankRoutes(provider: SandboxDirectDebitProvider): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get(`${SANDBOX_FPX_PAGE_PREFIX}/:mandateId`, { schema: { hide: true } }, async (request, reply) => {
      const params = pageParams.safeParse(request.params);
      const query = pageQuery.safeParse(request.query);
      const view =
        params.success && query.success
          ? await provider.bankPage(params.data.mandateId, query.data.token)
          : null;
      if (!view || !query.success) return sendOutcome(reply, { kind: 'notFound' }, '');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(authorisationPage(view, query.data.token));
    });

    app.post(`${SANDBOX_FPX_PAGE_PREFIX}/:mandateId`, { schema: { hide: true } }, async (request, reply) => {
      const params = pageParams.safeParse(request.params);
      const body = answerBody.safeParse(request.body);
      if (!params.success || !body.success) return sendOutcome(reply, { kind: 'notFound' }, '');
      const { token, decision, accountNo } = body.data;
      const outcome = await provider.answerAtBank(
        params.data.mandateId,
        token,
        decision === 'reject' ? { decision } : { decision, accountNo: accountNo ?? '' },
      );
      return sendOutcome(reply, outcome, token);
    });
  };
}
