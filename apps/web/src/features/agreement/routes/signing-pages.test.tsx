import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { AGREEMENT_PATHS, type AgreementView, AUTH_PATHS, SIGNING_PATHS, sen } from '@sinar/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, profile } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { drawStroke, stubCanvas } from '../../../test/signature-pad.ts';
import { drawnSignatureFor, keepDrawnSignature } from '../components/drawn-signature.ts';
import { NOT_ENROLLED_CERTIFICATE, tacSent, validCertificate } from '../components/test-fixtures.ts';

const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
const NRIC = '900615145672';

function agreement(changes: Partial<AgreementView> = {}): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    applicationId: '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'ATTESTED',
    approvedAmountSen: sen(500_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: '2026-11-21T04:00:00.000Z',
    protectionTaken: false,
    allowedEvents: ['acceptAgreement', 'cancel'],
    ...changes,
  };
}

const VALID_CERTIFICATE = validCertificate('Aisyah binti Ahmad');

beforeEach(() => {
  getQueryClient().clear();
  logInAs();
});

describe('the loan agreement page', () => {
  it('offers the PDF to read or download, and needs the tick before it accepts', async () => {
    const server = fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: agreement() } },
      [`GET ${SIGNING_PATHS.document(AGREEMENT_ID, 'en')}`]: { status: 200, body: '%PDF-1.7' },
      [`POST ${SIGNING_PATHS.acceptDocument(AGREEMENT_ID)}`]: {
        status: 200,
        body: {
          message: 'Thank you. You accepted the agreement.',
          agreement: agreement({ status: 'AGREEMENT_ACCEPTED' }),
        },
      },
    });
    const { user, container, router } = await renderApp('/loan-status/loan-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeTruthy();
    const read = await screen.findByRole('link', { name: 'Read the agreement' });
    expect(read.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('download')).toBe(
      'SKL-2026-000001.pdf',
    );
    expect(server.to(SIGNING_PATHS.document(AGREEMENT_ID, 'en'))[0]?.authorization).toMatch(/^Bearer /);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Require to accept agreement')).toBeTruthy();
    expect(server.to(SIGNING_PATHS.acceptDocument(AGREEMENT_ID))).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'I have read and I accept this loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-status/account-creation'));
    expect(server.to(SIGNING_PATHS.acceptDocument(AGREEMENT_ID))[0]?.body).toEqual({ accepted: true });
  });

  it('goes on to account creation even when the accepted agreement arrives before its document is read again', async () => {
    let accepted = false;
    let documentReadAgain: () => void = () => undefined;
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: () => ({
        status: 200,
        body: { agreement: agreement(accepted ? { status: 'AGREEMENT_ACCEPTED' } : {}) },
      }),
      // The document is built again after the acceptance: slower than the agreement's own read.
      [`GET ${SIGNING_PATHS.document(AGREEMENT_ID, 'en')}`]: () =>
        new Promise<{ status: number; body: unknown }>((resolve) => {
          const answer = { status: 200, body: '%PDF-1.7' };
          if (accepted) documentReadAgain = () => resolve(answer);
          else resolve(answer);
        }),
      [`POST ${SIGNING_PATHS.acceptDocument(AGREEMENT_ID)}`]: () => {
        accepted = true;
        return {
          status: 200,
          body: {
            message: 'Thank you. You accepted the agreement.',
            agreement: agreement({ status: 'AGREEMENT_ACCEPTED' }),
          },
        };
      },
    });
    const { user, router } = await renderApp('/loan-status/loan-agreement');
    await screen.findByRole('link', { name: 'Read the agreement' });
    await user.click(screen.getByRole('checkbox', { name: 'I have read and I accept this loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    // The page shows the agreement accepted while its document is still being read again...
    expect(
      await screen.findByText('You accepted this agreement. Continue to create your signing account.'),
    ).toBeTruthy();
    // ...and goes on once that read is done.
    documentReadAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-status/account-creation'));
  });

  it('uses the Islamic wording under /islamic', async () => {
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: {
        status: 200,
        body: { agreement: agreement({ company: 'islamic', agreementNo: 'SKF-2026-000002' }) },
      },
      [`GET ${SIGNING_PATHS.document(AGREEMENT_ID, 'en')}`]: { status: 200, body: '%PDF-1.7' },
    });
    await renderApp('/islamic/loan-status/loan-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financing Agreement' })).toBeTruthy();
    expect(
      await screen.findByRole('checkbox', { name: 'I have read and I accept this financing agreement' }),
    ).toBeTruthy();
  });

  it('is not shown before attestation', async () => {
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: {
        status: 200,
        body: { agreement: agreement({ status: 'AWAITING_ATTESTATION' }) },
      },
    });
    await renderApp('/loan-status/loan-agreement');
    expect(
      await screen.findByText('Your agreement is not ready yet. Please complete the attestation first.'),
    ).toBeTruthy();
  });
});

