import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_PATHS,
  type AgreementView,
  DIRECT_DEBIT_PATHS,
  type Mandate,
  SIGNING_PATHS,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { drawStroke, ONE_PIXEL_PNG, stubCanvas } from '../../../test/signature-pad.ts';
import { bankPage, pendingUpdate } from '../api/direct-debit.ts';

const AGREEMENT_ID = '5b1e2c3d-4f50-4a61-8b72-93a4b5c6d7e8';
const MANDATE_ID = '7c2d3e4f-5a61-4b72-8c83-a4b5c6d7e8f9';

function agreement(changes: Partial<AgreementView> = {}): AgreementView {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    applicationId: '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    applicationNo: 'SK-2026-000123',
    company: 'conventional',
    status: 'SIGNED',
    approvedAmountSen: sen(500_000),
    tenureMonths: 12,
    annualRateBp: 1800,
    openedAt: '2026-11-21T03:00:00.000Z',
    summaryAcceptedAt: '2026-11-21T04:00:00.000Z',
    protectionTaken: false,
    allowedEvents: [],
    ...changes,
  };
}

function mandate(changes: Partial<Mandate> = {}): Mandate {
  return {
    id: MANDATE_ID,
    agreementId: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    state: 'ACTIVE',
    bankName: 'Maybank',
    accountType: 'savings',
    accountNoLast4: '4321',
    amountSen: sen(49_167),
    monthlyAmountSen: sen(49_167),
    tenureMonths: 12,
    balanceTenureMonths: 12,
    name: 'Aisyah binti Ahmad',
    phoneNo: '0123456789',
    // 2:30 pm in Malaysia.
    at: '2026-11-24T06:30:00.000Z',
    verificationFeeSen: sen(100),
    rejectionReason: null,
    ...changes,
  };
}

const BANKS = [
  { code: 'MBB0228', name: 'Maybank', accountTypes: ['savings', 'current'] },
  { code: 'BIMB0340', name: 'Bank Islam', accountTypes: ['savings'] },
];

const TAC_SENT = {
  message: 'TAC sent',
  phoneNoMasked: '******6789',
  expiresAt: '2030-01-01T00:10:00.000Z',
  resendAfter: '2020-01-01T00:01:00.000Z',
};

const current = (changes: Partial<AgreementView> = {}) => ({
  [`GET ${AGREEMENT_PATHS.current}`]: { status: 200, body: { agreement: agreement(changes) } },
});
const noMandate = {
  [`GET ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: { status: 404, body: { message: 'Not Found' } },
};
const withMandate = (changes: Partial<Mandate> = {}) => ({
  [`GET ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: { status: 200, body: mandate(changes) },
});

beforeEach(() => {
  getQueryClient().clear();
  sessionStorage.clear();
  logInAs();
});
afterEach(() => vi.restoreAllMocks());

const SIGN_IN_THE_BOX = 'Please sign in the box before you continue.';
const signaturePad = () => screen.getByRole('img', { name: 'Signature pad: draw your signature here' });

