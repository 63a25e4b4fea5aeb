import { AGREEMENT_BACKOFFICE_PATHS, AGREEMENT_PATHS, BACKOFFICE_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/job-queue.ts';
import {
  SANDBOX_BROKERS,
  SANDBOX_COMMODITY_TRADING_STEP_JOB,
} from '../../providers/commodity-trading/sandbox-commodity-trading-provider.ts';
import { DiskFileStorage } from '../../storage/file-storage.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import { COMMODITY_TRADE_PLACE_JOB, CommodityTradeService } from './commodity-trade-service.ts';
import { COMMODITY_TRADE_UNWIND_JOB } from './commodity-trade-unwind.ts';
import { runJobsNow } from './testing/after-signing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  operationsAlertsOf,
  operationsEmails,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * An Islamic financing cancelled after its commodity trade began (docs/decisions/051): the trade follows the
 * agreement in the cancel's transaction, the platform cancels the purchase order or buys the lot back from the
 * financier at the cost price (RM5,000.00), the certificate is kept, each step is audited, and a sale back that fails
 * waits for a disbursement officer, told by email and marked on the back office's list.
 */

let t: TestApp;
let team: ReviewTeam;
let disburser: TestOfficer;
let service: CommodityTradeService;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  disburser = await createOfficer(t, ['disbursementOfficer'], 'Dina Disburser');
  service = new CommodityTradeService({
    db: t.db,
    clock: t.clock,
    storage: new DiskFileStorage(t.uploadsDir),
    provider: t.commodityTrading,
    financierName: t.config.lender.name,
    alerts: operationsAlertsOf(t),
  });
});
afterAll(() => t.close());

/** An Islamic financing accepted and signed, its purchase order placed at the platform (not yet filled). */
async function purchaseOrdered(): Promise<ApprovedApplication> {
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
  expect(accepted.statusCode).toBe(200);
  await t.db.query(`update agreements set status = 'SIGNED' where id = $1`, [approved.agreementId]);
  await service.placeNext(approved.agreementId);
  return approved;
}

/** The purchase filled, the lender owning the lot: the sale to the customer is held back by an outage. */
async function lotOwned(): Promise<ApprovedApplication> {
  const financing = await purchaseOrdered();
  await t.commodityTrading.failNext('unavailable');
  await t.jobs.runDue();
  expect((await trade(financing.agreementId)).status).toBe('PURCHASED');
  return financing;
}

