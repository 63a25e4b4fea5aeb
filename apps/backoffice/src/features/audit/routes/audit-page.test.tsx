import { type AuditEntry, BACKOFFICE_BASE_PATH, BACKOFFICE_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ENTRIES: AuditEntry[] = [
  {
    id: '41',
    at: '2026-03-03T03:00:00.000Z',
    actorKind: 'officer',
    actorName: 'Farid Hassan',
    actorRole: 'verifier',
    action: 'application.verify',
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    before: { status: 'PENDING' },
    after: { status: 'SUBMITTED_FOR_APPROVAL' },
    remark: 'Employer confirmed.',
  },
  {
    id: '40',
    at: '2026-03-02T10:00:00.000Z',
    actorKind: 'officer',
    actorName: 'Nurul Huda',
    actorRole: 'admin',
    action: 'officer.update',
    applicationId: null,
    applicationNo: null,
    before: { roles: ['verifier'], active: true },
    after: { roles: ['verifier', 'verifier2'], active: true },
    remark: null,
  },
  {
    id: '39',
    at: '2026-03-02T09:00:00.000Z',
    actorKind: 'system',
    actorName: null,
    actorRole: null,
    action: 'master.videoPublished',
    applicationId: null,
    applicationNo: null,
    before: null,
    after: { subtitleLanguage: 'ms' },
    remark: null,
  },
];

/** Entries whose fields the catalog names, to read in either language. */
const NAMED_ENTRIES: AuditEntry[] = [
  {
    id: '52',
    at: '2026-03-05T03:00:00.000Z',
    actorKind: 'officer',
    actorName: 'Nurul Huda',
    actorRole: 'admin',
    action: 'customer.update',
    applicationId: null,
    applicationNo: null,
    before: { fullName: 'Aisyah binti Ahmad', residentialAddress1: '12 Jalan Mawar', city: 'Kuala Lumpur' },
    after: { fullName: 'Aisyah binti Ahmad', residentialAddress1: '12 Jalan Melati', city: 'Kuala Lumpur' },
    remark: 'Moved house',
  },
  {
    id: '51',
    at: '2026-03-04T03:00:00.000Z',
    actorKind: 'officer',
    actorName: 'Siti Aminah',
    actorRole: 'approver1',
    action: 'application.approve',
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    before: { status: 'SUBMITTED_FOR_APPROVAL', approval: null },
    after: { status: 'APPROVED', approval: { amountSen: 400_000, tenureMonths: 12 } },
    remark: null,
  },
  {
    id: '50',
    at: '2026-03-04T02:00:00.000Z',
    actorKind: 'officer',
    actorName: 'Farid Hassan',
    actorRole: null,
    action: 'officer.passwordChange',
    applicationId: null,
    applicationNo: null,
    before: { mustChangePassword: true, passwordChangedAt: null },
    after: { mustChangePassword: false, passwordChangedAt: '2026-03-04T02:00:00.000Z', endedSessions: 1 },
    remark: null,
  },
];

function auditApi(items: AuditEntry[] = ENTRIES) {
  const admin = logInAs(['admin']);
  return fakeApi({
    ...sessionAnswers(admin),
    [`GET ${BACKOFFICE_PATHS.audit}`]: (request) =>
      ok({
        items: request.query.get('q') === 'nothing' ? [] : items,
        total: request.query.get('q') === 'nothing' ? 0 : 120,
        page: Number(request.query.get('page') ?? 1),
        pageSize: 50,
      }),
  });
}

describe('the audit search', () => {
  it('shows who did what, when, in which role, and the change before and after, readably', async () => {
    auditApi();
    await renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const [verify, update, published] = within(table).getAllByRole('row').slice(1);
    expect(verify?.textContent).toContain('Farid Hassan');
    expect(verify?.textContent).toContain('Verifier');
    expect(verify?.textContent).toContain('Verified');
    expect(within(verify as HTMLElement).getByRole('link', { name: 'SK-2026-000123' })).toBeTruthy();
    expect(verify?.textContent).toContain('Status: Pending verification');
    expect(verify?.textContent).toContain('Submitted for approval');
    expect(verify?.textContent).toContain('Employer confirmed.');

    expect(update?.textContent).toContain('Officer changed');
    expect(update?.textContent).toContain('Roles: Verifier → changed to Verifier, Second verifier');
    // Unchanged fields are left out.
    expect(update?.textContent).not.toContain('Active');

    // An action and a field newer than the catalog are shown as stored; a system entry says so.
    expect(published?.textContent).toContain('master.videoPublished');
    expect(published?.textContent).toContain('System');
    expect(published?.textContent).toContain('subtitleLanguage: ms');
  });

  it("links an SME or staff application's entry to its page by its number", async () => {
    const smeApplicationId = '0b8f3c55-7a52-4b8e-9d0e-4a1b2c3d4e5f';
    auditApi([
      {
        id: '60',
        at: '2026-03-06T03:00:00.000Z',
        actorKind: 'officer',
        actorName: 'Farid Hassan',
        actorRole: 'verifier',
        action: 'smeApplication.verify',
        applicationId: null,
        applicationNo: 'SME-2026-000007',
        smeApplicationId,
        before: { status: 'PENDING' },
        after: { status: 'SUBMITTED_FOR_APPROVAL' },
        remark: 'SSM checked',
      },
    ]);
    await renderApp('/audit');
    const link = await screen.findByRole('link', { name: 'SME-2026-000007' });
    expect(link.getAttribute('href')).toBe(`${BACKOFFICE_BASE_PATH}/sme/${smeApplicationId}`);
  });

  it.each([
    {
      language: 'en',
      caption: 'Audit entries, newest first',
      texts: [
        ['Customer details corrected', 'Address line 1: 12 Jalan Mawar', '12 Jalan Melati', 'Moved house'],
        [
          'Approved',
          'First approver',
          'Status: Submitted for approval',
          'Approved terms: —',
          'Amount: RM4,000.00; Tenure (months): 12',
        ],
        ['Password changed', 'Must change password: Yes', 'No', 'Sessions ended: — → changed to 1'],
      ],
    },
    {
      language: 'ms',
      caption: 'Entri audit, terkini dahulu',
      texts: [
        ['Butiran pelanggan dibetulkan', 'Alamat baris 1: 12 Jalan Mawar', '12 Jalan Melati', 'Moved house'],
        [
          'Diluluskan',
          'Pelulus pertama',
          'Status: Dihantar untuk kelulusan',
          'Terma diluluskan: —',
          'Jumlah: RM4,000.00; Tempoh (bulan): 12',
        ],
        [
          'Kata laluan ditukar',
          'Mesti menukar kata laluan: Ya',
          'Tidak',
          'Sesi ditamatkan: — → diubah kepada 1',
        ],
      ],
    },
  ])(
    'names each action and each field it changed from the catalog, in $language',
    async ({ language, caption, texts }) => {
      auditApi(NAMED_ENTRIES);
      await renderApp(`/audit?lang=${language}`);
      const table = await screen.findByRole('table', { name: caption });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(texts.length);
      rows.forEach((row, index) => {
        for (const text of texts[index] ?? []) expect(row.textContent).toContain(text);
      });
      // Unchanged fields are left out, in either language.
      expect(rows[0]?.textContent).not.toMatch(/Full name|Nama penuh/);
    },
  );

  it('searches by words and dates, keeps the search in the address, and pages', async () => {
    const api = auditApi();
    const { user, currentPath } = await renderApp('/audit');
    await screen.findByText('Entries found: 120');
    await user.type(screen.getByLabelText('Search'), 'SK-2026-000123');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentPath()).toBe('/audit?q=SK-2026-000123&from=2026-03-01&to=2026-03-31'));
    await waitFor(() => expect(api.to(BACKOFFICE_PATHS.audit).at(-1)?.query.get('q')).toBe('SK-2026-000123'));
    const last = api.to(BACKOFFICE_PATHS.audit).at(-1);
    expect(last?.query.get('from')).toBe('2026-03-01');
    expect(last?.query.get('to')).toBe('2026-03-31');
    expect(last?.query.get('page')).toBe('1');

    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(api.to(BACKOFFICE_PATHS.audit).at(-1)?.query.get('page')).toBe('2'));
    expect(api.to(BACKOFFICE_PATHS.audit).at(-1)?.query.get('q')).toBe('SK-2026-000123');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('SK-2026-000123');
  });

  it('says when nothing matches', async () => {
    auditApi();
    await renderApp('/audit?q=nothing');
    expect(await screen.findByText('Entries found: 0')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