describe('account creation', () => {
  it("enrols the customer's own MyKad number and goes on to signing", async () => {
    const server = fakeApi({
      [`GET ${AUTH_PATHS.me}`]: { status: 200, body: profile({ nric: NRIC }) },
      [`GET ${AGREEMENT_PATHS.current}`]: {
        status: 200,
        body: { agreement: agreement({ status: 'AGREEMENT_ACCEPTED' }) },
      },
      [`GET ${SIGNING_PATHS.certificate(NRIC)}`]: {
        status: 200,
        body: NOT_ENROLLED_CERTIFICATE,
      },
      [`POST ${SIGNING_PATHS.enrol(NRIC)}`]: { status: 200, body: VALID_CERTIFICATE },
    });
    const { user, container, router } = await renderApp('/loan-status/account-creation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Creation' })).toBeTruthy();
    expect((await screen.findByRole('definition', { name: 'Certificate status' })).textContent).toBe(
      'Not created yet',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create my signing account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-status/digital-signing'));
    expect(server.to(SIGNING_PATHS.enrol(NRIC))[0]?.body).toEqual({ agreementId: AGREEMENT_ID });
  });
});

describe('digital signing', () => {
  beforeEach(stubCanvas);
  afterEach(() => vi.restoreAllMocks());

  it('needs a drawn signature and the consent, then asks for a TAC and keeps the drawing as a PNG', async () => {
    const server = fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: {
        status: 200,
        body: { agreement: agreement({ status: 'CERTIFICATE_ENROLLED' }) },
      },
      [`POST ${SIGNING_PATHS.tac(AGREEMENT_ID)}`]: { status: 200, body: tacSent('*******0001') },
    });
    const { user, container, router } = await renderApp('/loan-status/digital-signing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital Signing' })).toBeTruthy();
    const pad = await screen.findByRole('img', { name: 'Signature pad: draw your signature here' });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    expect(await screen.findByText('Please draw your signature.')).toBeTruthy();
    expect(screen.getByText('Please tick to agree before you sign.')).toBeTruthy();
    expect(server.to(SIGNING_PATHS.tac(AGREEMENT_ID))).toHaveLength(0);

    drawStroke(pad);
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign the loan agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-status/request-tac'));
    expect(server.to(SIGNING_PATHS.tac(AGREEMENT_ID))[0]?.body).toEqual({ purpose: 'signing' });
    const kept = drawnSignatureFor(AGREEMENT_ID);
    expect(kept?.type).toBe('image/png');
    expect([...new Uint8Array(await (kept as Blob).arrayBuffer()).slice(0, 4)]).toEqual([137, 80, 78, 71]);
  });
});

describe('the TAC page', () => {
  it('asks for all six digits, then verifies the TAC and signs with the drawn signature', async () => {
    keepDrawnSignature(AGREEMENT_ID, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    const server = fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: {
        status: 200,
        body: { agreement: agreement({ status: 'CERTIFICATE_ENROLLED' }) },
      },
      [`POST ${SIGNING_PATHS.tacVerification(AGREEMENT_ID)}`]: {
        status: 200,
        body: { message: 'OTP Verified', validUntil: '2026-11-22T02:20:00.000Z' },
      },
      [`POST ${SIGNING_PATHS.sign('en', 'conventional', AGREEMENT_ID)}`]: {
        status: 200,
        body: {
          message: 'Thank you. Your agreement is signed.',
          agreement: agreement({ status: 'SIGNED', allowedEvents: [] }),
        },
      },
    });
    const { user, container, router } = await renderApp('/loan-status/request-tac');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter TAC' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    const field = screen.getByRole('textbox', { name: 'TAC' });
    await user.type(field, '12a34');
    expect((field as HTMLInputElement).value).toBe('1234');
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    expect(await screen.findByText('Please fill in all number')).toBeTruthy();
    expect(server.to(SIGNING_PATHS.tacVerification(AGREEMENT_ID))).toHaveLength(0);

    fireEvent.change(field, { target: { value: '123456' } });
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.to(SIGNING_PATHS.tacVerification(AGREEMENT_ID))[0]?.body).toEqual({
      purpose: 'signing',
      tac: '123456',
    });
    const form = server.to(SIGNING_PATHS.sign('en', 'conventional', AGREEMENT_ID))[0]?.body as FormData;
    expect(form.get('consent')).toBe('true');
    expect(form.get('signature')).toBeInstanceOf(Blob);
  });

  it('sends back to signing when no signature was drawn', async () => {
    fakeApi({
      [`GET ${AGREEMENT_PATHS.current}`]: {
        status: 200,
        body: {
          agreement: agreement({
            id: '6c2f3d4e-5a61-4b72-8c83-a4b5c6d7e8f9',
            status: 'CERTIFICATE_ENROLLED',
          }),
        },
      },
    });
    await renderApp('/loan-status/request-tac');
    expect(await screen.findByText('Please draw your signature first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to signing' }).getAttribute('href')).toBe(
      '/loan-status/digital-signing',
    );
  });
});
