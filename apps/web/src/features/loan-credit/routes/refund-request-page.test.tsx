import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { LOAN_REFUND_PATHS, sen } from '@sinar/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  AGREEMENT_NO,
  bankListAnswer,
  CREDITS_PATH,
  credit,
  refundRequest,
} from '../components/test-fixtures.ts';

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

const REQUEST_PATH = LOAN_REFUND_PATHS.request(AGREEMENT_NO.conventional);

describe('the refund of a credit', () => {
  it('offers the credit to the bank account the loan was paid into, and sends the request once confirmed', async () => {
    let asked = false;
    const server = fakeApi({
      ...bankListAnswer('conventional'),
      [`GET ${CREDITS_PATH}`]: () => ({
        status: 200,
        body: {
          accounts: [
            asked
              ? credit('conventional', { requests: [refundRequest('conventional')] })
              : credit('conventional'),
          ],
        },
      }),
      [`POST ${REQUEST_PATH}`]: () => {
        asked = true;
        return { status: 200, body: refundRequest('conventional') };
      },
    });
    const { container, user } = await renderApp('/refund-request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund of Credit' })).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Loan SKL-2026-000001' });
    expect(within(account).getByText('RM40.00')).toBeTruthy();
    const bank = (await within(account).findByRole('combobox', { name: 'Bank' })) as HTMLSelectElement;
    expect(bank.value).toBe('1');
    const number = within(account).getByRole('textbox', { name: /Bank account number/ }) as HTMLInputElement;
    expect(number.value).toBe('123456789012');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    // Without the confirmation nothing is sent.
    await user.click(within(account).getByRole('button', { name: 'Request refund of RM40.00' }));
    expect(await within(account).findByText('Please confirm the bank account and the amount.')).toBeTruthy();
    expect(server.to(REQUEST_PATH)).toEqual([]);

    await user.clear(number);
    await user.type(number, '514012345678');
    await user.click(
      within(account).getByRole('checkbox', {
        name: 'I confirm that this bank account is in my own name and that RM40.00 should be paid into it.',
      }),
    );
    await user.click(within(account).getByRole('button', { name: 'Request refund of RM40.00' }));
    expect(await within(account).findByText('Your refund request has been sent.')).toBeTruthy();
    expect(server.to(REQUEST_PATH).map((request) => request.body)).toEqual([
      { bankId: '1', accountNo: '514012345678' },
    ]);
    expect(
      await within(account).findByText(
        'Your request is being handled: we pay it by bank transfer, usually within 7 working days.',
      ),
    ).toBeTruthy();
    expect(within(account).queryByRole('button', { name: /Request refund/ })).toBeNull();
    const [card] = within(within(account).getByRole('list', { name: 'Your refund requests' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL');
    if (!card) throw new Error('no request listed');
    expect(within(card).getByText('Requested', { selector: 'span' })).toBeTruthy();
    expect(within(card).getByText('Maybank, account ending 5678')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it("shows a paid request's reference and a rejected one's reason, in Malay under /islamic", async () => {
    fakeApi({
      ...bankListAnswer('islamic'),
      [`GET ${CREDITS_PATH}`]: {
        status: 200,
        body: {
          accounts: [
            credit('islamic', {
              refundableSen: sen(0),
              requests: [
                refundRequest('islamic', {
                  requestId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
                  status: 'paid',
                  decidedAt: '2026-11-24T03:00:00.000Z',
                  paymentReference: 'IBG-2026-0042',
                }),
                refundRequest('islamic', {
                  status: 'rejected',
                  decidedAt: '2026-11-21T03:00:00.000Z',
                  decisionRemark: 'The account number is not in your name.',
                }),
              ],
            }),
          ],
        },
      },
    });
    const { container } = await renderApp('/islamic/refund-request?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bayaran Balik Kredit' })).toBeTruthy();
    const account = await screen.findByRole('region', { name: 'Pembiayaan SKF-2026-000001' });
    expect(within(account).getByText('Tiada kredit pada akaun ini.')).toBeTruthy();
    const [paid, rejected] = within(
      within(account).getByRole('list', { name: 'Permintaan bayaran balik anda' }),
    )
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL');
    expect(within(paid as HTMLElement).getByText('Diluluskan dan dibayar')).toBeTruthy();
    expect(within(paid as HTMLElement).getByText('IBG-2026-0042')).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Ditolak', { selector: 'span' })).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('The account number is not in your name.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says so when there is no account', async () => {
    fakeApi({ [`GET ${CREDITS_PATH}`]: { status: 200, body: { accounts: [] } } });
    await renderApp('/refund-request');
    expect(
      await screen.findByText('You have no loan account yet, so there is no credit to refund.'),
    ).toBeTruthy();
  });

  it("says 'Failed to load data' and tries again when asked", async () => {
    const defaults = getQueryClient().getDefaultOptions();
    getQueryClient().setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    onTestFinished(() => getQueryClient().setDefaultOptions(defaults));
    let calls = 0;
    const server = fakeApi({
      [`GET ${CREDITS_PATH}`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : { status: 200, body: { accounts: [credit('conventional', { refundableSen: sen(0) })] } };
      },
    });
    const { user } = await renderApp('/refund-request');
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no credit on this account.')).toBeTruthy();
    expect(server.to(CREDITS_PATH)).toHaveLength(2);
  });
});