async function trade(agreementId: string) {
  const answer = await asOfficer(
    t,
    team.verifier,
    'GET',
    AGREEMENT_BACKOFFICE_PATHS.commodityTrade(agreementId),
  );
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function adminCancel(financing: ApprovedApplication) {
  const cancelled = await asOfficer(
    t,
    team.admin,
    'PATCH',
    BACKOFFICE_PATHS.cancel(financing.applicationId),
    {
      remark: 'The customer asked us to stop',
    },
  );
  expect(cancelled.statusCode).toBe(200);
  expect((await storedAgreement(t, financing.agreementId)).agreement?.status).toBe('CANCELED');
}

function tradeAudit(agreementId: string) {
  return t.db.query<Record<string, unknown>>(
    `select action, actor_kind as "actorKind", actor_role as "actorRole", before, after from audit_events
     where subject_id = $1 and action like 'commodityTrade.%' order by id`,
    [agreementId],
  );
}

describe('a financing cancelled while the lender owns the lot', () => {
  let financing: ApprovedApplication;

  beforeAll(async () => {
    financing = await lotOwned();
    await adminCancel(financing);
  });

  it('starts the unwinding in the cancel’s transaction, audited as the system’s, with the order queued', async () => {
    expect((await trade(financing.agreementId)).status).toBe('UNWIND_PENDING');
    expect(await tradeAudit(financing.agreementId)).toEqual([
      {
        action: 'commodityTrade.unwind',
        actorKind: 'system',
        actorRole: null,
        before: { commodityTrade: 'PURCHASED' },
        after: { commodityTrade: 'UNWIND_PENDING' },
      },
    ]);
    const queued = await t.db.query(`select 1 from jobs where kind = $1 and payload->>'agreementId' = $2`, [
      COMMODITY_TRADE_UNWIND_JOB,
      financing.agreementId,
    ]);
    expect(queued).toHaveLength(1);
  });

  it('sells the lot back to broker 1 at the cost price, keeps the certificate and buys nothing more', async () => {
    await runJobsNow(t);
    const unwound = await trade(financing.agreementId);
    expect(unwound.status).toBe('UNWOUND');
    expect(unwound.legs.map((leg: Record<string, unknown>) => [leg.leg, leg.status, leg.priceSen])).toEqual([
      ['purchase', 'confirmed', 500_000],
      ['unwind', 'confirmed', 500_000],
    ]);
    const sale = unwound.legs[1];
    expect(sale.seller).toBe(t.config.lender.name);
    expect(sale.buyer).toBe(SANDBOX_BROKERS.first);
    expect(sale.certificateNo).toEqual(expect.any(String));
    const [file] = await t.db.query<{ id: string }>(
      `select id from agreement_files where id = $1 and kind = 'commoditytrade'`,
      [sale.fileId],
    );
    expect(file?.id).toBe(sale.fileId);
    const platform = await t.commodityTrading.trade(
      (
        await t.db.query<{ id: string }>(
          'select provider_trade_id as id from commodity_trades where agreement_id = $1',
          [financing.agreementId],
        )
      )[0]?.id as string,
    );
    expect(platform?.legs.map((leg) => [leg.leg, leg.status])).toEqual([
      ['purchase', 'confirmed'],
      ['unwind', 'confirmed'],
    ]);
    expect((await tradeAudit(financing.agreementId)).map((entry) => entry.action)).toEqual([
      'commodityTrade.unwind',
      'commodityTrade.unwound',
    ]);
  });
});

describe('a sale back that fails', () => {
  let financing: ApprovedApplication;

  beforeAll(async () => {
    financing = await lotOwned();
    await adminCancel(financing);
    await t.commodityTrading.failNext('brokerFails');
    await runJobsNow(t);
  });

  it('waits for an officer: told by email and marked on the back office’s list', async () => {
    const failed = await trade(financing.agreementId);
    expect(failed.status).toBe('UNWIND_FAILED');
    expect(failed.legs.at(-1)).toMatchObject({
      leg: 'unwind',
      status: 'failed',
      failureReason: 'Broker 1 could not take the lot back at this price.',
    });
    const agreementNo = (await storedAgreement(t, financing.agreementId)).agreement?.agreement_no as string;
    const alerts = (await operationsEmails(t)).filter((email) => email.bodyText.includes(agreementNo));
    expect(alerts.map((email) => email.purpose)).toEqual(['operations.commodityTrade.unwind']);
    expect(alerts[0]?.bodyText).toContain('Reason: Broker 1 could not take the lot back at this price.');
    const list = await asOfficer(
      t,
      team.verifier,
      'GET',
      `${AGREEMENT_BACKOFFICE_PATHS.agreements}?needsAttention=true`,
    );
    expect(list.json().items.find((item: { id: string }) => item.id === financing.agreementId)).toMatchObject(
      { status: 'CANCELED', attention: ['commodityTrade'] },
    );
  });

  it('refuses another role’s request to unwind again (403), and a disbursement officer’s unwinds it', async () => {
    const path = AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(financing.agreementId);
    const refused = await asOfficer(t, team.verifier, 'POST', path, { remark: 'Broker 1 has stock again' });
    expect(refused.statusCode).toBe(403);
    expect((await trade(financing.agreementId)).status).toBe('UNWIND_FAILED');

    const retried = await asOfficer(t, disburser, 'POST', path, { remark: 'Broker 1 has stock again' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(en.disbursements.unwindRetried);
    await runJobsNow(t);
    const unwound = await trade(financing.agreementId);
    expect(unwound.status).toBe('UNWOUND');
    expect(unwound.legs.map((leg: Record<string, unknown>) => [leg.leg, leg.status])).toEqual([
      ['purchase', 'confirmed'],
      ['unwind', 'failed'],
      ['unwind', 'confirmed'],
    ]);
    expect((await tradeAudit(financing.agreementId)).map((entry) => [entry.action, entry.actorRole])).toEqual(
      [
        ['commodityTrade.unwind', null],
        ['commodityTrade.unwindFailed', null],
        ['commodityTrade.retry', 'disbursementOfficer'],
        ['commodityTrade.unwound', null],
      ],
    );
    const list = await asOfficer(
      t,
      team.verifier,
      'GET',
      `${AGREEMENT_BACKOFFICE_PATHS.agreements}?needsAttention=true`,
    );
    expect(list.json().items.some((item: { id: string }) => item.id === financing.agreementId)).toBe(false);
  });
});

describe('a financing cancelled before its purchase is filled', () => {
  it('cancels the purchase order: nothing is bought, and the order’s late step changes nothing', async () => {
    const financing = await purchaseOrdered();
    // Broker 1 has not filled the order yet when the agreement is cancelled.
    await t.db.query(
      `update jobs set run_at = now() + interval '1 hour' where kind = $1 and status = 'queued'`,
      [SANDBOX_COMMODITY_TRADING_STEP_JOB],
    );
    await adminCancel(financing);
    await t.jobs.runDue();
    const unwound = await trade(financing.agreementId);
    expect(unwound.status).toBe('UNWOUND');
    expect(unwound.legs.map((leg: Record<string, unknown>) => [leg.leg, leg.status])).toEqual([
      ['purchase', 'cancelled'],
      ['unwind', 'confirmed'],
    ]);
    expect(unwound.legs[1]).toMatchObject({ seller: SANDBOX_BROKERS.first, buyer: t.config.lender.name });
    await runJobsNow(t);
    const after = await trade(financing.agreementId);
    expect(after.status).toBe('UNWOUND');
    expect(after.legs.map((leg: Record<string, unknown>) => leg.status)).toEqual(['cancelled', 'confirmed']);
  });
});

describe('a financing whose trade holds nothing', () => {
  it('is unwound at once when broker 2 has bought the lot, with nothing asked of the platform', async () => {
    const approved = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
    await call(t, approved.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(approved.agreementId), {
      takeProtection: false,
    });
    await t.db.query(`update agreements set status = 'SIGNED' where id = $1`, [approved.agreementId]);
    await enqueueJob(t.db, COMMODITY_TRADE_PLACE_JOB, { agreementId: approved.agreementId });
    await runJobsNow(t);
    expect((await trade(approved.agreementId)).status).toBe('COMPLETED');
    await adminCancel(approved);
    const unwound = await trade(approved.agreementId);
    expect(unwound.status).toBe('UNWOUND');
    expect(unwound.proceedsSen).toBe(500_000);
    expect(unwound.legs.map((leg: Record<string, unknown>) => leg.leg)).toEqual([
      'purchase',
      'saleToCustomer',
      'agencySale',
    ]);
    expect(await tradeAudit(approved.agreementId)).toMatchObject([
      {
        action: 'commodityTrade.unwound',
        before: { commodityTrade: 'COMPLETED' },
        after: { commodityTrade: 'UNWOUND' },
      },
    ]);
    const queued = await t.db.query(`select 1 from jobs where kind = $1 and payload->>'agreementId' = $2`, [
      COMMODITY_TRADE_UNWIND_JOB,
      approved.agreementId,
    ]);
    expect(queued).toEqual([]);
  });
});
