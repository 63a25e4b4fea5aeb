import {
  type AdminProduct,
  type AdminVideo,
  API_BASES,
  type InsuranceRate,
  MASTER_ADMIN_PATHS,
  type ProductCode,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type AdminCaller, adminCaller, masterAudit } from './testing.ts';

const MASTER = API_BASES.master;
let t: TestApp;
let admin: AdminCaller;

beforeAll(async () => {
  // 23 November 2026, 10:00 in Malaysia.
  t = await createTestApp({ now: '2026-11-23T02:00:00Z' });
  admin = await adminCaller(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const offerFor = (productCode: string) =>
  t.app.inject({ method: 'POST', url: `${MASTER}/product/productCode`, payload: { productCode } });

describe('products', () => {
  it('lists every product with both names', async () => {
    const products = (await admin.call('GET', MASTER_ADMIN_PATHS.products)).json<AdminProduct[]>();
    expect(products.find((product) => product.code === 'PF-ISL')).toEqual({
      code: 'PF-ISL',
      company: 'islamic',
      segment: 'individual',
      nameEn: 'Sinar Personal Financing-i',
      nameMs: 'Pembiayaan Peribadi-i Sinar',
      active: true,
    });
    expect(products).toHaveLength(4);
  });

  it('renames a product for customers at once, and a deactivated one is no longer offered', async () => {
    const renamed = await admin.call('PATCH', MASTER_ADMIN_PATHS.product('PL-CONV'), {
      nameEn: 'Sinar Personal Loan Plus',
    });
    expect(renamed.json<AdminProduct>()).toMatchObject({
      nameEn: 'Sinar Personal Loan Plus',
      nameMs: 'Pinjaman Peribadi Sinar',
    });
    expect((await offerFor('PL-CONV')).json().name).toBe('Sinar Personal Loan Plus');

    await admin.call('PATCH', MASTER_ADMIN_PATHS.product('PL-CONV'), { active: false });
    expect((await offerFor('PL-CONV')).statusCode).toBe(404);
    // Its campaign codes go with it.
    expect((await offerFor('SINAR20')).statusCode).toBe(404);
    await admin.call('PATCH', MASTER_ADMIN_PATHS.product('PL-CONV'), {
      active: true,
      nameEn: 'Sinar Personal Loan',
    });
    expect((await offerFor('SINAR20')).statusCode).toBe(200);

    expect(
      (await masterAudit(t, 'PL-CONV')).map((row) => [row.action, row.after?.nameEn, row.after?.active]),
    ).toEqual([
      ['master.product.update', 'Sinar Personal Loan Plus', true],
      ['master.product.update', 'Sinar Personal Loan Plus', false],
      ['master.product.update', 'Sinar Personal Loan', true],
    ]);
  });

  it('answers 404 for an unknown product and 400 for an empty name', async () => {
    const unknown = await admin.call('PATCH', MASTER_ADMIN_PATHS.product('NOPE'), { active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no product with this code.');
    expect(
      (await admin.call('PATCH', MASTER_ADMIN_PATHS.product('PL-CONV'), { nameMs: '' })).statusCode,
    ).toBe(400);
  });
});

describe('campaign and referral codes', () => {
  const newCode = {
    code: 'cny-88',
    kind: 'campaign',
    productCode: 'pl-conv',
    processingFeeDiscountSen: 3_000,
    validFrom: '2026-11-01',
    validUntil: '2027-02-28',
  };

  it('creates a code in capitals, which customers can use at once, audited', async () => {
    expect((await offerFor('CNY-88')).statusCode).toBe(404);
    const response = await admin.call('POST', MASTER_ADMIN_PATHS.codes, newCode);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProductCode>()).toEqual({
      code: 'CNY-88',
      kind: 'campaign',
      productCode: 'PL-CONV',
      processingFeeDiscountSen: 3_000,
      validFrom: '2026-11-01',
      validUntil: '2027-02-28',
      active: true,
    });
    expect((await offerFor('cny-88')).json().appliedCode).toMatchObject({
      code: 'CNY-88',
      processingFeeDiscountSen: 3_000,
    });
    const [audit] = await masterAudit(t, 'CNY-88');
    expect(audit).toMatchObject({
      action: 'master.code.create',
      actorId: admin.officerId,
      before: null,
      after: { code: 'CNY-88', productCode: 'PL-CONV', processingFeeDiscountSen: 3_000, active: true },
    });
    const codes = (await admin.call('GET', MASTER_ADMIN_PATHS.codes)).json<ProductCode[]>();
    expect(codes.map((code) => code.code)).toEqual(expect.arrayContaining(['CNY-88', 'SINAR20', 'P100777']));
  });

  it.each([
    [
      'an existing code',
      { code: 'sinar20' },
      409,
      'This code is in use already, as a campaign, referral or product code.',
    ],
    [
      "a product's own code",
      { code: 'PF-ISL' },
      409,
      'This code is in use already, as a campaign, referral or product code.',
    ],
    [
      'an unknown product',
      { code: 'NEW-1', productCode: 'CAR-LOAN' },
      400,
      'There is no product with this code.',
    ],
    [
      'dates in the wrong order',
      { code: 'NEW-2', validFrom: '2027-01-01', validUntil: '2026-12-31' },
      400,
      'The last valid day must be on or after the first valid day.',
    ],
    ['a code with spaces', { code: 'NEW 3' }, 400, null],
    ['a negative waiver', { code: 'NEW-4', processingFeeDiscountSen: -1 }, 400, null],
    ['a waiver in ringgit with cents', { code: 'NEW-5', processingFeeDiscountSen: 20.5 }, 400, null],
    ['an unknown kind', { code: 'NEW-6', kind: 'loyalty' }, 400, null],
  ])('refuses %s', async (_case, changes, status, message) => {
    const response = await admin.call('POST', MASTER_ADMIN_PATHS.codes, { ...newCode, ...changes });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect(await t.db.query(`select code from product_codes where code like 'NEW%'`)).toEqual([]);
  });

  it('edits the waiver and dates, checking the dates against the stored ones, and deactivates', async () => {
    const edited = await admin.call('PATCH', MASTER_ADMIN_PATHS.code('raya50'), {
      processingFeeDiscountSen: 4_000,
      validUntil: '2026-12-31',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ProductCode>()).toMatchObject({
      code: 'RAYA50',
      processingFeeDiscountSen: 4_000,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    });
    expect((await offerFor('RAYA50')).json().appliedCode.processingFeeDiscountSen).toBe(4_000);

    const before = await admin.call('PATCH', MASTER_ADMIN_PATHS.code('RAYA50'), { validUntil: '2025-12-31' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      message: 'The last valid day must be on or after the first valid day.',
      fieldErrors: { validUntil: 'The last valid day must be on or after the first valid day.' },
    });

    const off = await admin.call('PATCH', MASTER_ADMIN_PATHS.code('RAYA50'), { active: false });
    expect(off.json<ProductCode>().active).toBe(false);
    expect((await offerFor('RAYA50')).statusCode).toBe(404);
    expect((await masterAudit(t, 'RAYA50')).map((row) => [row.before?.active, row.after?.active])).toEqual([
      [true, true],
      [true, false],
    ]);
  });

  it('answers 404 for an unknown code', async () => {
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.code('NEVER'), { active: false });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This campaign or referral code does not exist.');
  });
});

describe('insurance and takaful rates', () => {
  it('lists every rate by brand and tenure', async () => {
    const rates = (await admin.call('GET', MASTER_ADMIN_PATHS.insuranceRates)).json<InsuranceRate[]>();
    expect(rates).toHaveLength(38);
    expect(rates[0]).toEqual({
      company: 'conventional',
      tenureMonths: 6,
      grossRateBp: 60,
      providerName: 'Perisai Insurance Berhad',
    });
  });

  it('sets the rate and provider of a tenure, which the premium uses at once, audited', async () => {
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.insuranceRate('conventional', 12), {
      grossRateBp: 150,
      providerName: 'Lindung Insurance Berhad',
    });
    expect(response.statusCode).toBe(200);
    const [conventional] = (await get(`${MASTER}/loanInsurance/tenure/12?amountSen=500000`)).json();
    expect(conventional).toMatchObject({
      grossRateBp: 150,
      providerName: 'Lindung Insurance Berhad',
      grossPremiumSen: 7_500,
      serviceTaxSen: 600,
      totalPremiumSen: 8_100,
    });
    expect(await masterAudit(t, 'conventional/12')).toEqual([
      expect.objectContaining({
        action: 'master.insuranceRate.set',
        before: {
          company: 'conventional',
          tenureMonths: 12,
          grossRateBp: 120,
          providerName: 'Perisai Insurance Berhad',
        },
        after: {
          company: 'conventional',
          tenureMonths: 12,
          grossRateBp: 150,
          providerName: 'Lindung Insurance Berhad',
        },
      }),
    ]);
  });

  it('adds a tenure that had no cover', async () => {
    expect((await get(`${MASTER}/loanInsurance/tenure/36`)).statusCode).toBe(404);
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.insuranceRate('islamic', 36), {
      grossRateBp: 324,
      providerName: 'Perisai Takaful Berhad',
    });
    expect(response.statusCode).toBe(201);
    expect((await get(`${MASTER}/loanInsurance/tenure/36`)).json()).toEqual([
      expect.objectContaining({ company: 'islamic', grossRateBp: 324 }),
    ]);
    expect((await masterAudit(t, 'islamic/36'))[0]?.before).toBeNull();
  });

  it.each([
    ['a rate above 100%', 'conventional', '12', { grossRateBp: 10_001, providerName: 'X Berhad' }],
    ['a fractional rate', 'conventional', '12', { grossRateBp: 1.5, providerName: 'X Berhad' }],
    ['no provider', 'conventional', '12', { grossRateBp: 100, providerName: ' ' }],
    ['a tenure beyond 120 months', 'conventional', '121', { grossRateBp: 100, providerName: 'X Berhad' }],
    ['an unknown brand', 'acme', '12', { grossRateBp: 100, providerName: 'X Berhad' }],
  ])('refuses %s', async (_case, company, tenure, payload) => {
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.insuranceRate(company, tenure), payload);
    expect(response.statusCode).toBe(400);
    const [rate] = await t.db.query<{ grossRateBp: number }>(
      `select gross_rate_bp as "grossRateBp" from loan_insurance_rates where company = 'conventional' and tenure_months = 12`,
    );
    expect(rate?.grossRateBp).toBe(150);
  });
});

describe('attestation videos', () => {
  const CONVENTIONAL_EN = '0b1d6a52-6d55-4c1e-9a51-000000000101';

  it('lists every video with its file', async () => {
    const videos = (await admin.call('GET', MASTER_ADMIN_PATHS.videos)).json<AdminVideo[]>();
    expect(videos).toHaveLength(14);
    expect(videos.find((video) => video.id === CONVENTIONAL_EN)).toMatchObject({
      company: 'conventional',
      segment: 'individual',
      partnerType: null,
      language: 'en',
      title: 'Your personal loan: what you are agreeing to',
      active: true,
      fileName: 'attestation-conventional-en.mp4',
    });
  });

  it('retitles a video for customers at once, audited', async () => {
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.video(CONVENTIONAL_EN), {
      title: 'Before you sign: your personal loan',
    });
    expect(response.statusCode).toBe(200);
    expect((await get(`${MASTER}/preRecordedVideo/conventional`)).json()[0].title).toBe(
      'Before you sign: your personal loan',
    );
    expect(await masterAudit(t, CONVENTIONAL_EN)).toEqual([
      expect.objectContaining({
        action: 'master.video.update',
        before: expect.objectContaining({
          title: 'Your personal loan: what you are agreeing to',
          active: true,
        }),
        after: expect.objectContaining({ title: 'Before you sign: your personal loan', active: true }),
      }),
    ]);
  });

  it('keeps the only active video of its brand and language, so customers can always attest', async () => {
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.video(CONVENTIONAL_EN), { active: false });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This is the only active video for its brand, language and partner type: customers need it to attest.',
    );
    expect((await get(`${MASTER}/preRecordedVideo/conventional`)).statusCode).toBe(200);
    expect((await masterAudit(t, CONVENTIONAL_EN)).map((row) => row.after?.active)).toEqual([true]);
  });

  it('deactivates a video when another of its kind stays active', async () => {
    const replacement = '0b1d6a52-6d55-4c1e-9a51-000000000901';
    await t.db.query(
      `insert into pre_recorded_videos (id, company, segment, language, title, duration_seconds, published_at)
       values ($1, 'conventional', 'individual', 'en', 'A newer video', 20, $2)`,
      [replacement, t.clock.now()],
    );
    const response = await admin.call('PATCH', MASTER_ADMIN_PATHS.video(CONVENTIONAL_EN), { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminVideo>().active).toBe(false);
    const videos = (await admin.call('GET', MASTER_ADMIN_PATHS.videos)).json<AdminVideo[]>();
    expect(videos.find((video) => video.id === replacement)?.fileName).toBeNull();
  });

  it('answers 404 for an unknown video and 400 for a short title', async () => {
    const unknown = await admin.call(
      'PATCH',
      MASTER_ADMIN_PATHS.video('00000000-0000-4000-8000-000000000000'),
      {
        title: 'Something',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Video not found');
    expect(
      (await admin.call('PATCH', MASTER_ADMIN_PATHS.video(CONVENTIONAL_EN), { title: 'ab' })).statusCode,
    ).toBe(400);
  });
});
