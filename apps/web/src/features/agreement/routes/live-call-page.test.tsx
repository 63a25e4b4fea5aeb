import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_PATHS,
  type AgreementView,
  ATTESTATION_PATHS,
  formatMalaysianDateTime,
  type LiveCallBooking,
  type LiveCallSlots,
  malaysianDateOf,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
const BOOKING_ID = '7c2f3d4e-5a61-4b72-8c83-a4b5c6d7e8f9';
const JOIN = 'https://meet.jit.si/SinarKredit-Attestation-abcdefghijklmnop';
const DAY_MS = 86_400_000;

/** Days ahead of the real clock, so that the cut-off the page compares with is still to come. */
const DAY_1 = malaysianDateOf(new Date(Date.now() + 7 * DAY_MS));
const DAY_2 = malaysianDateOf(new Date(Date.now() + 8 * DAY_MS));
const instant = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00+08:00`)).toISOString();

function agreement(changes: Partial<AgreementView> = {}): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKF-2026-000001',
    applicationId: '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'AWAITING_ATTESTATION',
    approvedAmountSen: sen(500_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: '2026-11-21T04:30:00.000Z',
    protectionTaken: false,
    allowedEvents: ['attestByVideo', 'scheduleLiveCall', 'cancel'],
    ...changes,
  };
}

const SCHEDULED = agreement({
  status: 'LIVE_CALL_SCHEDULED',
  allowedEvents: ['attestByVideo', 'rescheduleLiveCall', 'cancelLiveCall', 'cancel'],
});

const SLOTS: LiveCallSlots = {
  days: [DAY_1, DAY_2].map((date) => ({
    date,
    slots: [
      { time: '09:00', startsAt: instant(date, '09:00'), remaining: 2 },
      { time: '09:30', startsAt: instant(date, '09:30'), remaining: 0 },
      { time: '10:00', startsAt: instant(date, '10:00'), remaining: 1 },
    ],
  })),
};

function booking(date: string, time: string, changes: Partial<LiveCallBooking> = {}): LiveCallBooking {
  const startsAt = instant(date, time);
  return {
    id: BOOKING_ID,
    agreementId: AGREEMENT_ID,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    state: 'BOOKED',
    joinUrl: JOIN,
    changeableUntil: new Date(Date.parse(startsAt) - 2 * 3_600_000).toISOString(),
    ...changes,
  };
}

/** A fake server that remembers the booking, as the real one does. */
function server(start: { current: AgreementView; call?: LiveCallBooking }) {
  let current = start.current;
  let call = start.call;
  return fakeApi({
    [`GET ${AGREEMENT_PATHS.current}`]: () => ({ status: 200, body: { agreement: current } }),
    [`GET ${ATTESTATION_PATHS.liveCallSlots(AGREEMENT_ID)}?days=10`]: { status: 200, body: SLOTS },
    [`GET ${ATTESTATION_PATHS.liveCall(AGREEMENT_ID)}`]: () =>
      call
        ? { status: 200, body: call }
        : { status: 404, body: { message: 'You have no live call booked.' } },
    [`POST ${ATTESTATION_PATHS.liveCall(AGREEMENT_ID)}`]: (request) => {
      const { date, time } = request.body as { date: string; time: string };
      call = booking(date, time);
      current = SCHEDULED;
      return { status: 201, body: call };
    },
    [`PATCH ${ATTESTATION_PATHS.liveCall(AGREEMENT_ID)}`]: (request) => {
      const { date, time } = request.body as { date: string; time: string };
      call = booking(date, time);
      return { status: 200, body: call };
    },
    [`DELETE ${ATTESTATION_PATHS.liveCall(AGREEMENT_ID)}`]: () => {
      call = call && { ...call, state: 'CANCELLED' };
      current = agreement();
      return { status: 200, body: call };
    },
  });
}

describe('the live call page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('books a free slot after a confirmation, full slots disabled, then shows the call in MYT', async () => {
    const api = server({ current: agreement() });
    const { user, container } = await renderApp('/loan-status/attestation-option/live-call');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Video Call' })).toBeTruthy();
    const full = (await screen.findByRole('radio', { name: /09:30/ })) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.getByText('2 places left')).toBeTruthy();
    expect(screen.getByText('1 place left')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Please pick a time.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), DAY_2);
    await user.click(screen.getByRole('radio', { name: /10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Book this live call?' });
    expect(within(dialog).getByText(/10:00 MYT/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, book it' }));

    expect(await screen.findByRole('heading', { name: 'Your live call is booked' })).toBeTruthy();
    expect(
      api.to(ATTESTATION_PATHS.liveCall(AGREEMENT_ID)).find((sent) => sent.method === 'POST')?.body,
    ).toEqual({
      date: DAY_2,
      time: '10:00',
    });
    const when = formatMalaysianDateTime(instant(DAY_2, '10:00'), 'en');
    expect(when).toMatch(/10:00 am MYT$/);
    expect(screen.getAllByText(when).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: JOIN }).getAttribute('href')).toBe(JOIN);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('moves the booked call to another time after a confirmation', async () => {
    const api = server({ current: SCHEDULED, call: booking(DAY_1, '09:00') });
    const { user } = await renderApp('/loan-status/attestation-option/live-call');
    await user.click(await screen.findByRole('button', { name: 'Move my call' }));
    // The booked slot cannot be picked again.
    expect(((await screen.findByRole('radio', { name: /09:00/ })) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Move my call to this time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move your live call?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, move it' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(formatMalaysianDateTime(instant(DAY_1, '10:00'), 'en')).length,
      ).toBeGreaterThan(0),
    );
    expect(
      api.to(ATTESTATION_PATHS.liveCall(AGREEMENT_ID)).find((sent) => sent.method === 'PATCH')?.body,
    ).toEqual({
      date: DAY_1,
      time: '10:00',
    });
  });

  it('cancels the call after a confirmation and returns to the options', async () => {
    const api = server({ current: SCHEDULED, call: booking(DAY_1, '09:00') });
    const { user, router } = await renderApp('/loan-status/attestation-option/live-call');
    await user.click(await screen.findByRole('button', { name: 'Cancel my call' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your live call?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my call' }));
    expect(api.sent.some((sent) => sent.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel my call' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-status/attestation-option'));
    expect(await screen.findByText('Your live call is cancelled.')).toBeTruthy();
  });

  it('offers no change once the cut-off has passed', async () => {
    server({
      current: SCHEDULED,
      call: booking(DAY_1, '09:00', { changeableUntil: new Date(Date.now() - 60_000).toISOString() }),
    });
    await renderApp('/loan-status/attestation-option/live-call');
    expect(
      await screen.findByText('Your call starts soon, so it can no longer be moved or cancelled.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move my call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel my call' })).toBeNull();
  });

  it("shows the server's refusal when the slot filled up meanwhile", async () => {
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: agreement() } },
      [`GET ${ATTESTATION_PATHS.liveCallSlots(AGREEMENT_ID)}?days=10`]: { status: 200, body: SLOTS },
      [`POST ${ATTESTATION_PATHS.liveCall(AGREEMENT_ID)}`]: {
        status: 409,
        body: { message: 'This time has just been fully booked. Please pick another time.' },
      },
    });
    const { user } = await renderApp('/loan-status/attestation-option/live-call');
    await user.click(await screen.findByRole('radio', { name: /09:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, book it' }));
    expect(
      await within(dialog).findByText('This time has just been fully booked. Please pick another time.'),
    ).toBeTruthy();
  });

  it('reads in Malay, and under /islamic the option page offers the call and shows the booked one', async () => {
    logInAs({ loginMethod: 'islamic' });
    server({ current: { ...SCHEDULED, company: 'islamic' }, call: booking(DAY_1, '09:00') });
    const { user, router, container } = await renderApp('/islamic/loan-status/attestation-option?lang=ms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Panggilan video langsung' })).toBeTruthy();
    expect(screen.getByText(/pegawai pengesahan kami tentang pembiayaan anda/)).toBeTruthy();
    expect(
      await screen.findByText(
        `Panggilan video anda ditempah pada ${formatMalaysianDateTime(instant(DAY_1, '09:00'), 'ms')}.`,
      ),
    ).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Lihat panggilan video saya' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/islamic/loan-status/attestation-option/live-call'),
    );
    expect(await screen.findByRole('heading', { name: 'Panggilan video anda telah ditempah' })).toBeTruthy();
  });

  it('asks for no call on the option page while none is booked', async () => {
    const api = server({ current: agreement() });
    await renderApp('/loan-status/attestation-option');
    expect(await screen.findByRole('link', { name: 'Book a live call' })).toBeTruthy();
    expect(api.to(ATTESTATION_PATHS.liveCall(AGREEMENT_ID))).toEqual([]);
  });
});
