import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  CLOSE_OF_BUSINESS_PATHS,
  type CloseOfBusinessRun,
  type CloseOfBusinessStatus,
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
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('lets an admin run the close when it is behind, and says how many days it closed', async () => {
    const who = logInAs(['admin']);
    let closed = false;
    const server = fakeApi({
      ...sessionAnswers(who),
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
