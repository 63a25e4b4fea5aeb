import { type AdminListItem, API_BASES, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, officerToken, seedDemoAccounts } from '../auth/testing.ts';
import { type AdminCaller, adminCaller, masterAudit } from './testing.ts';

let t: TestApp;
let admin: AdminCaller;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  admin = await adminCaller(t);
});
afterAll(() => t.close());

const customerList = async (path: string, lang = 'en') =>
  (await t.app.inject({ method: 'GET', url: `${API_BASES.master}/${path}?lang=${lang}` })).json<
    { code: string; name: string }[]
  >();

describe('who may change master data', () => {
  it('refuses a customer token (401), officers without the admin role and a temporary password (403)', async () => {
    const customer = await loggedIn(t, { tab: 'conventional', phoneOrEmail: 'aisyah@example.com' });
    const verifier = await officerToken(t, ['verifier', 'approver1']);
    const temporary = await adminCaller(t);
    await t.db.query('update officers set password_is_temporary = true where id = $1', [temporary.officerId]);
    const [race] = (await admin.call('GET', MASTER_ADMIN_PATHS.list('race'))).json<AdminListItem[]>();
    const calls = [
      { method: 'GET', url: MASTER_ADMIN_PATHS.list('race') },
      {
        method: 'POST',
        url: MASTER_ADMIN_PATHS.list('race'),
        payload: { company: 'all', code: '77', nameEn: 'X', nameMs: 'X', attributes: {} },
      },
      {
        method: 'PATCH',
        url: MASTER_ADMIN_PATHS.listItem('race', race?.id ?? ''),
        payload: { active: false },
      },
      { method: 'GET', url: MASTER_ADMIN_PATHS.products },
      { method: 'PATCH', url: MASTER_ADMIN_PATHS.product('PL-CONV'), payload: { active: false } },
      { method: 'GET', url: MASTER_ADMIN_PATHS.codes },
      {
        method: 'POST',
        url: MASTER_ADMIN_PATHS.codes,
        payload: {
          code: 'HACK',
          kind: 'campaign',
          productCode: 'PL-CONV',
          processingFeeDiscountSen: 5000,
          validFrom: '2026-01-01',
          validUntil: '2026-12-31',
        },
      },
      { method: 'PATCH', url: MASTER_ADMIN_PATHS.code('SINAR20'), payload: { active: false } },
      { method: 'GET', url: MASTER_ADMIN_PATHS.insuranceRates },
      {
        method: 'PATCH',
        url: MASTER_ADMIN_PATHS.insuranceRate('conventional', 12),
        payload: { grossRateBp: 1, providerName: 'Nobody Berhad' },
      },
      { method: 'GET', url: MASTER_ADMIN_PATHS.videos },
      {
        method: 'PATCH',
        url: MASTER_ADMIN_PATHS.video('0b1d6a52-6d55-4c1e-9a51-000000000101'),
        payload: { title: 'Changed' },
      },
    ] as const;
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asCustomer = await t.app.inject({ ...call, headers: bearer(customer) });
      expect(asCustomer.statusCode, `${call.method} ${call.url}`).toBe(401);
      const asVerifier = await t.app.inject({ ...call, headers: bearer(verifier) });
      expect(asVerifier.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(asVerifier.json().message).toBe('Only an officer with the right role can do this.');
      const withTemporaryPassword = await t.app.inject({ ...call, headers: bearer(temporary.token) });
      expect(withTemporaryPassword.statusCode).toBe(403);
      expect(withTemporaryPassword.json().message).toBe('Please change your temporary password first.');
    }
    const [audited] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where subject_type = 'master'`,
    );
    expect(audited?.count).toBe(0);
    expect((await customerList('race/conventional')).map((item) => item.code)).toContain(race?.code);
    expect((await t.db.query(`select 1 from product_codes where code = 'HACK'`)).length).toBe(0);
  });
});

describe('lists', () => {
  it('lists every item with both names, its brand and attributes, by numeric code', async () => {
    const response = await admin.call('GET', MASTER_ADMIN_PATHS.list('loanReason'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = response.json<AdminListItem[]>();
    expect(items.map((item) => item.code).slice(8)).toEqual(['9', '10', '99']);
    expect(items[0]).toMatchObject({
      list: 'loanReason',
      company: 'all',
      code: '1',
      nameEn: 'Education',
      nameMs: 'Pendidikan',
      attributes: { isOther: false },
      active: true,
    });
    expect(items.at(-1)?.attributes).toEqual({ isOther: true });
    const banks = (await admin.call('GET', MASTER_ADMIN_PATHS.list('bank'))).json<AdminListItem[]>();
    expect(banks.find((bank) => bank.nameEn === 'Maybank')?.attributes).toEqual({
      swiftCode: 'MBBEMYKL',
      accountNumberLengths: [12],
    });
  });

  it('adds an item that customers of its brand see at once, audited', async () => {
    const response = await admin.call('POST', MASTER_ADMIN_PATHS.list('bank'), {
      company: 'islamic',
      code: ' 33 ',
      nameEn: 'Bank Rakyat Islamic',
      nameMs: 'Bank Rakyat Islamik',
      attributes: { swiftCode: 'bkrmmykl', accountNumberLengths: [12, 14] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json<AdminListItem>();
    expect(item).toMatchObject({
      list: 'bank',
      company: 'islamic',
      code: '33',
      active: true,
      attributes: { swiftCode: 'BKRMMYKL', accountNumberLengths: [12, 14] },
    });

    const islamic = await customerList('bank/islamic', 'ms');
    expect(islamic.at(-1)).toMatchObject({
      code: '33',
      name: 'Bank Rakyat Islamik',
      swiftCode: 'BKRMMYKL',
      accountNumberLengths: [12, 14],
    });
    expect((await customerList('bank/conventional')).map((bank) => bank.code)).not.toContain('33');

    expect(await masterAudit(t, item.id)).toEqual([
      {
        action: 'master.listItem.create',
        subjectId: item.id,
        actorId: admin.officerId,
        actorRole: 'admin',
        before: null,
        after: {
          list: 'bank',
          company: 'islamic',
          code: '33',
          nameEn: 'Bank Rakyat Islamic',
          nameMs: 'Bank Rakyat Islamik',
          active: true,
          swiftCode: 'BKRMMYKL',
          accountNumberLengths: [12, 14],
        },
      },
    ]);
  });

  it('refuses a code that customers of the same brand already see, for one brand or both', async () => {
    const form = { nameEn: 'Other race', nameMs: 'Kaum lain', attributes: {} };
    // 'race' 7 exists for both brands: neither brand may have another 7.
    for (const company of ['all', 'conventional', 'islamic']) {
      const taken = await admin.call('POST', MASTER_ADMIN_PATHS.list('race'), {
        ...form,
        company,
        code: '7',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('This list has an item with this code for the same brand already.');
    }
    expect(
      (
        await admin.call('POST', MASTER_ADMIN_PATHS.list('race'), {
          ...form,
          company: 'conventional',
          code: '8',
        })
      ).statusCode,
    ).toBe(201);
    // The other brand may use 8 for its own item; an item for both brands may not.
    expect(
      (await admin.call('POST', MASTER_ADMIN_PATHS.list('race'), { ...form, company: 'islamic', code: '8' }))
        .statusCode,
    ).toBe(201);
    const both = await admin.call('POST', MASTER_ADMIN_PATHS.list('race'), {
      ...form,
      company: 'all',
      code: '8',
    });
    expect(both.statusCode).toBe(409);
    const malay = await t.app.inject({
      method: 'POST',
      url: `${MASTER_ADMIN_PATHS.list('race')}?lang=ms`,
      headers: bearer(admin.token),
      payload: { ...form, company: 'all', code: '8' },
    });
    expect(malay.json().message).toBe(
      'Senarai ini sudah mempunyai item dengan kod ini untuk jenama yang sama.',
    );
  });

  it.each([
    [
      'a code that is not a number',
      'race',
      { company: 'all', code: 'A1', nameEn: 'X', nameMs: 'X', attributes: {} },
    ],
    ['an empty name', 'race', { company: 'all', code: '50', nameEn: ' ', nameMs: 'X', attributes: {} }],
    ['an unknown brand', 'race', { company: 'acme', code: '50', nameEn: 'X', nameMs: 'X', attributes: {} }],
    [
      'a bank without its SWIFT code',
      'bank',
      { company: 'all', code: '50', nameEn: 'X', nameMs: 'X', attributes: { accountNumberLengths: [10] } },
    ],
    [
      'a salary range upside down',
      'grossSalaryRange',
      {
        company: 'all',
        code: '50',
        nameEn: 'X',
        nameMs: 'X',
        attributes: { minSen: 500_000, maxSen: 100_000 },
      },
    ],
  ])('refuses %s', async (_case, list, payload) => {
    const before = await t.db.query('select id from master_list_items');
    const response = await admin.call('POST', MASTER_ADMIN_PATHS.list(list), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(await t.db.query('select id from master_list_items')).toHaveLength(before.length);
  });

  it('explains an upside-down salary range in the field', async () => {
    const response = await admin.call('POST', MASTER_ADMIN_PATHS.list('grossSalaryRange'), {
      company: 'all',
      code: '9',
      nameEn: 'X',
      nameMs: 'X',
      attributes: { minSen: 500_000, maxSen: 100_000 },
    });
    expect(response.json()).toEqual({
      message: 'The lowest amount must not be above the highest.',
      fieldErrors: { 'attributes.maxSen': 'The lowest amount must not be above the highest.' },
    });
  });

  it('renames an item in both languages, with effect on the next customer call, audited before and after', async () => {
    const items = (await admin.call('GET', MASTER_ADMIN_PATHS.list('relationship'))).json<AdminListItem[]>();
    const friend = items.find((item) => item.nameEn === 'Friend');
    if (!friend) throw new Error('no Friend in the relationship list');
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.listItem('relationship', friend.id), {
      nameEn: 'Close friend',
      nameMs: 'Sahabat',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminListItem>()).toMatchObject({
      nameEn: 'Close friend',
      nameMs: 'Sahabat',
      code: '6',
    });
    expect((await customerList('relationship/conventional')).find((item) => item.code === '6')?.name).toBe(
      'Close friend',
    );
    expect((await customerList('relationship/islamic', 'ms')).find((item) => item.code === '6')?.name).toBe(
      'Sahabat',
    );
    const [audit] = await masterAudit(t, friend.id);
    expect(audit).toMatchObject({
      action: 'master.listItem.update',
      before: { nameEn: 'Friend', nameMs: 'Rakan', code: '6', active: true },
      after: { nameEn: 'Close friend', nameMs: 'Sahabat', code: '6', active: true },
    });
  });

  it('deactivates an item, which disappears from the customer list at once, and activates it again', async () => {
    const items = (await admin.call('GET', MASTER_ADMIN_PATHS.list('employeeType'))).json<AdminListItem[]>();
    const contract = items.find((item) => item.nameEn === 'Contract');
    if (!contract) throw new Error('no Contract in the employee types');
    expect((await customerList('employeeType/conventional')).map((item) => item.code)).toContain('5');

    const off = await admin.call('PATCH', MASTER_ADMIN_PATHS.listItem('employeeType', contract.id), {
      active: false,
    });
    expect(off.json<AdminListItem>().active).toBe(false);
    expect((await customerList('employeeType/conventional')).map((item) => item.code)).not.toContain('5');
    expect((await customerList('employeeType/islamic')).map((item) => item.code)).not.toContain('5');
    // The admin still sees it, and the code stays: applications refer to it.
    const all = (await admin.call('GET', MASTER_ADMIN_PATHS.list('employeeType'))).json<AdminListItem[]>();
    expect(all.find((item) => item.id === contract.id)).toMatchObject({ code: '5', active: false });

    await admin.call('PATCH', MASTER_ADMIN_PATHS.listItem('employeeType', contract.id), { active: true });
    expect((await customerList('employeeType/conventional')).map((item) => item.code)).toContain('5');
    expect((await masterAudit(t, contract.id)).map((row) => [row.before?.active, row.after?.active])).toEqual(
      [
        [true, false],
        [false, true],
      ],
    );
  });

  it('changes a salary range bound that the customer call gives', async () => {
    const ranges = (await admin.call('GET', MASTER_ADMIN_PATHS.list('grossSalaryRange'))).json<
      AdminListItem[]
    >();
    const top = ranges.find((item) => item.code === '8');
    if (!top) throw new Error('no range 8');
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.listItem('grossSalaryRange', top.id), {
      attributes: { minSen: 1_000_001, maxSen: 5_000_000 },
    });
    expect(response.statusCode).toBe(200);
    expect((await customerList('grossSalaryRange/conventional')).at(-1)).toMatchObject({
      code: '8',
      minSen: 1_000_001,
      maxSen: 5_000_000,
    });
  });

  it('answers 404 for an item of another list or none, and 400 for an empty change', async () => {
    const [race] = (await admin.call('GET', MASTER_ADMIN_PATHS.list('race'))).json<AdminListItem[]>();
    const elsewhere = await admin.call('PATCH', MASTER_ADMIN_PATHS.listItem('bank', race?.id ?? ''), {
      active: false,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('This list item does not exist.');
    expect(
      (await admin.call('PATCH', MASTER_ADMIN_PATHS.listItem('race', race?.id ?? ''), {})).statusCode,
    ).toBe(400);
    expect((await admin.call('GET', MASTER_ADMIN_PATHS.list('planets'))).statusCode).toBe(404);
  });
});
