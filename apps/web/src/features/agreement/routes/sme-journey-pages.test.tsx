import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_PATHS,
  type AgreementStatusView,
  type AgreementView,
  ATTESTATION_PATHS,
  type AttestationVideo,
  AUTH_PATHS,
  agreementStepProgress,
  type LiveCallSlots,
  malaysianDateOf,
  SIGNING_PATHS,
  SME_AGREEMENT_PATHS,
  SME_APPLICATION_PATHS,
  type SmeAgreementView,
} from '@sinar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, profile } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { drawStroke, stubCanvas } from '../../../test/signature-pad.ts';
import { SME_APPLICATION_ID, smeApplication } from '../../../test/sme-application-fixture.ts';
import { keepDrawnSignature } from '../components/drawn-signature.ts';
import {
  SME_AGREEMENT_ID as ID,
  NOT_ENROLLED_CERTIFICATE,
  smeAgreement,
  tacSent,
  validCertificate,
} from '../components/test-fixtures.ts';

/**
 * The SME partner's steps after approval (docs/decisions/068): the individual's pages under /sme/loan-status/, reading
 * `smeAgreement/current`, moving the SME agreement through the individual's calls and leading to the SME paths.
 */

const NRIC = '880214105562';

const STREAM = `${ATTESTATION_PATHS.videoStream(ID)}?token=${'t'.repeat(43)}`;

/** The attestation call's video of an SME agreement: its partner type's, streamed to the applicant only. */
function partnerTypeVideo(): AttestationVideo {
  return {
    id: '0b1d6a52-6d55-4c1e-9a51-000000000201',
    language: 'en',
    title: 'Your business loan as a sole proprietor',
    durationSeconds: 90,
    contentType: 'video/mp4',
    streamUrl: STREAM,
    playedThrough: false,
  };
}

/** The individual's answer to a move, with the SME agreement's id (the moves take either kind). */
function changed(message: string, status: AgreementView['status']) {
  const agreement: AgreementView = {
    id: ID,
    agreementNo: 'SKS-2026-000001',
    applicationId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    applicationNo: 'SME-2026-000001',
    company: 'conventional',
    status,
    approvedAmountSen: smeAgreement().approvedAmountSen,
    tenureMonths: 12,
    annualRateBp: 1200,
    openedAt: '2026-11-26T02:00:00.000Z',
    summaryAcceptedAt: '2026-11-26T03:00:00.000Z',
    protectionTaken: false,
    allowedEvents: [],
  };
  return { status: 200, body: { message, agreement } };
}

/** A fake server holding the SME partner's current agreement, and the calls a test adds. */
function smeServer(start: SmeAgreementView | null, answers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${SME_AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: start } },
    [`POST ${SME_AGREEMENT_PATHS.sign('en', ID)}`]: { status: 200, body: '%PDF-1.7' },
    ...answers,
  });
}

/** The individual's agreement is never asked for on the SME partner's pages. */
function expectNoIndividualAgreementRead(api: ReturnType<typeof fakeApi>) {
  expect(api.to(AGREEMENT_PATHS.current)).toHaveLength(0);
  expect(api.to(SME_AGREEMENT_PATHS.current).length).toBeGreaterThan(0);
}

beforeEach(() => {
  getQueryClient().clear();
  logInAs({ organizationType: 'SME', loginMethod: 'partner', username: 'P200010' });
});

describe("the SME partner's approved summary, accepted", () => {
  it('accepts through the individual call without a protection plan and goes to the attestation option', async () => {
    const api = smeServer(smeAgreement(), {
      [`POST ${AGREEMENT_PATHS.acceptSummary(ID)}`]: changed(
        'Thank you. You accepted the summary.',
        'AWAITING_ATTESTATION',
      ),
    });
    const { user, router } = await renderApp('/sme/loan-status/approved-loan-summary');
    await user.click(await screen.findByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/loan-status/attestation-option'));
    expect(api.to(AGREEMENT_PATHS.acceptSummary(ID))[0]?.body).toEqual({ takeProtection: false });
    expect(await screen.findByText('Thank you. You accepted the summary.')).toBeTruthy();
  });
});

describe("the SME partner's attestation option", () => {
  it('reads the SME agreement and offers the SME video and live call pages', async () => {
    const api = smeServer(
      smeAgreement({ status: 'AWAITING_ATTESTATION', allowedEvents: ['attestByVideo', 'scheduleLiveCall'] }),
    );
    const { container } = await renderApp('/sme/loan-status/attestation-option');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attestation Option' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the video' }).getAttribute('href')).toBe(
      '/sme/loan-status/attestation-option/video',
    );
    expect(screen.getByRole('link', { name: 'Book a live call' }).getAttribute('href')).toBe(
      '/sme/loan-status/attestation-option/live-call',
    );
    await waitFor(() => expectNoIndividualAgreementRead(api));
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});

