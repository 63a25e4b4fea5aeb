import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { LOAN_ACCOUNT_PATHS, SIGNING_PATHS, sen } from '@sinar/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  AGREEMENT_ID,
  APPLICATION_ID,
  loanAccountAnswers,
  loanItem,
  useLayout,
} from '../components/test-fixtures.ts';

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

const OLDER = loanItem('conventional', {
  accountId: '7d3e4f50-6172-4c83-9d94-a5b6c7d8e9f1',
  agreementId: '8e4f5061-7283-4d94-8ea5-b6c7d8e9f002',
  applicationId: '9f506172-8394-4ea5-9fb6-c7d8e9f00113',
  agreementNo: 'SKL-2025-000007',
  status: 'CLOSED',
  amountSen: sen(300_000),
  tenureMonths: 12,
  openedOn: '2025-03-02',
  outstandingBalanceSen: sen(0),
});

const history = (loans = [loanItem(), OLDER]) => ({
  ...loanAccountAnswers(),
  [`GET ${LOAN_ACCOUNT_PATHS.loanHistory}`]: { status: 200, body: { loans } },
});

describe('the loan history', () => {
  it('lists every loan with its agreement number, status and amounts, each leading to its details', async () => {
    useLayout('desktop');
    const { container } = await (async () => {
      fakeApi(history());
      return renderApp('/loan-history');
    })();
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan History' })).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Every loan you have had with us, the newest first.',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['SKL-2026-000001', 'Active', 'RM1,000.00', '6 months', '27 Jul 2026', 'RM727.89'],
      ['SKL-2025-000007', 'Closed', 'RM3,000.00', '12 months', '2 Mar 2025', 'RM0.00'],
    ]);
    expect(
      within(table).getByRole('link', { name: 'Details of agreement SKL-2025-000007' }).getAttribute('href'),
    ).toBe(`/loan-history/${OLDER.applicationId}`);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('lists them as cards on a phone, in the Islamic words under /islamic', async () => {
    useLayout('phone');
    fakeApi(history([loanItem('islamic')]));
    const { container } = await renderApp('/islamic/loan-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financing History' })).toBeTruthy();
    const card = within(
      (await screen.findByRole('heading', { level: 3, name: 'SKF-2026-000001' })).closest(
        'li',
      ) as HTMLElement,
    );
    expect(card.getByRole('definition', { name: 'Financing amount' }).textContent).toBe('RM1,000.00');
    expect(
      card.getByRole('link', { name: 'Details of agreement SKF-2026-000001' }).getAttribute('href'),
    ).toBe(`/islamic/loan-history/${APPLICATION_ID}`);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says there is no loan yet', async () => {
    fakeApi(history([]));
    await renderApp('/loan-history?lang=ms');
    expect(await screen.findByText('Belum ada pinjaman')).toBeTruthy();
  });
});

describe("a loan's details", () => {
  it('shows the loan, its signed agreement to view or keep, where its stamp certificate is, and its pages', async () => {
    useLayout('desktop');
    const server = fakeApi({
      ...history(),
      [`GET ${SIGNING_PATHS.document(AGREEMENT_ID, 'en')}`]: { status: 200, body: 'the signed agreement' },
    });
    const { container } = await renderApp(`/loan-history/${APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Details' })).toBeTruthy();
    expect((await screen.findByRole('definition', { name: 'Agreement number' })).textContent).toBe(
      'SKL-2026-000001',
    );
    expect(screen.getByRole('definition', { name: 'Account status' }).textContent).toBe('Active');
    expect(screen.getByRole('definition', { name: 'Outstanding balance' }).textContent).toBe('RM727.89');

    const view = await screen.findByRole('link', { name: 'View agreement' });
    expect(view.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: 'Download agreement' }).getAttribute('download')).toBe(
      'SKL-2026-000001.pdf',
    );
    expect(server.to(SIGNING_PATHS.document(AGREEMENT_ID, 'en'))[0]?.authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('heading', { level: 3, name: 'E-stamping certificate' })).toBeTruthy();
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByText(/Your stamp certificate is kept with your agreement/)).toBeTruthy();
    expect(documents.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('link', { name: 'View repayment schedule' }).getAttribute('href')).toBe(
      '/repayment-schedule?agreementNo=SKL-2026-000001',
    );
    expect(screen.getByRole('link', { name: 'View payment history' }).getAttribute('href')).toBe(
      '/payment-history?agreementNo=SKL-2026-000001',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says the loan is not found when the address names another', async () => {
    const server = fakeApi(history());
    await renderApp('/islamic/loan-history/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(await screen.findByText('We could not find this financing account.')).toBeTruthy();
    expect(server.sent.filter((request) => request.url.includes('/document/'))).toEqual([]);
  });

  it("moves to the loan's own variant when read under the other base", async () => {
    fakeApi({
      ...history([loanItem('islamic')]),
      [`GET ${SIGNING_PATHS.document(AGREEMENT_ID, 'en')}`]: { status: 200, body: 'the signed agreement' },
    });
    const { router } = await renderApp(`/loan-history/${APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Financing Details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/islamic/loan-history/${APPLICATION_ID}`);
    expect(await screen.findByRole('link', { name: 'View payment schedule' })).toBeTruthy();
  });
});
