import { BACKOFFICE_PATHS, type QueueItem, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, queueSummary, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function item(changes: Partial<QueueItem> = {}): QueueItem {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    applicationType: 'conventional',
    applicationStatus: 'PENDING',
    applicantName: 'Aisyah binti Ahmad',
    amountSen: sen(500_000),
    tenureMonths: 12,
    submittedAt: '2026-03-01T17:30:00.000Z',
    ageBusinessDays: 3,
    overdue: true,
    ...changes,
  };
}

describe('the queues dashboard', () => {
  it('counts by status and product, with the overdue and the oldest, each cell opening its list', async () => {
    const who = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(who), [`GET ${BACKOFFICE_PATHS.queues}`]: ok(queueSummary()) });
    const { user, currentPath } = await renderApp('/');

    const table = await screen.findByRole('table', { name: 'Applications waiting, by status and product' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Status', 'Conventional', 'Islamic', 'All products']);
    // The single-approver workflow's queues only, in the order of the work.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Pending verification',
      'Followed up',
      'Submitted for approval',
      'Resubmitted for approval (pending disbursement)',
    ]);

    const pending = within(table).getByRole('row', { name: /Pending verification/ });
    const cells = within(pending).getAllByRole('cell');
    expect(cells[0]?.textContent).toContain('3 overdue');
    expect(cells[0]?.textContent).toContain('Oldest: 2 Mar 2026');
    expect(cells[1]?.textContent).not.toContain('overdue');
    // Islamic's oldest was 16:30 UTC on 4 March: 5 March in Malaysia.
    expect(cells[1]?.textContent).toContain('Oldest: 5 Mar 2026');
    expect(cells[2]?.textContent).toContain('3 overdue');
    expect(screen.getByText('Past the 1-business-day target').previousElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Applications waiting').previousElementSibling?.textContent).toBe('18');

    await user.click(
      within(cells[1] as HTMLElement).getByRole('link', {
        name: '4 applications: Pending verification, Islamic',
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/queues/PENDING?product=islamic'));
  });

  it("shows the two-level workflow's queues when that is the configuration", async () => {
    const who = logInAs(['verifier2']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${BACKOFFICE_PATHS.queues}`]: ok(queueSummary({ workflow: 'twoLevel' })),
    });
    await renderApp('/');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toContain('Submitted for second verification');
    expect(within(table).queryByRole('rowheader', { name: 'Submitted for approval' })).toBeNull();
  });
});

describe('a queue', () => {
  it('lists the applications oldest first, a page at a time, with amount, Malaysian date and overdue badge', async () => {
    const who = logInAs(['verifier']);
    const api = fakeApi({
      ...sessionAnswers(who),
      [`GET ${BACKOFFICE_PATHS.applications}`]: (request) =>
        ok({
          items: [
            item(),
            item({
              id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
              applicationNo: 'SKI-2026-000124',
              applicationType: 'islamic',
              amountSen: sen(123_456),
              overdue: false,
              ageBusinessDays: 0,
            }),
          ],
          total: 27,
          page: Number(request.query.get('page')),
          pageSize: 25,
        }),
    });
    const { user, currentPath } = await renderApp('/queues/PENDING');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pending verification' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pending verification: All products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SK-2026-000123',
      'Aisyah binti Ahmad',
      'Conventional',
      'RM5,000.00',
      '12 months',
      '2 Mar 2026',
      '3Overdue',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('RM1,234.56')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(api.to(BACKOFFICE_PATHS.applications)[0]?.query.get('status')).toBe('PENDING');
    expect(api.to(BACKOFFICE_PATHS.applications)[0]?.query.get('applicationType')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.applications).at(-1)?.query.get('page')).toBe('2');

    await user.click(screen.getByRole('link', { name: 'Islamic' }));
    await waitFor(() =>
      expect(api.to(BACKOFFICE_PATHS.applications).at(-1)?.query.get('applicationType')).toBe('islamic'),
    );
    expect(currentPath()).toBe('/queues/PENDING?product=islamic');

    await user.click(within(await screen.findByRole('table')).getByRole('link', { name: 'SK-2026-000123' }));
    await waitFor(() => expect(currentPath()).toBe(`/applications/${APPLICATION_ID}`));
    // After the navigation the new page's heading has the focus, for keyboard and screen-reader users.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('says so when nothing waits', async () => {
    const who = logInAs(['approver1']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${BACKOFFICE_PATHS.applications}`]: ok({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    await renderApp('/queues/SUBMITTED_FOR_APPROVAL');
    expect(await screen.findByText('No application is waiting here.')).toBeTruthy();
  });
});
