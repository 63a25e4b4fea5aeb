import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AGREEMENT_BACKOFFICE_PATHS, type LiveCallList, malaysianDateOf } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BOOKING_ID = '8d9e0f1a-2b3c-4d5e-8f6a-7b8c9d0e1f2a';
const LATER_ID = '9e0f1a2b-3c4d-4e5f-8a7b-8c9d0e1f2a3b';
const AGREEMENT_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const JOIN = 'https://meet.jit.si/SinarKredit-Attestation-abcdefghijklmnop';
const TODAY = malaysianDateOf(new Date());

/** One call that has started (an hour ago) and one still to come (tomorrow's 10:00 stands in for later today). */
function list(changes: Partial<LiveCallList> = {}): LiveCallList {
  const started = new Date(Math.floor(Date.now() / 1_800_000) * 1_800_000 - 3_600_000);
  const later = new Date(Date.now() + 26 * 3_600_000);
  return {
    date: TODAY,
    calls: [
      {
        bookingId: BOOKING_ID,
        agreementId: AGREEMENT_ID,
        agreementNo: 'SKF-2026-000007',
        applicantName: 'Aisyah binti Ahmad',
        company: 'islamic',
        startsAt: started.toISOString(),
        endsAt: new Date(started.getTime() + 1_800_000).toISOString(),
        state: 'BOOKED',
        joinUrl: JOIN,
      },
      {
        bookingId: LATER_ID,
        agreementId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        agreementNo: 'SKL-2026-000008',
        applicantName: 'Tan Mei Ling',
        company: 'conventional',
        startsAt: later.toISOString(),
        endsAt: new Date(later.getTime() + 1_800_000).toISOString(),
        state: 'BOOKED',
        joinUrl: `${JOIN}2`,
      },
    ],
    ...changes,
  };
}

describe("today's live calls", () => {
  it('lists the calls with applicant, agreement, time in MYT, state and join link, for every officer', async () => {
    const who = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(who), [`GET ${AGREEMENT_BACKOFFICE_PATHS.liveCalls}`]: ok(list()) });
    const { container } = await renderApp('/live-calls');
    expect(await screen.findByRole('heading', { level: 1, name: "Today's live calls" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Live calls' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: /^Live calls on / });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('Aisyah binti Ahmad');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringMatching(/^\d{2}:\d{2} MYT$/), 'SKF-2026-000007', 'Islamic', 'Booked', JOIN]);
    expect(
      screen.getByRole('link', { name: 'Join the call with Aisyah binti Ahmad' }).getAttribute('href'),
    ).toBe(JOIN);
    // Only attestation officers record outcomes.
    expect(screen.queryByRole('button', { name: 'Completed' })).toBeNull();
    expect(screen.getByText('Only attestation officers record the outcome of a call.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('lets an attestation officer record a started call completed, with a remark', async () => {
    const who = logInAs(['attestationOfficer']);
    let calls = list();
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.liveCalls}`]: () => ok(calls),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(BOOKING_ID)}`]: () => {
        const [done, rest] = calls.calls;
        calls = {
          ...calls,
          calls: [
            { ...(done as LiveCallList['calls'][number]), state: 'COMPLETED' },
            ...(rest ? [rest] : []),
          ],
        };
        return ok({
          message: 'The live call is recorded as completed: the customer has attested.',
          call: calls.calls[0],
        });
      },
    });
    const { user, container } = await renderApp('/live-calls');
    const table = await screen.findByRole('table', { name: /^Live calls on / });
    // The call still to come waits for its time.
    expect(within(table).getByText(/^From \d{2}:\d{2} MYT$/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Completed' })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Completed' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the call with Aisyah binti Ahmad as completed',
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record as completed' }));
    expect(await within(dialog).findByText('Please write a remark of at least 3 characters.')).toBeTruthy();
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(BOOKING_ID))).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Confirmed the terms on camera');
    await user.click(within(dialog).getByRole('button', { name: 'Record as completed' }));
    expect(
      await screen.findByText('The live call is recorded as completed: the customer has attested.'),
    ).toBeTruthy();
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(BOOKING_ID))[0]?.body).toEqual({
      outcome: 'completed',
      remark: 'Confirmed the terms on camera',
    });
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Completed' })).toBeNull());
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('Completed');
  });

  it("shows the server's refusal of a missed call in the dialog", async () => {
    const who = logInAs(['attestationOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.liveCalls}`]: ok(list()),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(BOOKING_ID)}`]: {
        status: 409,
        body: { message: 'This live call is no longer booked.' },
      },
    });
    const { user } = await renderApp('/live-calls');
    await user.click(await screen.findByRole('button', { name: 'Missed' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the call with Aisyah binti Ahmad as missed',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'No answer after three tries');
    await user.click(within(dialog).getByRole('button', { name: 'Record as missed' }));
    expect(await within(dialog).findByText('This live call is no longer booked.')).toBeTruthy();
  });

  it('shows another day picked with the date picker, in Malay', async () => {
    const who = logInAs(['attestationOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.liveCalls}`]: (request) =>
        ok({ date: request.query.get('date') ?? TODAY, calls: [] }),
    });
    const { user, currentPath } = await renderApp('/live-calls?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panggilan video hari ini' })).toBeTruthy();
    expect(await screen.findByText('Tiada panggilan video ditempah pada hari ini.')).toBeTruthy();
    const picker = screen.getByLabelText('Hari');
    await user.clear(picker);
    await user.type(picker, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Tunjuk' }));
    await waitFor(() => expect(currentPath()).toContain('date=2026-12-01'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panggilan video pada 1 Disember 2026' }),
    ).toBeTruthy();
    expect(
      server.to(AGREEMENT_BACKOFFICE_PATHS.liveCalls).map((request) => request.query.get('date')),
    ).toContain('2026-12-01');
  });
});
