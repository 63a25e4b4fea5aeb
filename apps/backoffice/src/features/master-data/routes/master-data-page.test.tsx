import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  type AdminListItem,
  type AdminProduct,
  type AdminVideo,
  type InsuranceRate,
  MASTER_ADMIN_PATHS,
  type ProductCode,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const MALAY: AdminListItem = {
  id: '6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  list: 'race',
  company: 'all',
  code: '1',
  nameEn: 'Malay',
  nameMs: 'Melayu',
  attributes: {},
  active: true,
};
const MAYBANK: AdminListItem = {
  id: '7a1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  list: 'bank',
  company: 'all',
  code: '21',
  nameEn: 'Maybank',
  nameMs: 'Maybank',
  attributes: { swiftCode: 'MBBEMYKL', accountNumberLengths: [12] },
  active: true,
};
const PRODUCTS: AdminProduct[] = [
  {
    code: 'PL-CONV',
    company: 'conventional',
    segment: 'individual',
    nameEn: 'Sinar Personal Loan',
    nameMs: 'Pinjaman Peribadi Sinar',
    active: true,
  },
  {
    code: 'PF-ISL',
    company: 'islamic',
    segment: 'individual',
    nameEn: 'Sinar Personal Financing-i',
    nameMs: 'Pembiayaan Peribadi-i Sinar',
    active: true,
  },
];
const SINAR20: ProductCode = {
  code: 'SINAR20',
  kind: 'campaign',
  productCode: 'PL-CONV',
  processingFeeDiscountSen: sen(2_000),
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  active: true,
};
const RATES: InsuranceRate[] = [
  { company: 'conventional', tenureMonths: 12, grossRateBp: 120, providerName: 'Perisai Insurance Berhad' },
];
const VIDEO: AdminVideo = {
  id: '0b1d6a52-6d55-4c1e-9a51-000000000101',
  company: 'conventional',
  segment: 'individual',
  partnerType: null,
  language: 'en',
  title: 'Your personal loan: what you are agreeing to',
  durationSeconds: 12,
  active: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  fileName: 'attestation-conventional-en.mp4',
};

const refusal = (status: number, message: string): FakeAnswer => ({ status, body: { message } });

function masterDataApi(roles: Parameters<typeof logInAs>[0] = ['admin']) {
  const admin = logInAs(roles);
  let race = [MALAY];
  let codes = [SINAR20];
  return fakeApi({
    ...sessionAnswers(admin),
    [`GET ${MASTER_ADMIN_PATHS.list('race')}`]: () => ok(race),
    [`GET ${MASTER_ADMIN_PATHS.list('bank')}`]: ok([MAYBANK]),
    [`POST ${MASTER_ADMIN_PATHS.list('race')}`]: (request) => {
      const body = request.body as AdminListItem;
      if (body.code === '1')
        return refusal(409, 'This list has an item with this code for the same brand already.');
      const created = { ...body, id: '8b1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', list: 'race', active: true };
      race = [...race, created as AdminListItem];
      return { status: 201, body: created };
    },
    [`POST ${MASTER_ADMIN_PATHS.list('bank')}`]: (request) => ({
      status: 201,
      body: {
        ...(request.body as object),
        id: '9c1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        list: 'bank',
        active: true,
      },
    }),
    [`PATCH ${MASTER_ADMIN_PATHS.listItem('race', MALAY.id)}`]: (request) => {
      race = race.map((item) => (item.id === MALAY.id ? { ...item, ...(request.body as object) } : item));
      return ok(race.find((item) => item.id === MALAY.id));
    },
    [`GET ${MASTER_ADMIN_PATHS.products}`]: ok(PRODUCTS),
    [`PATCH ${MASTER_ADMIN_PATHS.product('PL-CONV')}`]: (request) =>
      ok({ ...PRODUCTS[0], ...(request.body as object) }),
    [`GET ${MASTER_ADMIN_PATHS.codes}`]: () => ok(codes),
    [`POST ${MASTER_ADMIN_PATHS.codes}`]: (request) => {
      const created = { ...(request.body as ProductCode), active: true };
      codes = [created, ...codes];
      return { status: 201, body: created };
    },
    [`PATCH ${MASTER_ADMIN_PATHS.code('SINAR20')}`]: (request) => {
      codes = codes.map((code) =>
        code.code === 'SINAR20' ? { ...code, ...(request.body as object) } : code,
      );
      return ok(codes.find((code) => code.code === 'SINAR20'));
    },
    [`GET ${MASTER_ADMIN_PATHS.insuranceRates}`]: ok(RATES),
    [`PATCH ${MASTER_ADMIN_PATHS.insuranceRate('islamic', 36)}`]: (request) =>
      ok({ company: 'islamic', tenureMonths: 36, ...(request.body as object) }),
    [`PATCH ${MASTER_ADMIN_PATHS.insuranceRate('conventional', 12)}`]: (request) =>
      ok({ ...RATES[0], ...(request.body as object) }),
    [`GET ${MASTER_ADMIN_PATHS.videos}`]: ok([VIDEO]),
    [`PATCH ${MASTER_ADMIN_PATHS.video(VIDEO.id)}`]: refusal(
      409,
      'This is the only active video for its brand, language and partner type: customers need it to attest.',
    ),
  });
}

