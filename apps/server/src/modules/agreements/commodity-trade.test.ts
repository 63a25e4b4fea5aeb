import { AGREEMENT_BACKOFFICE_PATHS, AGREEMENT_PATHS, SIGNING_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { SANDBOX_BROKERS } from '../../providers/commodity-trading/sandbox-commodity-trading-provider.ts';
import { DiskFileStorage } from '../../storage/file-storage.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import {
  COMMODITY_TRADE_PLACE_JOB,
  COMMODITY_TRADE_POLL_JOB,
  CommodityTradeService,
} from './commodity-trade-service.ts';
import { verifyTacAndSign } from './testing/after-signing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  operationsAlertsOf,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The Islamic financing's commodity trade (tawarruq) and its disbursement (issue 12): RM5,000 over 12 months at
 * 18% a year flat, so a selling price of RM5,900.00. The three legs are placed in Shariah order once the agreement
 * is signed, each confirmed with a certificate kept with the agreement's files; the release waits for the trade.
 */

let t: TestApp;
let team: ReviewTeam;
let maker: TestOfficer;
let checker: TestOfficer;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  maker = await createOfficer(t, ['disbursementOfficer'], 'Dina Maker');
  checker = await createOfficer(t, ['disbursementOfficer'], 'Chong Checker');
});
afterAll(() => t.close());

const REMARK = { remark: 'Checked against the trade certificates' };

/** An Islamic financing accepted without takaful, then signed: its trade's first order is queued as signing does. */
async function signedFinancing(): Promise<ApprovedApplication> {
  const approved = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
  const accepted = await call(
    t,
    approved.applicant,
    'POST',
    AGREEMENT_PATHS.acceptSummary(approved.agreementId),
    {
      takeProtection: false,
    },
  );
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  await t.db.query(`update agreements set status = 'SIGNED' where id = $1`, [approved.agreementId]);
  await enqueueJob(t.db, COMMODITY_TRADE_PLACE_JOB, { agreementId: approved.agreementId });
  return approved;
}

async function waitForDisbursement(agreementId: string): Promise<void> {
  await t.db.query(`update agreements set status = 'PENDING_DISBURSEMENT' where id = $1`, [agreementId]);
}

function trade(agreementId: string) {
  return asOfficer(t, team.verifier, 'GET', AGREEMENT_BACKOFFICE_PATHS.commodityTrade(agreementId));
}

describe('the trade of a signed financing', () => {
  let financing: ApprovedApplication;

  beforeAll(async () => {
    financing = await signedFinancing();
    await t.settle();
  });

  it('buys at the cost price, sells to the customer at the selling price, and sells on at the cost price', async () => {
    const response = await trade(financing.agreementId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'COMPLETED',
      costPriceSen: 500_000,
      sellingPriceSen: 590_000,
      proceedsSen: 500_000,
    });
    expect(
      body.legs.map((leg: Record<string, unknown>) => [
        leg.leg,
        leg.status,
        leg.priceSen,
        leg.seller,
        leg.buyer,
      ]),
    ).toEqual([
      ['purchase', 'confirmed', 500_000, SANDBOX_BROKERS.first, expect.any(String)],
      ['saleToCustomer', 'confirmed', 590_000, expect.any(String), expect.stringMatching(/\(\d{12}\)$/)],
      ['agencySale', 'confirmed', 500_000, expect.stringContaining('as agent'), SANDBOX_BROKERS.second],
    ]);
    // 500,000 sen at RM4,200 a tonne: 1,190 kg of crude palm oil, the same lot in every leg.
    expect(body.legs.map((leg: { quantityKg: number }) => leg.quantityKg)).toEqual([1_190, 1_190, 1_190]);
  });

  it("keeps each leg's certificate with the agreement's files", async () => {
    const view = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(financing.agreementId),
    );
    const files = view
      .json()
      .files.filter((file: { kind: string }) => file.kind === 'commoditytrade')
      .map((file: { id: string; fileName: string }) => file);
    expect(files).toHaveLength(3);
    const legs = (await trade(financing.agreementId)).json().legs;
    expect(files.map((file: { id: string }) => file.id).sort()).toEqual(
      legs.map((leg: { fileId: string }) => leg.fileId).sort(),
    );
    const download = await asOfficer(t, team.verifier, 'GET', files[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pays out the net amount of RM4,925.00 from the proceeds of RM5,000.00', async () => {
    await waitForDisbursement(financing.agreementId);
    expect(
      (
        await asOfficer(
          t,
          maker,
          'POST',
          AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(financing.agreementId),
          REMARK,
        )
      ).statusCode,
    ).toBe(200);
    const released = await asOfficer(
      t,
      checker,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(financing.agreementId),
      REMARK,
    );
    expect(released.statusCode).toBe(200);
    await t.settle();
    // Stamp duty RM25.00, processing fee RM30.00 and Wakalah fee RM20.00 come off the proceeds.
    const { agreement } = await storedAgreement(t, financing.agreementId);
    expect(agreement).toMatchObject({
      status: 'COMPLETED',
      stamp_duty_sen: 2_500,
      processing_fee_sen: 3_000,
      wakalah_fee_sen: 2_000,
      total_payable_sen: 590_000,
      net_disbursement_sen: 492_500,
    });
    const [disbursement] = await t.db.query('select amount_sen from disbursements where agreement_id = $1', [
      financing.agreementId,
    ]);
    expect(disbursement).toEqual({ amount_sen: 492_500 });
  });
});