describe("the SME partner's attestation video", () => {
  const awaiting = () =>
    smeAgreement({ status: 'AWAITING_ATTESTATION', allowedEvents: ['attestByVideo', 'scheduleLiveCall'] });

  it("plays the SME agreement's stream, then acknowledges it and goes on to the agreement", async () => {
    const api = smeServer(awaiting(), {
      [`GET ${ATTESTATION_PATHS.video(ID)}`]: { status: 200, body: partnerTypeVideo() },
      [`POST ${ATTESTATION_PATHS.videoAcknowledgement(ID)}`]: changed(
        'Thank you. Your attestation is recorded.',
        'ATTESTED',
      ),
    });
    const { user, router, container } = await renderApp('/sme/loan-status/attestation-option/video');
    const player = await screen.findByLabelText('Your business loan as a sole proprietor', {
      selector: 'video',
    });
    expect(player.getAttribute('src')).toBe(STREAM);
    expect(screen.getByText('Length: 90 seconds')).toBeTruthy();
    const tick = screen.getByRole('checkbox', { name: /I have watched the video/ }) as HTMLInputElement;
    expect(tick.disabled).toBe(true);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    fireEvent.ended(player);
    await waitFor(() => expect(tick.disabled).toBe(false));
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/loan-status/loan-agreement'));
    expect(api.to(ATTESTATION_PATHS.videoAcknowledgement(ID))[0]?.body).toEqual({ acknowledged: true });
    expect(api.to(ATTESTATION_PATHS.video(ID))).toHaveLength(1);
    expectNoIndividualAgreementRead(api);
  });

  it("shows the server's answer when its partner type has no video, with the way back to the SME home", async () => {
    smeServer(awaiting(), {
      [`GET ${ATTESTATION_PATHS.video(ID)}`]: { status: 404, body: { message: 'Video not found' } },
    });
    await renderApp('/sme/loan-status/attestation-option/video');
    expect(await screen.findByText('Video not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/sme/home');
  });
});

describe("the SME partner's live call", () => {
  it('books a slot of the SME agreement and then shows the call booked', async () => {
    const day = malaysianDateOf(new Date(Date.now() + 7 * 86_400_000));
    const startsAt = new Date(Date.parse(`${day}T10:00:00+08:00`)).toISOString();
    const slots: LiveCallSlots = {
      days: [{ date: day, slots: [{ time: '10:00', startsAt, remaining: 1 }] }],
    };
    const booking = {
      id: '7c2f3d4e-5a61-4b72-8c83-a4b5c6d7e8f9',
      agreementId: ID,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      state: 'BOOKED',
      joinUrl: 'https://meet.jit.si/SinarKredit-Attestation-abcdefghijklmnop',
      changeableUntil: new Date(Date.parse(startsAt) - 2 * 3_600_000).toISOString(),
    };
    let current = smeAgreement({
      status: 'AWAITING_ATTESTATION',
      allowedEvents: ['attestByVideo', 'scheduleLiveCall'],
    });
    const api = fakeApi({
      [`GET ${SME_AGREEMENT_PATHS.current}`]: () => ({ status: 200, body: { agreement: current } }),
      [`GET ${ATTESTATION_PATHS.liveCallSlots(ID)}?days=10`]: { status: 200, body: slots },
      [`POST ${ATTESTATION_PATHS.liveCall(ID)}`]: () => {
        current = smeAgreement({
          status: 'LIVE_CALL_SCHEDULED',
          allowedEvents: ['rescheduleLiveCall', 'cancelLiveCall'],
        });
        return { status: 201, body: booking };
      },
      [`GET ${ATTESTATION_PATHS.liveCall(ID)}`]: { status: 200, body: booking },
    });
    const { user } = await renderApp('/sme/loan-status/attestation-option/live-call');
    await user.click(await screen.findByRole('radio', { name: /10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Book this live call?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, book it' }));
    // The SME agreement read again after the booking shows the call booked.
    expect(await screen.findByRole('heading', { name: 'Your live call is booked' })).toBeTruthy();
    expect(api.to(SME_AGREEMENT_PATHS.current).length).toBeGreaterThan(1);
    expectNoIndividualAgreementRead(api);
  });
});

describe("the SME partner's loan agreement, accepted", () => {
  it('accepts the attested agreement and goes on to the SME account creation', async () => {
    const api = smeServer(smeAgreement({ status: 'ATTESTED', allowedEvents: ['acceptAgreement'] }), {
      [`POST ${SIGNING_PATHS.acceptDocument(ID)}`]: changed(
        'Thank you. You accepted the agreement.',
        'AGREEMENT_ACCEPTED',
      ),
    });
    const { user, router } = await renderApp('/sme/loan-status/loan-agreement');
    await user.click(
      await screen.findByRole('checkbox', { name: 'I have read and I accept this loan agreement' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/loan-status/account-creation'));
    expect(api.to(SIGNING_PATHS.acceptDocument(ID))[0]?.body).toEqual({ accepted: true });
  });
});

describe("the SME partner's account creation", () => {
  it('enrols the NRIC of the applicant who signs for the business and goes on to the SME signing', async () => {
    const api = smeServer(
      smeAgreement({
        status: 'AGREEMENT_ACCEPTED',
        allowedEvents: ['enrolCertificate'],
        smeApplicationId: SME_APPLICATION_ID,
      }),
      {
        // The partner's own NRIC in the directory is not the one that signs: the application's applicant's is.
        [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile({ organizationType: 'SME' }) },
        [`GET ${SME_APPLICATION_PATHS.application(SME_APPLICATION_ID)}`]: {
          status: 200,
          body: smeApplication({
            applicationStatus: 'APPROVED',
            form: { applicant: { name: 'Siti Hajar binti Ismail', nric: NRIC } },
          }),
        },
        [`GET ${SIGNING_PATHS.certificate(NRIC)}`]: { status: 200, body: NOT_ENROLLED_CERTIFICATE },
        [`POST ${SIGNING_PATHS.enrol(NRIC)}`]: {
          status: 200,
          body: validCertificate('Siti Hajar binti Ismail'),
        },
      },
    );
    const { user, router, container } = await renderApp('/sme/loan-status/account-creation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Creation' })).toBeTruthy();
    await screen.findByRole('definition', { name: 'Certificate status' });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create my signing account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/loan-status/digital-signing'));
    expect(api.to(SIGNING_PATHS.enrol(NRIC))[0]?.body).toEqual({ agreementId: ID });
    expectNoIndividualAgreementRead(api);
  });
});

describe("the SME partner's digital signing", () => {
  beforeEach(stubCanvas);
  afterEach(() => vi.restoreAllMocks());

  it('asks for a TAC for the SME agreement and goes on to the SME TAC page', async () => {
    const api = smeServer(smeAgreement({ status: 'CERTIFICATE_ENROLLED', allowedEvents: ['sign'] }), {
      [`POST ${SIGNING_PATHS.tac(ID)}`]: { status: 200, body: tacSent('*******0010') },
    });
    const { user, router } = await renderApp('/sme/loan-status/digital-signing');
    drawStroke(await screen.findByRole('img', { name: 'Signature pad: draw your signature here' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign the loan agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/loan-status/request-tac'));
    expect(api.to(SIGNING_PATHS.tac(ID))[0]?.body).toEqual({ purpose: 'signing' });
  });
});

describe("the SME partner's TAC", () => {
  it('signs the SME agreement as a conventional loan and goes on to the application complete page', async () => {
    keepDrawnSignature(ID, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    const api = smeServer(smeAgreement({ status: 'CERTIFICATE_ENROLLED', allowedEvents: ['sign'] }), {
      [`POST ${SIGNING_PATHS.tacVerification(ID)}`]: {
        status: 200,
        body: { message: 'OTP Verified', validUntil: '2026-11-26T02:20:00.000Z' },
      },
      [`POST ${SIGNING_PATHS.sign('en', 'conventional', ID)}`]: changed(
        'Thank you. Your agreement is signed.',
        'SIGNED',
      ),
    });
    const { user, router } = await renderApp('/sme/loan-status/request-tac');
    fireEvent.change(await screen.findByRole('textbox', { name: 'TAC' }), { target: { value: '123456' } });
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sme/loan-status/application-complete'));
    expect(api.to(SIGNING_PATHS.tacVerification(ID))[0]?.body).toEqual({ purpose: 'signing', tac: '123456' });
    const form = api.to(SIGNING_PATHS.sign('en', 'conventional', ID))[0]?.body as FormData;
    expect(form.get('signature')).toBeInstanceOf(Blob);
  });
});

describe("the SME partner's application complete", () => {
  /** The step call's answer: an SME partner's loan has no direct-debit step, a staff loan has. */
  const stepsOf = (
    status: 'SIGNED' | 'STAMPED' | 'COMPLETED',
    directDebit: boolean,
  ): AgreementStatusView => ({
    agreementId: ID,
    agreementNo: 'SKS-2026-000001',
    company: 'conventional',
    status,
    steps: agreementStepProgress(status, undefined, { directDebit }),
    history: [],
  });

  it('shows the payout, the repayment from commission and the steps of the SME step call', async () => {
    const api = smeServer(smeAgreement({ status: 'SIGNED', allowedEvents: [] }), {
      [`GET ${SME_AGREEMENT_PATHS.step(ID)}`]: { status: 200, body: stepsOf('SIGNED', false) },
    });
    const { container } = await renderApp('/sme/loan-status/application-complete');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Complete' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Your agreement is signed. We will stamp it and pay out RM9,800.00 to your account.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/Your monthly instalment of RM933.33 is deducted from your partner commission/),
    ).toBeTruthy();
    await screen.findByRole('definition', { name: 'Disbursement' });
    expect(screen.queryByRole('link', { name: 'Set up direct debit' })).toBeNull();
    expect(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Approved summary', 'Completed'],
      ['Attestation', 'Completed'],
      ['Loan agreement', 'Completed'],
      ['Account creation', 'Completed'],
      ['Agreement signing', 'Completed'],
      ['Disbursement', 'Current Progress'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/sme/home');
    expect(screen.queryByRole('link', { name: 'View my repayment schedule' })).toBeNull();
    expect(api.to(SME_AGREEMENT_PATHS.step(ID))).toHaveLength(1);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('says the loan is paid out and leads to its repayment schedule once the account is open', async () => {
    smeServer(smeAgreement({ status: 'COMPLETED', allowedEvents: [] }), {
      [`GET ${SME_AGREEMENT_PATHS.step(ID)}`]: { status: 200, body: stepsOf('COMPLETED', false) },
    });
    const { container } = await renderApp('/sme/loan-status/application-complete');
    expect(
      await screen.findByText(
        'Your loan is paid out: RM9,800.00 went to your account, and your loan account is open.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/We will stamp it/)).toBeNull();
    expect((await screen.findByRole('definition', { name: 'Disbursement' })).textContent).toBe('Completed');
    expect(screen.getByRole('link', { name: 'View my repayment schedule' }).getAttribute('href')).toBe(
      '/repayment-schedule',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/sme/home');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('shows a staff loan its steps without the commission', async () => {
    smeServer(
      smeAgreement({
        product: 'STAFF',
        partnerId: null,
        partnerType: 'STAFF',
        companyName: null,
        status: 'STAMPED',
        allowedEvents: [],
      }),
      { [`GET ${SME_AGREEMENT_PATHS.step(ID)}`]: { status: 200, body: stepsOf('STAMPED', true) } },
    );
    await renderApp('/sme/loan-status/application-complete');
    expect(await screen.findByRole('definition', { name: 'Direct debit' })).toBeTruthy();
    expect(screen.queryByText(/partner commission/)).toBeNull();
    expect(screen.getByText(/Your staff loan is repaid by direct debit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up direct debit' }).getAttribute('href')).toBe(
      '/direct-debit',
    );
  });
});

describe('an SME step reached before its time', () => {
  it.each([
    {
      page: 'account-creation',
      current: smeAgreement({ status: 'ATTESTED', allowedEvents: ['acceptAgreement'] }),
      says: 'Require to accept agreement',
      link: 'Loan Agreement',
      to: '/sme/loan-status/loan-agreement',
    },
    {
      page: 'application-complete',
      current: smeAgreement({ status: 'CERTIFICATE_ENROLLED', allowedEvents: ['sign'] }),
      says: 'Your agreement is not signed yet.',
      link: 'Go to signing',
      to: '/sme/loan-status/digital-signing',
    },
    {
      page: 'digital-signing',
      current: null,
      says: 'You have no approved loan with an agreement yet.',
      link: 'Back to home',
      to: '/sme/home',
    },
  ])(
    '/sme/loan-status/$page says what is missing and leads to $to',
    async ({ page, current, says, link, to }) => {
      smeServer(current);
      await renderApp(`/sme/loan-status/${page}`);
      expect(await screen.findByText(says)).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(to);
    },
  );
});
