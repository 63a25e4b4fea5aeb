import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  CLOSE_OF_BUSINESS_PATHS,
  type CloseOfBusinessRun,
  type CloseOfBusinessStatus,
  MONEY_ATTENTION_PATHS,
  type MoneyAttentionItem,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function run(changes: Partial<CloseOfBusinessRun> = {}): CloseOfBusinessRun {
  return {
    businessDate: '2027-01-07',
    status: 'done',
    startedBy: 'schedule',
    startedAt: '2027-01-07T16:05:00.000Z',
    finishedAt: '2027-01-07T16:05:09.000Z',
    accountsClosed: 2,
    chargesPosted: 3,
    chargesSen: sen(25),
    lettersQueued: 2,
    postageSen: sen(2_000),
    debitsRequested: 1,
    errors: [],
    ...changes,
  };
}

function status(changes: Partial<CloseOfBusinessStatus> = {}): CloseOfBusinessStatus {
  return {
    businessDate: '2027-01-08',
    calendarDate: '2027-01-08',
    behind: false,
    runs: [
      run(),
      run({
        businessDate: '2027-01-06',
        startedBy: 'Chandra Admin',
        accountsClosed: 1,
        errors: [
          {
            accountId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
            agreementNo: 'SKF-2026-000002',
            message: 'account row unavailable',
          },
        ],
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    ...changes,
  };
}

const UNSETTLED: MoneyAttentionItem = {
  kind: 'directDebit',
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  agreementNo: 'SKF-2026-000007',
  amountSen: sen(49_167),
  startedAt: '2026-12-23T01:00:00.000Z',
  attentionSince: '2026-12-28T23:00:00.000Z',
  reference: 'FPXDD-000123',
};
const LEFT_PENDING: MoneyAttentionItem = {
  kind: 'paymentOrder',
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  agreementNo: 'SKI-2026-000045',
  amountSen: sen(18_250),
  startedAt: '2026-12-27T02:00:00.000Z',
  attentionSince: '2026-12-28T02:00:00.000Z',
  reference: null,
};

/** The two owner modules' lists, each answering what is left once an item is resolved. */
function attentionAnswers(items: MoneyAttentionItem[]) {
  const left = [...items];
  const list = (kind: MoneyAttentionItem['kind']) => () =>
    ok({ items: left.filter((item) => item.kind === kind) });
  const resolve = (item: MoneyAttentionItem) => () => {
    left.splice(left.indexOf(item), 1);
    return ok({ items: left.filter((other) => other.kind === item.kind) });
  };
  return {
    [`GET ${MONEY_ATTENTION_PATHS.directDebit}`]: list('directDebit'),
    [`GET ${MONEY_ATTENTION_PATHS.paymentOrders}`]: list('paymentOrder'),
    ...Object.fromEntries(
      items.map((item) => [
        `POST ${
          item.kind === 'directDebit'
            ? MONEY_ATTENTION_PATHS.resolveDirectDebit(item.id)
            : MONEY_ATTENTION_PATHS.resolvePaymentOrder(item.id)
        }`,
        resolve(item),
      ]),
    ),
  };
}

function cellsOf(table: HTMLElement, day: string): (string | null)[] {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.startsWith(day));
  if (!row) throw new Error(`no run of ${day}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the close of business page', () => {
  it('shows every officer the business date and each run with what it did, and no run button', async () => {
    const who = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(who), [`GET ${CLOSE_OF_BUSINESS_PATHS.status}`]: ok(status()) });
    const { container } = await renderApp('/close-of-business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Close of business' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close of business' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Every day before today is closed.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Close-of-business runs, newest first' });
    expect(cellsOf(table, '7 Jan 2027')).toEqual([
      'Done',
      'Schedule',
      expect.stringContaining('8 Jan 2027'),
      '2',
      '3 (RM0.25)',
      '2 (RM20.00 postage)',
      '1',
      'None',
    ]);
    expect(cellsOf(table, '6 Jan 2027')).toEqual([
      'Done',
      'Chandra Admin',
      expect.stringContaining('2027'),
      '1',
      '3 (RM0.25)',
      '2 (RM20.00 postage)',
      '1',
      'SKF-2026-000002: account row unavailable',
    ]);
    expect(screen.queryByRole('button', { name: 'Run the close now' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('shows a servicing officer the money stuck in between, and resolves an item with a note', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${CLOSE_OF_BUSINESS_PATHS.status}`]: ok(status()),
      ...attentionAnswers([UNSETTLED, LEFT_PENDING]),
    });
    const { user, container } = await renderApp('/close-of-business');
    const table = await screen.findByRole('table', {
      name: 'Direct debits and online payments that need attention, oldest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Online payment still pending'),
      expect.stringContaining('Direct debit not settled'),
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SKF-2026-000007',
      'RM491.67',
      expect.stringContaining('23 Dec 2026'),
      expect.stringContaining('29 Dec 2026'),
      'FPXDD-000123',
      'Resolve',
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(
      screen.getByRole('button', {
        name: 'Resolve Direct debit not settled of RM491.67 for SKF-2026-000007',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve with this note' }));
    expect(await within(dialog).findByText('Write a note of at least 3 characters.')).toBeTruthy();
    expect(server.to(MONEY_ATTENTION_PATHS.resolveDirectDebit(UNSETTLED.id), 'POST')).toHaveLength(0);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Bank confirms nothing was taken');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve with this note' }));
    expect(await screen.findByText('SKF-2026-000007: resolved.')).toBeTruthy();
    expect(server.to(MONEY_ATTENTION_PATHS.resolveDirectDebit(UNSETTLED.id), 'POST')[0]?.body).toEqual({
      note: 'Bank confirms nothing was taken',
    });
    await waitFor(() => expect(screen.queryByText('SKF-2026-000007')).toBeNull());
    expect(screen.getByText('SKI-2026-000045')).toBeTruthy();
  });

  it('says when nothing needs attention, in Malay too', async () => {
    const who = logInAs(['attestationOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${CLOSE_OF_BUSINESS_PATHS.status}`]: ok(status()),
      ...attentionAnswers([]),
    });
    await renderApp('/close-of-business?lang=ms');
    expect(await screen.findByRole('heading', { name: 'Perlu perhatian' })).toBeTruthy();
    expect(await screen.findByText('Tiada apa yang perlu perhatian.')).toBeTruthy();
  });

  it('lets an admin run the close when it is behind, and says how many days it closed', async () => {
    const who = logInAs(['admin']);
    let closed = false;
    const server = fakeApi({
      ...sessionAnswers(who),
      ...attentionAnswers([]),
      [`GET ${CLOSE_OF_BUSINESS_PATHS.status}`]: () =>
        ok(
          closed
            ? status({ businessDate: '2027-01-10', calendarDate: '2027-01-10' })
            : status({ calendarDate: '2027-01-10', behind: true }),
        ),
      [`POST ${CLOSE_OF_BUSINESS_PATHS.run}`]: () => {
        closed = true;
        return ok({
          closed: [
            run({ businessDate: '2027-01-08', startedBy: 'Chandra Admin' }),
            run({ businessDate: '2027-01-09', startedBy: 'Chandra Admin' }),
          ],
          busyOn: null,
          businessDate: '2027-01-10',
        });
      },
    });
    const { user, container } = await renderApp('/close-of-business');
    expect(await screen.findByText('The close is behind: 8 Jan 2027 is still open.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Run the close now' }));
    expect(await screen.findByText('2 days closed. The business date is now 10 Jan 2027.')).toBeTruthy();
    expect(server.to(CLOSE_OF_BUSINESS_PATHS.run, 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Every day before today is closed.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Run the close now' })).toBeNull();
  });

  it('reads in Malay', async () => {
    const who = logInAs(['admin']);
    fakeApi({
      ...sessionAnswers(who),
      ...attentionAnswers([]),
      [`GET ${CLOSE_OF_BUSINESS_PATHS.status}`]: ok(status({ calendarDate: '2027-01-10', behind: true })),
    });
    await renderApp('/close-of-business?lang=ms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Penutupan perniagaan harian' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Jalankan penutupan sekarang' })).toBeTruthy();
    expect(screen.getByText('Penutupan tertinggal: 8 Jan 2027 masih dibuka.')).toBeTruthy();
  });
});