describe('the signature', () => {
  it('starts the trade of an Islamic financing in the transaction that signs it', async () => {
    const approved = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
    const { applicant, agreementId } = approved;
    expect(
      (
        await call(t, applicant, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
          takeProtection: false,
        })
      ).statusCode,
    ).toBe(200);
    await t.db.query(`update agreements set status = 'ATTESTED' where id = $1`, [agreementId]);
    for (const [path, body] of [
      [SIGNING_PATHS.acceptDocument(agreementId), { accepted: true }],
      [SIGNING_PATHS.enrol(applicant.nric), { agreementId }],
      [SIGNING_PATHS.tac(agreementId), { purpose: 'signing' }],
    ] as const)
      expect((await call(t, applicant, 'POST', path, body)).statusCode).toBe(200);
    const signed = await verifyTacAndSign(t, applicant, agreementId, 'islamic');
    expect(signed.statusCode).toBe(200);
    const queued = await t.db.query(
      `select payload from jobs where kind = $1 and payload->>'agreementId' = $2`,
      [COMMODITY_TRADE_PLACE_JOB, agreementId],
    );
    expect(queued).toEqual([{ payload: { agreementId } }]);
    await t.settle();
    expect((await trade(agreementId)).json().status).toBe('COMPLETED');
  });
});

