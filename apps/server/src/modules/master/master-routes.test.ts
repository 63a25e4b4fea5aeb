import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_ASSETS_DIR } from '../../storage/master-assets.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { allMasterFiles } from './master-repository.ts';

const MASTER = '/sinar/master/api/v1.0';
const ADMIN_MASTER = '/sinar/admin/master/api/v1.0';

describe('master-service calls', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  beforeAll(async () => {
    // 23 November 2026, 10:00 in Malaysia.
    t = await createTestApp({ now: '2026-11-23T02:00:00Z' });
  });
  afterAll(() => t.close());

  describe('lists', () => {
    it.each(['race', 'grossSalaryRange', 'loanReason', 'employeeType', 'bank', 'relationship'])(
      '%s is sorted by numeric code for both brands',
      async (list) => {
        for (const company of ['conventional', 'islamic']) {
          const response = await get(`${MASTER}/${list}/${company}`);
          expect(response.statusCode).toBe(200);
          const codes = response.json().map((item: { code: string }) => Number(item.code));
          expect(codes.length).toBeGreaterThan(3);
          expect(codes).toEqual([...codes].sort((a, b) => a - b));
        }
      },
    );

    it('names items in the caller language', async () => {
      const english = (await get(`${MASTER}/race/conventional`)).json();
      const malay = (await get(`${MASTER}/race/conventional`, { 'accept-language': 'ms' })).json();
      expect(english.slice(0, 3).map((item: { name: string }) => item.name)).toEqual([
        'Malay',
        'Chinese',
        'Indian',
      ]);
      expect(malay.slice(0, 3).map((item: { name: string }) => item.name)).toEqual([
        'Melayu',
        'Cina',
        'India',
      ]);
      expect((await get(`${MASTER}/race/conventional?lang=ms`)).json()[0].name).toBe('Melayu');
    });

    it('gives each list what it needs beyond a name', async () => {
      const banks = (await get(`${MASTER}/bank/islamic`)).json();
      expect(banks.find((bank: { name: string }) => bank.name === 'Maybank')).toMatchObject({
        swiftCode: 'MBBEMYKL',
        accountNumberLengths: [12],
      });
      const ranges = (await get(`${MASTER}/grossSalaryRange/conventional`)).json();
      expect(ranges[0]).toMatchObject({ code: '1', name: 'Below RM2,000', minSen: 0, maxSen: 199_999 });
      expect(ranges.at(-1)).toMatchObject({ name: 'Above RM10,000', maxSen: null });
      const reasons = (await get(`${MASTER}/loanReason/conventional`)).json();
      expect(reasons.at(-1)).toMatchObject({ code: '99', name: 'Others', isOther: true });
      expect(reasons[0]).toMatchObject({ code: '1', name: 'Education', isOther: false });
      // Numeric order: 10 comes after 9, not after 1.
      expect(reasons.map((r: { code: string }) => r.code).slice(8, 11)).toEqual(['9', '10', '99']);
    });

    it('serves the SME loan reasons without a brand', async () => {
      const response = await get(`${MASTER}/smeLoanReason`);
      expect(response.statusCode).toBe(200);
      expect(response.json()[0]).toMatchObject({ code: '1', name: 'Working capital' });
    });

    it('refuses an unknown brand', async () => {
      const response = await get(`${MASTER}/race/acme`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'This request could not be understood. Please check the address and try again.',
      );
    });
  });

  describe('products and codes', () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers });

    it('gives the conventional product for its own code, with its terms', async () => {
      const response = await post(`${MASTER}/product/productCode`, { productCode: 'pl-conv' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        productCode: 'PL-CONV',
        company: 'conventional',
        name: 'Sinar Personal Loan',
        terms: {
          minAmountSen: 100_000,
          maxAmountSen: 1_000_000,
          amountStepSen: 100_000,
          minTenureMonths: 6,
          maxTenureMonths: 24,
          tenureStepMonths: 1,
          monthlyRateBp: 150,
          annualRateBp: 1_800,
          processingFeeSen: 5_000,
          wakalahFeeSen: 0,
          stampDutyBp: 50,
        },
        appliedCode: null,
      });
    });

    it('applies a campaign code valid today', async () => {
      const response = await post(`${MASTER}/product/productCode`, { productCode: 'sinar20' });
      expect(response.json().appliedCode).toEqual({
        code: 'SINAR20',
        kind: 'campaign',
        processingFeeDiscountSen: 2_000,
        validUntil: '2027-12-31',
      });
    });

    it.each([
      ['an expired campaign', 'MERDEKA25'],
      ['an unknown code', 'NOPE'],
      ["the Islamic brand's campaign", 'BERKAT-I'],
      ['an Islamic product code', 'PF-ISL'],
    ])('answers Invalid campaign code for %s', async (_case, productCode) => {
      const response = await post(`${MASTER}/product/productCode`, { productCode });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invalid campaign code' });
      const malay = await post(`${MASTER}/product/productCode`, { productCode }, { 'accept-language': 'ms' });
      expect(malay.json()).toEqual({ message: 'Kod kempen tidak sah' });
    });

    it('refuses an empty code with the same text', async () => {
      const response = await post(`${MASTER}/product/productCode`, { productCode: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid campaign code');
    });

    it('applies a referral code for the brand of the path only', async () => {
      const conventional = await post(`${MASTER}/product/company/conventional/referralCode`, {
        referralCode: 'P100234',
      });
      expect(conventional.json()).toMatchObject({
        productCode: 'PL-CONV',
        appliedCode: { kind: 'referral', processingFeeDiscountSen: 2_000 },
      });
      const islamic = await post(`${MASTER}/product/company/islamic/referralCode`, {
        referralCode: 'P100777',
      });
      expect(islamic.json()).toMatchObject({
        productCode: 'PF-ISL',
        appliedCode: { kind: 'referral', processingFeeDiscountSen: 1_000 },
      });
      expect(
        (await post(`${MASTER}/product/company/islamic/referralCode`, { referralCode: 'P100234' }))
          .statusCode,
      ).toBe(404);
      // A campaign code is not a referral code.
      expect(
        (await post(`${MASTER}/product/company/conventional/referralCode`, { referralCode: 'SINAR20' }))
          .statusCode,
      ).toBe(404);
    });

    it('serves the Islamic product by code and by referral code, with Islamic fees', async () => {
      const byCode = (await get(`${MASTER}/islamicProduct/code/BERKAT-I`)).json();
      expect(byCode).toMatchObject({
        productCode: 'PF-ISL',
        company: 'islamic',
        name: 'Sinar Personal Financing-i',
        terms: { processingFeeSen: 3_000, wakalahFeeSen: 2_000 },
        appliedCode: { code: 'BERKAT-I', processingFeeDiscountSen: 3_000 },
      });
      expect((await get(`${MASTER}/islamicProduct/code/PF-ISL`)).json().appliedCode).toBeNull();
      expect((await get(`${MASTER}/islamicProduct/referralCode/P100777`)).json().appliedCode.kind).toBe(
        'referral',
      );
      expect((await get(`${MASTER}/islamicProduct/code/SINAR20`)).statusCode).toBe(404);
      expect((await get(`${MASTER}/islamicProduct/referralCode/BERKAT-I`)).statusCode).toBe(404);
    });

    it('follows the clock: a campaign is invalid after its last day in Malaysia', async () => {
      t.clock.set('2027-12-31T15:59:00Z'); // 23:59 on 31 December 2027 in Malaysia
      expect((await post(`${MASTER}/product/productCode`, { productCode: 'SINAR20' })).statusCode).toBe(200);
      t.clock.set('2027-12-31T16:00:00Z'); // midnight: 1 January 2028 in Malaysia
      expect((await post(`${MASTER}/product/productCode`, { productCode: 'SINAR20' })).statusCode).toBe(404);
      t.clock.set('2026-11-23T02:00:00Z');
    });
  });

  describe('loan insurance by tenure', () => {
    it('gives both brands their rate and, for an amount, the premium with 8% service tax', async () => {
      const response = await get(`${MASTER}/loanInsurance/tenure/12?amountSen=500000`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          company: 'conventional',
          tenureMonths: 12,
          grossRateBp: 120,
          serviceTaxBp: 800,
          agentCommissionBp: 2_500,
          providerName: 'Perisai Insurance Berhad',
          grossPremiumSen: 6_000, // 1.2% of RM5,000
          serviceTaxSen: 480,
          totalPremiumSen: 6_480,
        },
        {
          company: 'islamic',
          tenureMonths: 12,
          grossRateBp: 108,
          serviceTaxBp: 800,
          agentCommissionBp: 2_500,
          providerName: 'Perisai Takaful Berhad',
          grossPremiumSen: 5_400,
          serviceTaxSen: 432,
          totalPremiumSen: 5_832,
        },
      ]);
    });

    it('leaves the premium out without an amount, and has no cover outside the tenures offered', async () => {
      expect((await get(`${MASTER}/loanInsurance/tenure/6`)).json()[0]).toMatchObject({
        grossPremiumSen: null,
        totalPremiumSen: null,
      });
      const none = await get(`${MASTER}/loanInsurance/tenure/36`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: 'product not found' });
      expect((await get(`${MASTER}/loanInsurance/tenure/abc`)).statusCode).toBe(400);
    });
  });

  describe('pre-recorded videos and their files', () => {
    it('lists the English and Malay attestation videos of a brand, newest first, take=1 by default', async () => {
      const english = (await get(`${MASTER}/preRecordedVideo/islamic`)).json();
      expect(english).toHaveLength(1);
      expect(english[0]).toMatchObject({
        company: 'islamic',
        language: 'en',
        title: 'Your personal financing-i: what you are agreeing to',
        file: { contentType: 'video/mp4', fileName: 'attestation-islamic-en.mp4' },
      });
      expect(english[0].file.url).toBe(`${ADMIN_MASTER}/video/file/${english[0].file.id}`);
      const malay = (await get(`${MASTER}/preRecordedVideoBm/conventional?take=5`)).json();
      expect(malay.map((video: { language: string }) => video.language)).toEqual(['ms']);
    });

    it('lists the SME video of a partner type in the caller language first', async () => {
      const videos = (
        await get(`${MASTER}/smePreRecordedVideo/type/partnership`, { 'accept-language': 'ms' })
      ).json();
      expect(
        videos.map((video: { language: string; partnerType: string }) => [video.language, video.partnerType]),
      ).toEqual([
        ['ms', 'partnership'],
        ['en', 'partnership'],
      ]);
      expect((await get(`${MASTER}/smePreRecordedVideo/type/astronaut`)).statusCode).toBe(400);
    });

    it('answers Video not found when a brand has no active video', async () => {
      await t.db.query(
        `update pre_recorded_videos set active = false where company = 'conventional' and language = 'en' and segment = 'individual'`,
      );
      try {
        const response = await get(`${MASTER}/preRecordedVideo/conventional`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Video not found' });
      } finally {
        await t.db.query(`update pre_recorded_videos set active = true`);
      }
    });

    it('streams a video whole and by byte range', async () => {
      const [video] = (await get(`${MASTER}/preRecordedVideo/conventional`)).json();
      const onDisk = await readFile(path.join(MASTER_ASSETS_DIR, 'videos/attestation-conventional-en.mp4'));

      const whole = await get(video.file.url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(onDisk)).toBe(true);

      const part = await get(video.file.url, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${onDisk.length}`);
      expect(part.rawPayload.equals(onDisk.subarray(100, 200))).toBe(true);

      const tail = await get(video.file.url, { range: 'bytes=-10' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(onDisk.subarray(onDisk.length - 10))).toBe(true);

      const beyond = await get(video.file.url, { range: `bytes=${onDisk.length + 10}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${onDisk.length}`);

      const cached = await get(video.file.url, { 'if-none-match': whole.headers.etag as string });
      expect(cached.statusCode).toBe(304);
    });

    it('lists and downloads the files of a master record', async () => {
      const [video] = (await get(`${MASTER}/preRecordedVideoBm/islamic`)).json();
      const files = (await get(`${ADMIN_MASTER}/file/entity/${video.id}`)).json();
      expect(files).toEqual([
        expect.objectContaining({
          id: video.file.id,
          fileName: 'attestation-islamic-ms.mp4',
          url: `${ADMIN_MASTER}/file/${video.file.id}`,
        }),
      ]);
      expect(files[0]).not.toHaveProperty('storageKey');
      const download = await get(files[0].url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toHaveLength(files[0].sizeBytes);
    });

    it('answers 404 for unknown files and 400 for malformed ids', async () => {
      const missing = await get(`${ADMIN_MASTER}/video/file/00000000-0000-4000-8000-000000000000`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Video not found' });
      expect((await get(`${ADMIN_MASTER}/file/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
      expect((await get(`${ADMIN_MASTER}/file/not-a-uuid`)).statusCode).toBe(400);
      expect((await get(`${ADMIN_MASTER}/file/entity/00000000-0000-4000-8000-000000000000`)).json()).toEqual(
        [],
      );
    });

    it('keeps the recorded size and SHA-256 of every master file true to the file on disk', async () => {
      const files = await allMasterFiles(t.db);
      expect(files.length).toBeGreaterThanOrEqual(14);
      for (const file of files) {
        const bytes = await readFile(path.join(MASTER_ASSETS_DIR, file.storageKey));
        expect({
          key: file.storageKey,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        }).toEqual({
          key: file.storageKey,
          size: file.sizeBytes,
          sha256: file.sha256,
        });
      }
    });
  });
});
