import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { FAILED_JOB_PATHS, type FailedJob, WITHHELD_PAYLOAD_VALUE } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

function failedJob(changes: Partial<FailedJob> = {}): FailedJob {
  return {
    id: 412,
    kind: 'payment-orders.requery',
    attempts: 8,
    maxAttempts: 8,
    lastError: 'gateway answered 503',
    payload: { orderId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c', attempt: '3', email: WITHHELD_PAYLOAD_VALUE },
    createdAt: '2027-01-07T01:00:00.000Z',
    failedAt: '2027-01-07T09:30:00.000Z',
    ...changes,
  };
}

const STAMPING = failedJob({
  id: 398,
  kind: 'stamping.submit',
  attempts: 1,
  lastError: null,
  payload: {},
  failedAt: '2027-01-06T03:00:00.000Z',
});

/** The list the server keeps: running one again takes it off and answers what is left. */
function failedJobAnswers(jobs: FailedJob[]) {
  const left = [...jobs];
  return {
    [`GET ${FAILED_JOB_PATHS.list}`]: () => ok({ items: left, total: left.length }),
    ...Object.fromEntries(
      jobs.map((job) => [
        `POST ${FAILED_JOB_PATHS.rerun(String(job.id))}`,
        () => {
          left.splice(left.indexOf(job), 1);
          return ok({ items: left, total: left.length });
        },
      ]),
    ),
  };
}

describe('the failed jobs page', () => {
  it('lists the failed jobs for the admin with their error and details, and runs one again', async () => {
    const who = logInAs(['admin']);
    const server = fakeApi({ ...sessionAnswers(who), ...failedJobAnswers([failedJob(), STAMPING]) });
    const { user, container } = await renderApp('/failed-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed background jobs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Failed jobs' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Failed jobs, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['412', '398']);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'payment-orders.requery',
      expect.stringContaining('7 Jan 2027'),
      '8 of 8',
      'gateway answered 503',
      `orderId: 3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0cattempt: 3email: ${WITHHELD_PAYLOAD_VALUE}`,
      'Run again',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'stamping.submit',
      expect.stringContaining('6 Jan 2027'),
      '1 of 8',
      'None kept',
      'None',
      'Run again',
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Run job 412 (payment-orders.requery) again' }));
    expect(await screen.findByText('Job 412 is queued to run again.')).toBeTruthy();
    expect(server.to(FAILED_JOB_PATHS.rerun('412'), 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('payment-orders.requery')).toBeNull());
    expect(screen.getByText('stamping.submit')).toBeTruthy();
  });

  it('says when no job has failed', async () => {
    const who = logInAs(['admin']);
    fakeApi({ ...sessionAnswers(who), [`GET ${FAILED_JOB_PATHS.list}`]: ok({ items: [], total: 0 }) });
    await renderApp('/failed-jobs');
    expect(await screen.findByText('No background job has failed.')).toBeTruthy();
  });

  it('says how many failed jobs the list leaves out', async () => {
    const who = logInAs(['admin']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${FAILED_JOB_PATHS.list}`]: ok({ items: [failedJob()], total: 140 }),
    });
    await renderApp('/failed-jobs');
    expect(await screen.findByText('Showing the newest 1 of 140 failed jobs.')).toBeTruthy();
  });

  it('shows the error of a run again that the server refused', async () => {
    const who = logInAs(['admin']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${FAILED_JOB_PATHS.list}`]: ok({ items: [failedJob()], total: 1 }),
      [`POST ${FAILED_JOB_PATHS.rerun('412')}`]: {
        status: 404,
        body: { message: 'This job has not failed, or has been run again already.' },
      },
    });
    const { user } = await renderApp('/failed-jobs');
    await user.click(
      await screen.findByRole('button', { name: 'Run job 412 (payment-orders.requery) again' }),
    );
    expect(await screen.findByText('This job has not failed, or has been run again already.')).toBeTruthy();
  });

  it('reads in Malay', async () => {
    const who = logInAs(['admin']);
    fakeApi({ ...sessionAnswers(who), ...failedJobAnswers([failedJob()]) });
    await renderApp('/failed-jobs?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tugas latar yang gagal' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Jalankan semula tugas 412 (payment-orders.requery)' }),
    ).toBeTruthy();
    expect(screen.getByText('8 daripada 8')).toBeTruthy();
  });

  it('is not shown to an officer who is not the admin', async () => {
    const who = logInAs(['verifier']);
    const server = fakeApi({ ...sessionAnswers(who), ...failedJobAnswers([failedJob()]) });
    await renderApp('/failed-jobs');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Failed jobs' })).toBeNull());
    expect(server.to(FAILED_JOB_PATHS.list)).toHaveLength(0);
  });
});
