import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { LOAN_ACCOUNT_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fileSaver } from '../components/receipt-button.tsx';
import {
  AGREEMENT_NO,
  loanAccountAnswers,
  PAYMENTS,
  RECEIPT_FILE_ID,
  useLayout,
} from '../components/test-fixtures.ts';

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

const PAYMENTS_PATH = LOAN_ACCOUNT_PATHS.paymentHistory(AGREEMENT_NO.conventional);
const RECEIPT_PATH = LOAN_ACCOUNT_PATHS.paymentReceipt(RECEIPT_FILE_ID);

describe('the payment history', () => {
  it('lists each payment with its channel, status, the reason it failed and its receipt', async () => {
    useLayout('desktop');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const server = fakeApi({
      ...loanAccountAnswers(),
      [`GET ${RECEIPT_PATH}`]: { status: 200, body: 'the receipt' },
    });
    const { container, user } = await renderApp('/payment-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment History' })).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Every payment to agreement SKL-2026-000001, the newest first.',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        '20 Nov 2026',
        'RM181.67',
        'Online banking (FPX)',
        'FPX-20261120-0007',
        'Unsuccessful',
        'Insufficient funds in the account',
        'No receipt',
      ],
      ['26 Sept 2026', 'RM181.67', 'Direct debit', 'DD-20260926-0001', 'Successful', 'None', 'Receipt'],
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Receipt for DD-20260926-0001' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [file, fileName] = save.mock.calls[0] ?? [];
    expect(fileName).toBe('receipt-DD-20260926-0001.pdf');
    expect(await file?.text()).toBe('"the receipt"');
    expect(server.to(RECEIPT_PATH)[0]?.authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('link', { name: 'Payment history' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers a reversed payment its reversal advice beside its receipt, and names a recovery', async () => {
    useLayout('desktop');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const adviceId = '3c1d5e7f-9a2b-4c6d-8e0f-1a2b3c4d5e6f';
    const advicePath = LOAN_ACCOUNT_PATHS.paymentReversalAdvice(adviceId);
    const [, posted] = PAYMENTS;
    if (!posted) throw new Error('fixture missing');
    const reversed = {
      ...posted,
      status: 'reversed' as const,
      failureReason: 'Bank recalled the credit',
      recovery: true,
      reversalAdviceFileId: adviceId,
    };
    const server = fakeApi({
      ...loanAccountAnswers(),
      [`GET ${PAYMENTS_PATH}`]: {
        status: 200,
        body: { agreementNo: AGREEMENT_NO.conventional, company: 'conventional', payments: [reversed] },
      },
      [`GET ${advicePath}`]: { status: 200, body: 'the advice' },
    });
    const { user } = await renderApp('/payment-history');
    const table = await screen.findByRole('table', {
      name: 'Every payment to agreement SKL-2026-000001, the newest first.',
    });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '26 Sept 2026',
      'RM181.67',
      'Direct debit, recovery of written-off debt',
      'DD-20260926-0001',
      'Reversed',
      'Bank recalled the credit',
      'ReceiptReversal advice',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reversal advice for DD-20260926-0001' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[1]).toBe('reversal-advice-DD-20260926-0001.pdf');
    expect(server.to(advicePath)[0]?.authorization).toMatch(/^Bearer /);
  });

  it('says so when the receipt cannot be had', async () => {
    useLayout('desktop');
    const save = vi.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    fakeApi({
      ...loanAccountAnswers(),
      [`GET ${RECEIPT_PATH}`]: { status: 404, body: { message: 'Not Found' } },
    });
    const { user } = await renderApp('/payment-history');
    await user.click(await screen.findByRole('button', { name: 'Receipt for DD-20260926-0001' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The receipt could not be downloaded. Please try again.',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the payments as cards on a phone, under /islamic too', async () => {
    useLayout('phone');
    fakeApi(loanAccountAnswers('islamic'));
    const { container } = await renderApp('/islamic/payment-history');
    const failed = (
      await screen.findByRole('heading', { level: 3, name: 'RM181.67 on 20 Nov 2026' })
    ).closest('li');
    const card = within(failed as HTMLElement);
    expect(card.getByText('Unsuccessful')).toBeTruthy();
    expect(card.getByRole('definition', { name: 'Reason' }).textContent).toBe(
      'Insufficient funds in the account',
    );
    expect(card.getByRole('definition', { name: 'Paid by' }).textContent).toBe('Online banking (FPX)');
    expect(card.getByText('No receipt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receipt for DD-20260926-0001' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Payment schedule' }).getAttribute('href')).toBe(
      '/islamic/repayment-schedule',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says when no payment has come in yet', async () => {
    fakeApi({
      ...loanAccountAnswers(),
      [`GET ${PAYMENTS_PATH}`]: {
        status: 200,
        body: { agreementNo: AGREEMENT_NO.conventional, company: 'conventional', payments: [] },
      },
    });
    await renderApp('/payment-history?lang=ms');
    expect(await screen.findByText('Belum ada bayaran.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sejarah Pembayaran' })).toBeTruthy();
  });

  it('says there is no loan yet when the customer has no account', async () => {
    const server = fakeApi({
      [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans: [] } },
    });
    await renderApp('/payment-history');
    expect(await screen.findByText('No loan yet')).toBeTruthy();
    expect(server.to(PAYMENTS_PATH)).toEqual([]);
  });

  it('says the account is not found when the server no longer knows it', async () => {
    fakeApi({
      ...loanAccountAnswers(),
      [`GET ${PAYMENTS_PATH}`]: { status: 404, body: { message: 'Not Found' } },
    });
    await renderApp('/payment-history');
    expect(await screen.findByText('We could not find this loan account.')).toBeTruthy();
  });
});
