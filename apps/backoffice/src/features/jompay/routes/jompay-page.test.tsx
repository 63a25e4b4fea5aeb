import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { JOMPAY_PATHS, type JompayImport, type JompayLine, sen } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const IMPORT_ID = '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d';
const LINE_ID = '4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e';

const imported: JompayImport = {
  id: IMPORT_ID,
  fileName: 'JOMPAY_83212_20270104.csv',
  fileDate: '2027-01-04',
  digest: 'a'.repeat(64),
  source: 'job',
  uploadedBy: null,
  importedAt: '2027-01-04T23:00:00.000Z',
  newFile: true,
  counts: { posted: 12, parked: 1, rejected: 1, duplicate: 2 },
  fileProblems: [],
};

const parked: JompayLine = {
  id: LINE_ID,
  importId: IMPORT_ID,
  lineNo: 4,
  text: 'D,83212,20270104,20269999994,,100.00,JP20270104000000002',
  ref1: '20269999994',
  amountSen: sen(10_000),
  paidOn: '2027-01-04',
  bankReference: 'JP20270104000000002',
  status: 'parked',
  reason: 'Ref-1 names no agreement of ours.',
  agreementNo: null,
  remark: null,
  returnPayout: null,
};

/** Two lines returned to their payers: one paid back, one the payer's bank refused (decision 048). */
const returnedLines: JompayLine[] = [
  {
    ...parked,
    id: '6a1f2e3d-4c5b-4a69-8877-665544332211',
    bankReference: 'JP20270104000000007',
    status: 'returned',
    reason: null,
    remark: 'Payer has no agreement with us',
    returnPayout: { status: 'paid', bankReference: 'IBG2027010500000042', failureReason: null },
  },
  {
    ...parked,
    id: '7b2a3f4e-5d6c-4b7a-9988-776655443322',
    amountSen: sen(7_500),
    bankReference: 'JP20270104000000008',
    status: 'returned',
    reason: null,
    remark: 'Not ours',
    returnPayout: { status: 'failed', bankReference: null, failureReason: 'accountNotFound' },
  },
];

function answers(who: ReturnType<typeof logInAs>, lines: JompayLine[] = [parked]) {
  return {
    ...sessionAnswers(who),
    [`GET ${JOMPAY_PATHS.imports}`]: ok([imported]),
    [`GET ${JOMPAY_PATHS.parked}`]: ok(lines),
    [`GET ${JOMPAY_PATHS.returned}`]: ok(returnedLines),
  };
}

