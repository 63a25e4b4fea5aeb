import { parseRinggit, ringgitInputText, ZERO_SEN } from '@sinar/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import { escapeHtml, type SandboxPageLook, sandboxHtmlPage } from '../sandbox-html-page.ts';
import { JompayFileNotReadyError } from './jompay-provider.ts';
import {
  type JompayPaymentRefusal,
  JompayPaymentRefusedError,
  type SandboxJompayProvider,
} from './sandbox-jompay-provider.ts';

export const SANDBOX_JOMPAY_PAGE_PREFIX = '/sandbox/jompay';

const LOOK: SandboxPageLook = {
  name: 'JomPAY bank sandbox',
  warning: 'not a real bank, no money moves',
  colour: '#0a3d91',
  background: '#f1f3f6',
  style: `  input { font-size: 1rem; padding: .6rem; width: 100%; box-sizing: border-box; }
  button { font-size: 1rem; padding: .7rem 1.2rem; border-radius: 6px; border: 1px solid #0a3d91; cursor: pointer;
    background: #0a3d91; color: #fff; margin-top: 1.25rem; }`,
};

function page(title: string, content: string): string {
  return sandboxHtmlPage(LOOK, title, content);
}

const REFUSALS: Readonly<Record<JompayPaymentRefusal, string>> = {
  billerCode: 'This biller code is not registered with JomPAY.',
  ref1: 'Ref-1 is not valid for this biller. Please check it and try again.',
  amount: 'Please enter an amount in ringgit, such as 566.67.',
};

interface FormValues {
  readonly billerCode: string;
  readonly ref1: string;
  readonly amount: string;
}

function payPage(values: FormValues, error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="pay-error"' : '';
  return page(
    'Pay a bill with JomPAY',
    `<h1>Pay a bill with JomPAY</h1>
<form method="post" action="${SANDBOX_JOMPAY_PAGE_PREFIX}/pay">
  <label for="billerCode">Biller code</label>
  <input id="billerCode" name="billerCode" inputmode="numeric" autocomplete="off" value="${escapeHtml(values.billerCode)}"${invalid}>
  <label for="ref1">Ref-1</label>
  <input id="ref1" name="ref1" inputmode="numeric" autocomplete="off" value="${escapeHtml(values.ref1)}"${invalid}>
  <label for="amount">Amount (RM)</label>
  <input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${escapeHtml(values.amount)}"${invalid}>
  ${error ? `<p id="pay-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Pay</button>
</form>
<p class="note">Payments from 22:00 go into the next business day's file. The biller bank's file of a day is at
${SANDBOX_JOMPAY_PAGE_PREFIX}/files/YYYY-MM-DD from 06:00 the next morning.</p>`,
  );
}

const payBody = z.object({
  billerCode: z.string().max(20).default(''),
  ref1: z.string().max(40).default(''),
  amount: z.string().max(20).default(''),
});
const fileParams = z.object({ fileDate: z.iso.date() });
function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The JomPAY sandbox's pages, served by the app while JomPAY is the sandbox: a bank's 'pay a bill' form, which keeps
 * each payment it accepts, and the biller bank's daily file of a date. Plain server-rendered HTML, no script; hidden
 * from the API documentation, since no client calls them.
 */
export function sandboxJompayPageRoutes(provider: SandboxJompayProvider): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get(SANDBOX_JOMPAY_PAGE_PREFIX, { schema: { hide: true } }, async (_request, reply) =>
      html(reply, 200, payPage({ billerCode: '', ref1: '', amount: '' })),
    );

    app.post(`${SANDBOX_JOMPAY_PAGE_PREFIX}/pay`, { schema: { hide: true } }, async (request, reply) => {
      const body = payBody.safeParse(request.body ?? {});
      const values = body.success ? body.data : { billerCode: '', ref1: '', amount: '' };
      const amount = parseRinggit(values.amount).sen;
      try {
        const paid = await provider.payBill({
          billerCode: values.billerCode,
          ref1: values.ref1,
          ref2: '',
          amountSen: amount ?? ZERO_SEN,
        });
        return html(
          reply,
          200,
          page(
            'Payment successful',
            `<h1>Payment successful</h1>
<dl>
  <dt>Biller code</dt><dd>${escapeHtml(paid.billerCode)}</dd>
  <dt>Ref-1</dt><dd>${escapeHtml(paid.ref1)}</dd>
  <dt>Amount</dt><dd>RM ${ringgitInputText(paid.amountSen)}</dd>
  <dt>Bank reference</dt><dd>${escapeHtml(paid.bankReference)}</dd>
  <dt>In the file of</dt><dd>${escapeHtml(paid.fileDate)}</dd>
</dl>
<p><a href="${SANDBOX_JOMPAY_PAGE_PREFIX}">Pay another bill</a></p>`,
          ),
        );
      } catch (error) {
        if (error instanceof JompayPaymentRefusedError)
          return html(reply, 400, payPage(values, REFUSALS[error.refusal]));
        if (error instanceof ProviderUnavailableError)
          return html(reply, 503, payPage(values, 'The bank is not available now. Please try again later.'));
        throw error;
      }
    });

    app.get(
      `${SANDBOX_JOMPAY_PAGE_PREFIX}/files/:fileDate`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = fileParams.safeParse(request.params);
        if (!params.success) return reply.code(404).type('text/plain').send('No such file');
        try {
          const file = await provider.reconciliationFile(params.data.fileDate);
          return reply
            .header('cache-control', 'no-store')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .type('text/csv; charset=utf-8')
            .send(file.content);
        } catch (error) {
          if (error instanceof JompayFileNotReadyError)
            return reply.code(404).type('text/plain').send('The file of this date is not ready yet');
          if (error instanceof ProviderUnavailableError)
            return reply.code(503).type('text/plain').send('The bank is not available now');
          throw error;
        }
      },
    );
  };
}