describe('a broker that cannot fill the order', () => {
  let financing: ApprovedApplication;

  beforeAll(async () => {
    await t.commodityTrading.failNext('brokerFails');
    financing = await signedFinancing();
    await t.settle();
    await waitForDisbursement(financing.agreementId);
  });

  it('records the failed purchase with its reason and places nothing after it', async () => {
    const body = (await trade(financing.agreementId)).json();
    expect(body.status).toBe('PURCHASE_FAILED');
    expect(body.legs).toEqual([
      expect.objectContaining({
        leg: 'purchase',
        status: 'failed',
        failureReason: 'The broker could not fill the order at this price.',
        certificateNo: null,
      }),
    ]);
  });

  it('shows the trade in the queue and refuses the release until the trade is complete', async () => {
    const queue = await asOfficer(t, team.verifier, 'GET', AGREEMENT_BACKOFFICE_PATHS.disbursements);
    expect(
      queue.json().items.find((item: { agreementId: string }) => item.agreementId === financing.agreementId),
    ).toMatchObject({ company: 'islamic', commodityTrade: 'PURCHASE_FAILED' });
    const prepared = await asOfficer(
      t,
      maker,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(financing.agreementId),
      REMARK,
    );
    expect(prepared.statusCode).toBe(200);
    const release = await asOfficer(
      t,
      checker,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(financing.agreementId),
      REMARK,
    );
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toBe(en.status.refusals.commodityTradeIncomplete);
    const [payouts] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from sandbox_payouts p join disbursement_payouts d on d.id::text = p.reference
       where d.agreement_id = $1`,
      [financing.agreementId],
    );
    expect(payouts?.count).toBe(0);
  });

  it('lets only a disbursement officer request the leg again, audited with the remark', async () => {
    const path = AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(financing.agreementId);
    expect((await asOfficer(t, team.verifier, 'POST', path, REMARK)).statusCode).toBe(403);
    const retried = await asOfficer(t, maker, 'POST', path, REMARK);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(en.disbursements.tradeRetried);
    const [entry] = await t.db.query(
      `select action, before, after, remark from audit_events where subject_id = $1 and action = 'commodityTrade.retry'`,
      [financing.agreementId],
    );
    expect(entry).toEqual({
      action: 'commodityTrade.retry',
      before: { commodityTrade: 'PURCHASE_FAILED' },
      after: { commodityTrade: 'PURCHASE_PENDING' },
      remark: REMARK.remark,
    });
    const again = await asOfficer(t, maker, 'POST', path, REMARK);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en.disbursements.tradeNotFailed);
  });

  it('completes the trade on the new order, and the release goes', async () => {
    await t.settle();
    const body = (await trade(financing.agreementId)).json();
    expect(body.status).toBe('COMPLETED');
    expect(body.legs.map((leg: { leg: string; status: string }) => `${leg.leg} ${leg.status}`)).toEqual([
      'purchase failed',
      'purchase confirmed',
      'saleToCustomer confirmed',
      'agencySale confirmed',
    ]);
    const release = await asOfficer(
      t,
      checker,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(financing.agreementId),
      REMARK,
    );
    expect(release.statusCode).toBe(200);
  });
});

describe('notices of the trading platform', () => {
  it('ignores a repeated confirmation: one certificate per leg', async () => {
    await t.commodityTrading.failNext('repeatNotice', 3);
    const financing = await signedFinancing();
    await t.settle();
    const [counts] = await t.db.query(
      `select (select count(*)::int from agreement_files where agreement_id = $1 and kind = 'commoditytrade') as files,
         (select count(*)::int from commodity_trade_legs where agreement_id = $1) as legs`,
      [financing.agreementId],
    );
    expect(counts).toEqual({ files: 3, legs: 3 });
    expect((await trade(financing.agreementId)).json().status).toBe('COMPLETED');
  });

  it('asks the platform about a leg whose notice never arrived, and carries on from its answer', async () => {
    const approved = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
    const { agreementId } = approved;
    await call(t, approved.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(agreementId), {
      takeProtection: false,
    });
    await t.db.query(`update agreements set status = 'SIGNED' where id = $1`, [agreementId]);
    // The purchase is placed; its notice then finds no order recorded under its id and is refused.
    await new CommodityTradeService({
      db: t.db,
      clock: t.clock,
      storage: new DiskFileStorage(t.uploadsDir),
      provider: t.commodityTrading,
      financierName: t.config.lender.name,
      alerts: operationsAlertsOf(t),
    }).placeNext(agreementId);
    const [leg] = await t.db.query<{ provider_leg_id: string }>(
      'select provider_leg_id from commodity_trade_legs where agreement_id = $1',
      [agreementId],
    );
    if (!leg) throw new Error('the purchase was not placed');
    await t.db.query(
      `update commodity_trade_legs set provider_leg_id = 'elsewhere' where agreement_id = $1`,
      [agreementId],
    );
    await t.settle();
    expect((await trade(agreementId)).json().status).toBe('PURCHASE_PENDING');
    await t.db.query(`update commodity_trade_legs set provider_leg_id = $2 where agreement_id = $1`, [
      agreementId,
      leg.provider_leg_id,
    ]);
    // Half an hour later the poll finds the purchase confirmed, with its certificate, and the next legs follow.
    await t.db.query(`update jobs set run_at = now() where kind = $1 and status = 'queued'`, [
      COMMODITY_TRADE_POLL_JOB,
    ]);
    await t.settle();
    const body = (await trade(agreementId)).json();
    expect(body.status).toBe('COMPLETED');
    expect(body.legs.map((placed: { certificateNo: string | null }) => placed.certificateNo)).toEqual([
      expect.stringMatching(/^TC\d{14}$/),
      expect.stringMatching(/^TC\d{14}$/),
      expect.stringMatching(/^TC\d{14}$/),
    ]);
    const [purchase] = await t.db.query<{ notice_id: string }>(
      'select notice_id from commodity_trade_legs where provider_leg_id = $1',
      [leg.provider_leg_id],
    );
    expect(purchase?.notice_id).toBe(`poll:${leg.provider_leg_id}`);
  });

  it('requests nothing more for a cancelled agreement', async () => {
    await t.commodityTrading.failNext('brokerFails');
    const financing = await signedFinancing();
    await t.settle();
    await t.db.query(`update agreements set status = 'CANCELED' where id = $1`, [financing.agreementId]);
    const retry = await asOfficer(
      t,
      maker,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(financing.agreementId),
      REMARK,
    );
    expect(retry.statusCode).toBe(409);
    const body = (await trade(financing.agreementId)).json();
    expect(body.status).toBe('PURCHASE_FAILED');
    expect(body.legs).toHaveLength(1);
  });

  it('has no trade for a loan', async () => {
    const loan = await approvedApplication(t, team);
    const response = await trade(loan.agreementId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(en.disbursements.noCommodityTrade);
  });
});