describe('setting up direct debit', () => {
  beforeEach(stubCanvas);

  it('asks for the bank, the account type, the consent and the signature, sends a TAC, then goes to the bank', async () => {
    const open = vi.spyOn(bankPage, 'open').mockImplementation(() => undefined);
    const server = fakeApi({
      ...current(),
      ...noMandate,
      [`GET ${DIRECT_DEBIT_PATHS.banks}`]: { status: 200, body: BANKS },
      [`POST ${SIGNING_PATHS.tac(AGREEMENT_ID)}`]: { status: 200, body: TAC_SENT },
      [`POST ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: {
        status: 201,
        body: { mandateId: MANDATE_ID, redirectUrl: `/sandbox/fpx/mandates/${MANDATE_ID}?token=abc` },
      },
    });
    const { user, container } = await renderApp('/direct-debit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Debit' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Request TAC' }));
    expect(screen.getAllByText('Please select your bank').length).toBeGreaterThan(0);
    expect(screen.getByText('Please tick the box to give your consent')).toBeTruthy();
    expect(screen.getByText(SIGN_IN_THE_BOX).getAttribute('role')).toBe('alert');
    expect(server.to(SIGNING_PATHS.tac(AGREEMENT_ID))).toHaveLength(0);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'BIMB0340');
    const accountType = screen.getByRole('combobox', { name: 'Account type' });
    // A bank offers only the account types it takes.
    expect(within(accountType).queryByRole('option', { name: 'Current account' })).toBeNull();
    await user.selectOptions(accountType, 'savings');
    await user.click(
      screen.getByRole('checkbox', { name: /I authorise Sinar Kredit to debit my monthly instalment/ }),
    );
    // Signed, then cleared: the signature is asked for again.
    drawStroke(signaturePad());
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    expect(screen.getByText(SIGN_IN_THE_BOX)).toBeTruthy();
    expect(server.to(SIGNING_PATHS.tac(AGREEMENT_ID))).toHaveLength(0);
    drawStroke(signaturePad());
    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    expect(
      await screen.findByText('We sent a TAC by SMS to ******6789. It works for 10 minutes.'),
    ).toBeTruthy();
    expect(screen.queryByText(SIGN_IN_THE_BOX)).toBeNull();
    expect(server.to(SIGNING_PATHS.tac(AGREEMENT_ID))[0]?.body).toEqual({ purpose: 'directDebit' });

    await user.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    expect(await screen.findByText('Please fill in all number')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'TAC' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/sandbox/fpx/mandates/${MANDATE_ID}?token=abc`));
    expect(server.sent.filter((request) => request.method === 'POST').at(-1)).toMatchObject({
      url: DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID),
      body: {
        bankCode: 'BIMB0340',
        accountType: 'savings',
        consent: true,
        signature: ONE_PIXEL_PNG,
        tac: '123456',
      },
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('shows the server’s refusal of a wrong TAC and stays on the form', async () => {
    const open = vi.spyOn(bankPage, 'open').mockImplementation(() => undefined);
    fakeApi({
      ...current(),
      ...noMandate,
      [`GET ${DIRECT_DEBIT_PATHS.banks}`]: { status: 200, body: BANKS },
      [`POST ${SIGNING_PATHS.tac(AGREEMENT_ID)}`]: { status: 200, body: TAC_SENT },
      [`POST ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: {
        status: 400,
        body: { message: 'The TAC is wrong. Please check it and try again.' },
      },
    });
    const { user } = await renderApp('/direct-debit');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), 'MBB0228');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'current');
    await user.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    drawStroke(signaturePad());
    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    await user.type(await screen.findByRole('textbox', { name: 'TAC' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    expect(await screen.findByText('The TAC is wrong. Please check it and try again.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('uses the Islamic wording under /islamic, where enrolment may stand for attestation', async () => {
    fakeApi({
      ...current({ company: 'islamic', agreementNo: 'SKF-2026-000002', status: 'AWAITING_ATTESTATION' }),
      ...noMandate,
      [`GET ${DIRECT_DEBIT_PATHS.banks}`]: { status: 200, body: BANKS },
    });
    await renderApp('/islamic/direct-debit');
    expect(
      await screen.findByRole('checkbox', { name: /I authorise Sinar Kredit to debit my monthly payment/ }),
    ).toBeTruthy();
    expect(screen.getByText(/refunded to your financing when your financing account opens/)).toBeTruthy();
  });

  it.each(['AWAITING_ATTESTATION', 'ATTESTED'] as const)(
    'is not offered to a conventional loan at %s, before the agreement is signed',
    async (status) => {
      fakeApi({ ...current({ status }), ...noMandate });
      await renderApp('/direct-debit');
      expect(
        await screen.findByText('You can set up direct debit once your agreement is signed.'),
      ).toBeTruthy();
    },
  );

  it('leads to the record when the mandate is already active', async () => {
    fakeApi({ ...current({ status: 'PENDING_DISBURSEMENT' }), ...withMandate() });
    await renderApp('/direct-debit');
    expect(await screen.findByText('Your direct debit is active.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your direct debit' }).getAttribute('href')).toBe(
      '/direct-debit-enrollment',
    );
  });
});

describe('the result after the bank', () => {
  it('waits for the bank, reading the mandate again until it is active', async () => {
    let reads = 0;
    fakeApi({
      ...current(),
      [`GET ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: () => {
        reads += 1;
        return {
          status: 200,
          body: mandate(reads === 1 ? { state: 'PENDING', accountNoLast4: null } : { state: 'ACTIVE' }),
        };
      },
    });
    const { container } = await renderApp('/direct-debit/confirmation');
    expect(await screen.findByText('Waiting for your bank')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    expect(await screen.findByText('Direct debit is active', {}, { timeout: 6000 })).toBeTruthy();
    expect(
      screen.getByText(
        'Your bank approved the direct debit. Your monthly instalments will be debited from your Maybank account ending 4321.',
      ),
    ).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('shows the bank’s reason for a rejection and a way to try again', async () => {
    fakeApi({
      ...current(),
      ...withMandate({ state: 'REJECTED', accountNoLast4: null, rejectionReason: 'Insufficient funds' }),
    });
    const { container } = await renderApp('/direct-debit/confirmation');
    expect(
      await screen.findByText('Your bank did not approve the direct debit. Reason: Insufficient funds'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/direct-debit');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('takes an update the bank approved on to the update’s result', async () => {
    pendingUpdate.remember(AGREEMENT_ID);
    fakeApi({ ...current({ status: 'PENDING_DISBURSEMENT' }), ...withMandate() });
    const { router } = await renderApp('/direct-debit/confirmation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-direct-debit-result'));
    expect(await screen.findByText('Update/Remove successfully')).toBeTruthy();
    expect(pendingUpdate.isFor(AGREEMENT_ID)).toBe(false);
  });
});

describe('the direct-debit record', () => {
  it('lists what spec 000 section 3 names, the account by its last four digits only', async () => {
    fakeApi({ ...current({ status: 'PENDING_DISBURSEMENT' }), ...withMandate() });
    const { container } = await renderApp('/direct-debit-enrollment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direct Debit Enrolment' })).toBeTruthy();
    await screen.findByRole('definition', { name: 'Status' });
    const value = (name: string) => screen.getByRole('definition', { name }).textContent;
    expect(value('Status')).toBe('Active');
    expect(value('Bank')).toBe('Maybank');
    expect(value('Account type')).toBe('Savings account');
    expect(value('Account number')).toBe('ending 4321');
    expect(value('Maximum debit amount')).toBe('RM491.67');
    expect(value('Tenure')).toBe('12 months');
    expect(value('Balance tenure')).toBe('12 months');
    expect(value('Agreement number')).toBe('SKL-2026-000001');
    expect(value('Monthly amount')).toBe('RM491.67');
    expect(value('Name')).toBe('Aisyah binti Ahmad');
    expect(value('Phone number')).toBe('0123456789');
    expect(value('Date')).toBe('24 Nov 2026');
    expect(value('Time')).toMatch(/^2:30\s?pm MYT$/i);
    expect(screen.getByText('Direct debit changes show after one day')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Direct Debit' }).getAttribute('href')).toBe(
      '/update-direct-debit',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('reads in Malay on the Islamic page', async () => {
    fakeApi({ ...current({ company: 'islamic' }), ...withMandate() });
    await renderApp('/islamic/direct-debit-enrollment?lang=ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendaftaran Debit Langsung' })).toBeTruthy();
    expect(await screen.findByText('Perubahan debit langsung dipaparkan selepas satu hari')).toBeTruthy();
    expect(screen.getByRole('definition', { name: 'Jenis akaun' }).textContent).toBe('Akaun simpanan');
  });
});

describe('updating or removing the direct debit', () => {
  it('asks before removing, then says it was removed', async () => {
    const server = fakeApi({
      ...current({ status: 'PENDING_DISBURSEMENT' }),
      ...withMandate(),
      [`DELETE ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: {
        status: 200,
        body: { message: 'Update/Remove successfully' },
      },
    });
    const { user, router, container } = await renderApp('/update-direct-debit');
    expect(await screen.findByText('Your direct debit: Maybank, account ending 4321.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your direct debit?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(server.sent.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove your direct debit?' })).getByRole(
        'button',
        {
          name: 'Yes, remove',
        },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/update-direct-debit-result'));
    expect(await screen.findByText('Update/Remove successfully')).toBeTruthy();
    expect(screen.getByText('Direct debit changes show after one day')).toBeTruthy();
    expect(server.sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when the removal fails', async () => {
    fakeApi({
      ...current({ status: 'PENDING_DISBURSEMENT' }),
      ...withMandate(),
      [`DELETE ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: {
        status: 502,
        body: { message: 'Bank offline' },
      },
    });
    const { user } = await renderApp('/update-direct-debit');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, remove' }),
    );
    expect(await screen.findByText('Update/Remove Direct Debit failed')).toBeTruthy();
  });

  it('asks before an update, then replaces the mandate through the set-up form (another RM1)', async () => {
    stubCanvas();
    const open = vi.spyOn(bankPage, 'open').mockImplementation(() => undefined);
    const server = fakeApi({
      ...current({ status: 'PENDING_DISBURSEMENT' }),
      ...withMandate(),
      [`GET ${DIRECT_DEBIT_PATHS.banks}`]: { status: 200, body: BANKS },
      [`POST ${SIGNING_PATHS.tac(AGREEMENT_ID)}`]: { status: 200, body: TAC_SENT },
      [`PATCH ${DIRECT_DEBIT_PATHS.mandate(AGREEMENT_ID)}`]: {
        status: 200,
        body: { mandateId: MANDATE_ID, redirectUrl: '/sandbox/fpx/mandates/new' },
      },
    });
    const { user, router } = await renderApp('/update-direct-debit');
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Update your direct debit?' });
    expect(within(dialog).getByText(/another RM1 verification debit/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/direct-debit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Direct Debit' })).toBeTruthy();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bank' }), 'MBB0228');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'current');
    await user.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    drawStroke(signaturePad());
    await user.click(screen.getByRole('button', { name: 'Request TAC' }));
    await user.type(await screen.findByRole('textbox', { name: 'TAC' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue to your bank' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox/fpx/mandates/new'));
    const patched = server.sent.filter((request) => request.method === 'PATCH');
    expect(patched).toHaveLength(1);
    expect(patched[0]?.body).toMatchObject({ signature: ONE_PIXEL_PNG, tac: '654321' });
    expect(pendingUpdate.isFor(AGREEMENT_ID)).toBe(true);
  });

  it('says an update failed when the bank rejected it', async () => {
    await renderApp('/update-direct-debit-result?action=update&outcome=failed');
    expect(await screen.findByText('Update Direct Debit failed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/update-direct-debit');
  });
});