describe('JomPAY reconciliation in the back office', () => {
  it('lists the parked payments and the imports with their counts', async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi(answers(who));
    const { container } = await renderApp('/jompay');
    expect(await screen.findByRole('heading', { level: 1, name: 'JomPAY reconciliation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JomPAY' }).getAttribute('aria-current')).toBe('page');
    const parkedTable = await screen.findByRole('table', {
      name: 'Payments whose Ref-1 names no active account, oldest first',
    });
    expect(
      within(parkedTable)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20269999994', 'RM100.00', '4 Jan 2027', 'Ref-1 names no agreement of ours.', 'AssignReturn']);
    const importsTable = await screen.findByRole('table', { name: 'Files imported, newest first' });
    expect(
      within(importsTable)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4 Jan 2027', 'Daily job', expect.stringContaining('5 Jan 2027'), '12', '1', '1', '2', '-']);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('shows each returned payment with its payout back to the payer', async () => {
    const who = logInAs(['admin']);
    fakeApi(answers(who));
    const { container } = await renderApp('/jompay');
    const table = await screen.findByRole('table', {
      name: 'Payments returned to their payers, the latest first, with the payout back to each',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['RM100.00', '4 Jan 2027', 'Payer has no agreement with us', 'Paid back (IBG2027010500000042)'],
      ['RM75.00', '4 Jan 2027', 'Not ours', "Refused by the bank: the payer's bank found no such payment"],
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('assigns a parked payment to an account with a remark', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...answers(who),
      [`POST ${JOMPAY_PATHS.assign(LINE_ID)}`]: ok({
        ...parked,
        status: 'posted',
        agreementNo: 'SKL-2026-000123',
        remark: 'Bank slip checked',
      }),
    });
    const { user, container } = await renderApp('/jompay');
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Post RM100.00 (JP20270104000000002) to an account',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Post to this account' }));
    expect(await within(dialog).findByText('Enter the agreement number.')).toBeTruthy();
    expect(server.to(JOMPAY_PATHS.assign(LINE_ID))).toHaveLength(0);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Agreement number/ }), 'SKL-2026-000123');
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Bank slip checked');
    await user.click(within(dialog).getByRole('button', { name: 'Post to this account' }));
    expect(await screen.findByText('RM100.00 posted to SKL-2026-000123.')).toBeTruthy();
    expect(server.to(JOMPAY_PATHS.assign(LINE_ID))[0]?.body).toEqual({
      agreementNo: 'SKL-2026-000123',
      remark: 'Bank slip checked',
    });
    // It moves money, so it carries its Idempotency-Key.
    const sent = server.fetch.mock.calls.find(([url]) =>
      String(url).startsWith(JOMPAY_PATHS.assign(LINE_ID)),
    );
    expect(new Headers(sent?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(server.to(JOMPAY_PATHS.parked)).toHaveLength(2));
  });

  it('marks a parked payment for return, in Malay', async () => {
    const who = logInAs(['admin']);
    const server = fakeApi({
      ...answers(who),
      [`POST ${JOMPAY_PATHS.markForReturn(LINE_ID)}`]: ok({
        ...parked,
        status: 'returned',
        remark: 'Tiada akaun',
      }),
    });
    const { user } = await renderApp('/jompay?lang=ms');
    await user.click(await screen.findByRole('button', { name: 'Pulangkan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Pulangkan RM100.00 (JP20270104000000002) kepada pembayar',
    });
    await user.type(within(dialog).getByRole('textbox'), 'Tiada akaun');
    await user.click(within(dialog).getByRole('button', { name: 'Tanda untuk dipulangkan' }));
    expect(await screen.findByText('RM100.00 ditanda untuk dipulangkan kepada pembayar.')).toBeTruthy();
    expect(server.to(JOMPAY_PATHS.markForReturn(LINE_ID))[0]?.body).toEqual({ remark: 'Tiada akaun' });
  });

  it('uploads a bank file and says what became of its lines', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...answers(who, []),
      [`POST ${JOMPAY_PATHS.upload}`]: ok({
        ...imported,
        fileName: 'JOMPAY_83212_20270105.csv',
        source: 'upload',
        uploadedBy: who.id,
        counts: { posted: 3, parked: 0, rejected: 0, duplicate: 1 },
      }),
    });
    const { user } = await renderApp('/jompay');
    expect(await screen.findByText('No payment is waiting for an officer.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose the bank file to upload.')).toBeTruthy();
    const content = 'H,83212,20270105\r\nT,0,0.00\r\n';
    const file = new File([content], 'JOMPAY_83212_20270105.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/Bank file/), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('JOMPAY_83212_20270105.csv: 3 posted, 0 parked, 0 rejected, 1 duplicates.'),
    ).toBeTruthy();
    expect(server.to(JOMPAY_PATHS.upload)[0]?.body).toEqual({
      fileName: 'JOMPAY_83212_20270105.csv',
      content,
    });
  });

  it('shows JomPAY in the navigation only to those who reconcile it', async () => {
    const who = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(who), [`GET ${JOMPAY_PATHS.imports}`]: ok([]) });
    await renderApp('/disbursements');
    await screen.findByRole('link', { name: 'Disbursements' });
    expect(screen.queryByRole('link', { name: 'JomPAY' })).toBeNull();
  });
});