describe('the master data page', () => {
  it('is in the admin navigation, opens on the lists and has no serious accessibility problem', async () => {
    masterDataApi();
    const { container, user, currentPath } = await renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Master data' }));
    await waitFor(() => expect(currentPath()).toBe('/master-data'));
    const table = await screen.findByRole('table', { name: 'Items of the list Race' });
    expect(within(table).getByRole('rowheader', { name: 'Malay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lists' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('is not offered to a verifier', async () => {
    masterDataApi(['verifier']);
    await renderApp('/master-data/codes');
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Master data' })).toBeNull();
  });

  it('adds a list item after checking the form, and shows the server refusal', async () => {
    const api = masterDataApi();
    const { user } = await renderApp('/master-data/lists');
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const form = screen.getByRole('region', { name: 'New item in Race' });
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Enter a number of up to 6 digits.')).toBeTruthy();
    expect(within(form).getAllByText('Enter a name (1 to 100 characters).')).toHaveLength(2);
    expect(api.to(MASTER_ADMIN_PATHS.list('race'), 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Code'), '1');
    await user.type(within(form).getByLabelText('Name in English'), 'Iban');
    await user.type(within(form).getByLabelText('Name in Malay'), 'Iban');
    await user.selectOptions(within(form).getByLabelText('Offered by'), 'islamic');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'This list has an item with this code for the same brand already.',
    );

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), '8');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    const table = await screen.findByRole('table', { name: 'Items of the list Race' });
    expect(await within(table).findByRole('rowheader', { name: 'Iban' })).toBeTruthy();
    expect(api.to(MASTER_ADMIN_PATHS.list('race'), 'POST').at(-1)?.body).toEqual({
      company: 'islamic',
      code: '8',
      nameEn: 'Iban',
      nameMs: 'Iban',
      attributes: {},
    });
    expect(screen.queryByRole('region', { name: 'New item in Race' })).toBeNull();
  });

  it("asks for a bank's SWIFT code and account lengths", async () => {
    const api = masterDataApi();
    const { user } = await renderApp('/master-data/lists');
    await user.selectOptions(await screen.findByLabelText('List'), 'bank');
    const table = await screen.findByRole('table', { name: 'Items of the list Banks' });
    expect(within(table).getByText('MBBEMYKL · 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New item' }));
    const form = screen.getByRole('region', { name: 'New item in Banks' });
    await user.type(within(form).getByLabelText('Code'), '33');
    await user.type(within(form).getByLabelText('Name in English'), 'Bank Rakyat');
    await user.type(within(form).getByLabelText('Name in Malay'), 'Bank Rakyat');
    await user.type(within(form).getByLabelText('SWIFT code'), 'BKR');
    await user.type(within(form).getByLabelText('Account number lengths'), '12, 14');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Enter the 8 or 11 character SWIFT code.')).toBeTruthy();
    await user.type(within(form).getByLabelText('SWIFT code'), 'mmykl');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(api.to(MASTER_ADMIN_PATHS.list('bank'), 'POST')).toHaveLength(1));
    expect(api.to(MASTER_ADMIN_PATHS.list('bank'), 'POST')[0]?.body).toEqual({
      company: 'all',
      code: '33',
      nameEn: 'Bank Rakyat',
      nameMs: 'Bank Rakyat',
      attributes: { swiftCode: 'BKRMMYKL', accountNumberLengths: [12, 14] },
    });
  });

  it('renames a list item and deactivates it after a confirmation', async () => {
    const api = masterDataApi();
    const { user } = await renderApp('/master-data/lists');
    await user.click(await screen.findByRole('button', { name: 'Edit Malay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Malay' });
    const malay = within(dialog).getByLabelText('Name in Malay');
    await user.clear(malay);
    await user.type(malay, 'Bangsa Melayu');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(MASTER_ADMIN_PATHS.listItem('race', MALAY.id))[0]?.body).toEqual({
      nameEn: 'Malay',
      nameMs: 'Bangsa Melayu',
      attributes: {},
    });

    await user.click(await screen.findByRole('button', { name: 'Deactivate Malay' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Malay?' });
    expect(api.to(MASTER_ADMIN_PATHS.listItem('race', MALAY.id))).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(MASTER_ADMIN_PATHS.listItem('race', MALAY.id))[1]?.body).toEqual({ active: false });
    const row = await screen.findByRole('row', { name: /Bangsa Melayu/ });
    await waitFor(() => expect(row.textContent).toContain('Deactivated'));
    expect(within(row).getByRole('button', { name: 'Activate Malay' })).toBeTruthy();
  });

  it('renames a product', async () => {
    const api = masterDataApi();
    const { user, container } = await renderApp('/master-data/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Sinar Personal Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sinar Personal Loan' });
    const english = within(dialog).getByLabelText('Name in English');
    await user.clear(english);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a name (1 to 100 characters).')).toBeTruthy();
    await user.type(english, 'Sinar Personal Loan Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(MASTER_ADMIN_PATHS.product('PL-CONV'))[0]?.body).toEqual({
      nameEn: 'Sinar Personal Loan Plus',
      nameMs: 'Pinjaman Peribadi Sinar',
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('creates a campaign code in capitals, refusing dates in the wrong order, and edits one', async () => {
    const api = masterDataApi();
    const { user, container } = await renderApp('/master-data/codes');
    const table = await screen.findByRole('table', { name: 'Campaign and referral codes' });
    expect(within(table).getByRole('rowheader', { name: 'SINAR20' })).toBeTruthy();
    expect(within(table).getByText('RM20.00')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New code' }));
    const form = screen.getByRole('region', { name: 'New campaign or referral code' });
    await user.type(within(form).getByLabelText('Code'), 'cny-88');
    await user.selectOptions(within(form).getByLabelText('Product'), 'PF-ISL');
    await user.type(within(form).getByLabelText('Processing fee waiver (RM)'), '30');
    await user.type(within(form).getByLabelText('First valid day'), '2027-02-01');
    await user.type(within(form).getByLabelText('Last valid day'), '2027-01-31');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Enter a last day on or after the first day.')).toBeTruthy();
    expect(api.to(MASTER_ADMIN_PATHS.codes, 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Last valid day'));
    await user.type(within(form).getByLabelText('Last valid day'), '2027-02-28');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(table).findByRole('rowheader', { name: 'CNY-88' })).toBeTruthy();
    expect(api.to(MASTER_ADMIN_PATHS.codes, 'POST')[0]?.body).toEqual({
      code: 'CNY-88',
      kind: 'campaign',
      productCode: 'PF-ISL',
      processingFeeDiscountSen: 3_000,
      validFrom: '2027-02-01',
      validUntil: '2027-02-28',
    });

    await user.click(within(table).getByRole('button', { name: 'Edit SINAR20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SINAR20' });
    const waiver = within(dialog).getByLabelText('Processing fee waiver (RM)');
    expect((waiver as HTMLInputElement).value).toBe('20.00');
    await user.clear(waiver);
    await user.type(waiver, '25.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(MASTER_ADMIN_PATHS.code('SINAR20'))[0]?.body).toMatchObject({
      productCode: 'PL-CONV',
      processingFeeDiscountSen: 2_550,
    });
  });

  it('sets an insurance rate for a new tenure and edits an existing one', async () => {
    const api = masterDataApi();
    const { user, container } = await renderApp('/master-data/insurance');
    const table = await screen.findByRole('table', { name: 'Insurance and takaful rates' });
    expect(within(table).getByText('1.2% (120)')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Set a rate' }));
    const form = screen.getByRole('region', { name: 'Set a rate' });
    await user.selectOptions(within(form).getByLabelText('Brand'), 'islamic');
    await user.type(within(form).getByLabelText('Tenure (months)'), '36');
    await user.type(within(form).getByLabelText('Gross rate (basis points)'), '12.5');
    await user.type(within(form).getByLabelText('Provider'), 'Perisai Takaful Berhad');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText('Enter whole basis points between 0 and 10,000.')).toBeTruthy();
    const rate = within(form).getByLabelText('Gross rate (basis points)');
    await user.clear(rate);
    await user.type(rate, '324');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(api.to(MASTER_ADMIN_PATHS.insuranceRate('islamic', 36))).toHaveLength(1));
    expect(api.to(MASTER_ADMIN_PATHS.insuranceRate('islamic', 36))[0]?.body).toEqual({
      grossRateBp: 324,
      providerName: 'Perisai Takaful Berhad',
    });

    await user.click(within(table).getByRole('button', { name: 'Edit Rate for Conventional, 12 months' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate for Conventional, 12 months' });
    const existing = within(dialog).getByLabelText('Gross rate (basis points)');
    await user.clear(existing);
    await user.type(existing, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(MASTER_ADMIN_PATHS.insuranceRate('conventional', 12))[0]?.body).toEqual({
      grossRateBp: 150,
      providerName: 'Perisai Insurance Berhad',
    });
  });

  it("shows the server's refusal to deactivate the last video of its kind", async () => {
    const api = masterDataApi();
    const { user, container } = await renderApp('/master-data/videos');
    const table = await screen.findByRole('table', { name: 'Attestation videos' });
    expect(within(table).getByText('attestation-conventional-en.mp4')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(table).getByRole('button', { name: `Deactivate ${VIDEO.title}` }));
    const confirm = await screen.findByRole('dialog', { name: `Deactivate ${VIDEO.title}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain(
      'This is the only active video for its brand, language and partner type: customers need it to attest.',
    );
    expect(api.to(MASTER_ADMIN_PATHS.video(VIDEO.id))[0]?.body).toEqual({ active: false });
  });
});
