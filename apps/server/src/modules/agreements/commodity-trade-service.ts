import { createHash, randomUUID } from 'node:crypto';
import {
  type CommodityTradeEvent,
  type CommodityTradeStatus,
  commodityTradeTransition,
  type OfficerCommodityTrade,
  officerMoveRefused,
  type Sen,
  transitionRefused,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { enqueueJob, type JobRow, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  CommodityLeg,
  CommodityLegKind,
  CommodityTradingProvider,
  TradeCertificate,
} from '../../providers/commodity-trading/commodity-trading-provider.ts';
import { ProviderRejectedError } from '../../providers/email/email-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { applicantIdentity, findApplication } from '../applications/application-records.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { newFile, PDF_CONTENT_TYPE } from './agreement-document-service.ts';
import { findAgreementFile, insertAgreementFile } from './agreement-file-repository.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';
import {
  type CommodityTradeLegRow,
  type CommodityTradeRow,
  cancelPendingLegs,
  confirmLeg,
  failLeg,
  findCommodityTrade,
  findLegByProviderId,
  insertCommodityTrade,
  insertPendingLeg,
  legsOfTrade,
  setProviderTradeId,
  writeCommodityTradeStatus,
} from './commodity-trade-repository.ts';
import { COMMODITY_TRADE_UNWIND_JOB, recordTradeAudit, UNWINDING } from './commodity-trade-unwind.ts';
import { type OperationsAlerts, queueOperationsAlert } from './operations-alerts.ts';

/** Places the trade's next leg: the first once the agreement is signed, each next one after a confirmation. */
export const COMMODITY_TRADE_PLACE_JOB = 'agreements-commodity-trade.place';
/** Asks the platform about a leg whose notice has not come. */
export const COMMODITY_TRADE_POLL_JOB = 'agreements-commodity-trade.poll';
/** A leg the platform has not answered for this long is asked about (then again, later, by the job's retries). */
export const COMMODITY_TRADE_POLL_AFTER_MS = 30 * 60_000;

/**
 * Called in the signing transaction: an Islamic financing's trade starts once the signed agreement (the customer's
 * Wakalah and promise to buy) is stored. A loan has no trade.
 */
export async function startCommodityTradeAfterSigning(tx: Queryable, agreement: AgreementRow): Promise<void> {
  if (VARIANT_RULES[agreement.variant].commodityTrade)
    await enqueueJob(tx, COMMODITY_TRADE_PLACE_JOB, { agreementId: agreement.id });
}

/** The leg each status waits for; none while a leg has failed, or once the trade is over. */
const NEXT_LEG: Readonly<Record<CommodityTradeStatus, CommodityLeg | null>> = {
  PURCHASE_PENDING: 'purchase',
  PURCHASE_FAILED: null,
  PURCHASED: 'saleToCustomer',
  SOLD_TO_CUSTOMER: 'agencySale',
  AGENCY_SALE_FAILED: null,
  COMPLETED: null,
  UNWIND_PENDING: null,
  UNWIND_FAILED: null,
  UNWOUND: null,
};

const CONFIRM_EVENT: Readonly<Record<CommodityLegKind, CommodityTradeEvent>> = {
  purchase: 'confirmPurchase',
  saleToCustomer: 'confirmSaleToCustomer',
  agencySale: 'confirmAgencySale',
  unwind: 'confirmUnwind',
};

/** The sale to the customer has no broker: only the broker legs and the sale back report a failure. */
const FAIL_EVENT: Readonly<Record<CommodityLegKind, CommodityTradeEvent | null>> = {
  purchase: 'failPurchase',
  saleToCustomer: null,
  agencySale: 'failAgencySale',
  unwind: 'failUnwind',
};

const RETRY_EVENT: Partial<Record<CommodityTradeStatus, CommodityTradeEvent>> = {
  PURCHASE_FAILED: 'retryPurchase',
  AGENCY_SALE_FAILED: 'retryAgencySale',
  UNWIND_FAILED: 'retryUnwind',
};

/**
 * The Islamic financing's commodity trade (tawarruq) in Shariah order: the purchase from broker 1 at the cost price,
 * the sale to the customer at the selling price, the agency sale to broker 2 at the cost price, each placed only
 * after the previous leg's confirmation notice. Each confirmation's trade certificate is stored as a
 * `commoditytrade` file of the agreement; a failed broker leg waits for a disbursement officer to request it again.
 * The domain's commodity-trade machine decides every move; its COMPLETED status lets the release go.
 */
export class CommodityTradeService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #provider: CommodityTradingProvider;
  readonly #financierName: string;
  readonly #alerts: OperationsAlerts;

  constructor(deps: {
    db: Database;
    clock: Clock;
    storage: FileStorage;
    provider: CommodityTradingProvider;
    financierName: string;
    /** Where an unwinding that failed is told of. */
    alerts: OperationsAlerts;
  }) {
    this.#alerts = deps.alerts;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#provider = deps.provider;
    this.#financierName = deps.financierName;
  }

  attach(worker: JobWorker): void {
    worker.handle(COMMODITY_TRADE_PLACE_JOB, (payload) => this.placeNext(String(payload.agreementId)));
    worker.handle(COMMODITY_TRADE_POLL_JOB, (payload) => this.poll(String(payload.providerLegId)));
    worker.handle(COMMODITY_TRADE_UNWIND_JOB, (payload, job) =>
      this.unwind(String(payload.agreementId), job),
    );
  }

  /**
   * The job queued when the agreement ended with its trade unwinding (docs/decisions/051): asks the platform to
   * cancel the purchase order or sell the lot back, and records the leg it answers, with a poll for its notice. A
   * trade whose first order never reached the platform is unwound at once. The platform refusing (it holds nothing
   * of the trade), or still down at the last try, fails the unwinding for an officer, told by email.
   */
  async unwind(agreementId: string, job: Pick<JobRow, 'attempts' | 'maxAttempts'>): Promise<void> {
    const trade = await findCommodityTrade(this.#db, agreementId);
    if (trade?.status !== 'UNWIND_PENDING') return;
    const legs = await legsOfTrade(this.#db, agreementId);
    if (legs.some((leg) => leg.leg === 'unwind' && leg.status === 'pending')) return;
    if (!trade.providerTradeId) {
      await this.#db.transaction(async (tx) => {
        const locked = await this.#lockUnwinding(tx, agreementId);
        if (!locked) return;
        const now = this.#clock.now();
        await cancelPendingLegs(tx, agreementId, now);
        await this.#moveAudited(
          tx,
          locked,
          'confirmUnwind',
          now,
          'No order of the trade had reached the platform.',
        );
      });
      return;
    }
    let placed: { legId: string };
    try {
      placed = await this.#provider.unwind(trade.providerTradeId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof ProviderRejectedError || job.attempts >= job.maxAttempts;
      if (final) await this.#failUnwinding(agreementId, reason);
      if (error instanceof ProviderRejectedError) throw new PermanentJobError(reason);
      throw error;
    }
    await this.#db.transaction(async (tx) => {
      await insertPendingLeg(tx, {
        id: randomUUID(),
        agreementId,
        leg: 'unwind',
        providerLegId: placed.legId,
        at: this.#clock.now(),
      });
      await enqueueJob(
        tx,
        COMMODITY_TRADE_POLL_JOB,
        { providerLegId: placed.legId },
        { runAt: new Date(Date.now() + COMMODITY_TRADE_POLL_AFTER_MS) },
      );
    });
  }

  /** The unwinding could not be placed: the trade waits for an officer, who is told by email. */
  async #failUnwinding(agreementId: string, reason: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const locked = await this.#lockUnwinding(tx, agreementId);
      if (!locked) return;
      await this.#moveAudited(tx, locked, 'failUnwind', this.#clock.now(), reason);
    });
  }

  async #lockUnwinding(tx: Queryable, agreementId: string): Promise<CommodityTradeRow | undefined> {
    await findAgreementById(tx, agreementId, { lock: true });
    const trade = await findCommodityTrade(tx, agreementId, { lock: true });
    return trade?.status === 'UNWIND_PENDING' ? trade : undefined;
  }

  /**
   * An unwinding's end, moved by the machine, audited as the system's with the reason, and, when it failed, told to
   * the operations inbox: all in the caller's transaction.
   */
  async #moveAudited(
    tx: Queryable,
    trade: CommodityTradeRow,
    event: 'confirmUnwind' | 'failUnwind',
    now: Date,
    remark: string | null,
  ): Promise<void> {
    const to = await this.#move(tx, trade, event, now);
    const agreement = await findAgreementById(tx, trade.agreementId);
    if (!agreement) throw new PermanentJobError(`commodity trade ${trade.agreementId} lacks its agreement`);
    await recordTradeAudit(tx, agreement, {
      action: event === 'confirmUnwind' ? 'commodityTrade.unwound' : 'commodityTrade.unwindFailed',
      from: trade.status,
      to,
      remark,
      now,
    });
    if (event === 'failUnwind')
      await queueOperationsAlert(tx, this.#alerts, agreement, {
        kind: 'commodityTrade',
        reason: remark ?? 'The platform did not say why.',
      });
  }

  /**
   * Opens the trade when it has none and places the leg its status waits for, unless that leg is placed already.
   * The platform answers a repeated order with the leg it placed, so a retried job never trades twice; an outage
   * throws, and the job runs again later.
   */
  async placeNext(agreementId: string): Promise<void> {
    const agreement = await findAgreementById(this.#db, agreementId);
    if (!agreement || !VARIANT_RULES[agreement.variant].commodityTrade || !agreement.acceptance)
      throw new PermanentJobError(`agreement ${agreementId} has no commodity trade to place`);
    // A cancelled agreement buys nothing more.
    if (agreement.status === 'CANCELED') return;
    const costPriceSen = agreement.amountSen;
    const sellingPriceSen = agreement.acceptance.totalPayableSen;
    await insertCommodityTrade(this.#db, {
      agreementId,
      costPriceSen,
      sellingPriceSen,
      at: this.#clock.now(),
    });
    const trade = await findCommodityTrade(this.#db, agreementId);
    if (!trade) throw new Error(`commodity trade of ${agreementId} not opened`);
    const leg = NEXT_LEG[trade.status];
    if (leg === null) return;
    const legs = await legsOfTrade(this.#db, agreementId);
    if (legs.some((placed) => placed.leg === leg && placed.status === 'pending')) return;
    const placed = await this.#order(agreement, trade, leg, costPriceSen, sellingPriceSen);
    await this.#db.transaction(async (tx) => {
      await setProviderTradeId(tx, agreementId, placed.tradeId);
      await insertPendingLeg(tx, {
        id: randomUUID(),
        agreementId,
        leg,
        providerLegId: placed.legId,
        at: this.#clock.now(),
      });
      // The job queue compares run_at with the database's clock, so the wait is counted on the wall clock.
      await enqueueJob(
        tx,
        COMMODITY_TRADE_POLL_JOB,
        { providerLegId: placed.legId },
        { runAt: new Date(Date.now() + COMMODITY_TRADE_POLL_AFTER_MS) },
      );
    });
  }

  async #order(
    agreement: AgreementRow,
    trade: CommodityTradeRow,
    leg: CommodityLeg,
    costPriceSen: Sen,
    sellingPriceSen: Sen,
  ): Promise<{ tradeId: string; legId: string }> {
    if (leg === 'purchase') {
      const application =
        agreement.applicationId && (await findApplication(this.#db, agreement.applicationId));
      if (!application) throw new PermanentJobError(`agreement ${agreement.id} lacks its application`);
      const customer = applicantIdentity(application);
      return this.#provider.purchase({
        reference: agreement.id,
        costPriceSen,
        sellingPriceSen,
        financierName: this.#financierName,
        customer: { name: customer.fullName.trim(), nric: customer.nric },
      });
    }
    const tradeId = trade.providerTradeId;
    if (!tradeId) throw new PermanentJobError(`commodity trade of ${agreement.id} was never placed`);
    const { legId } =
      leg === 'saleToCustomer'
        ? await this.#provider.sellToCustomer(tradeId)
        : await this.#provider.sellToBroker(tradeId);
    return { tradeId, legId };
  }

  /**
   * A notice of the platform, verified before anything of it is read. A leg settled already (a repeated notice, or
   * another notice of the same leg) changes nothing. A confirmation's certificate is fetched, checked against the
   * digest the signed notice carries, stored, and recorded with the leg's confirmation and the trade's move in one
   * transaction; the next leg's order is queued in it.
   */
  async applyNotice(received: unknown): Promise<void> {
    const notice = await this.#provider.verifyNotice(received);
    const leg = await findLegByProviderId(this.#db, notice.subjectId);
    // An order whose recording has not committed yet: the platform delivers again, by then it is recorded.
    if (!leg) throw new Error(`commodity trade notice ${notice.id} is about an order not recorded`);
    if (leg.status !== 'pending' || leg.noticeId !== null) return;
    if (notice.type === 'failed')
      return this.#applyFailure(leg, { source: notice.id, reason: notice.body.reason });
    const { certificate } = notice.body;
    if (certificate.leg !== leg.leg)
      throw new PermanentJobError(`notice ${notice.id} confirms ${certificate.leg}, not ${leg.leg}`);
    const pdf = await this.#provider.certificatePdf(notice.subjectId);
    if (!pdf || createHash('sha256').update(pdf).digest('hex') !== notice.body.certificateSha256)
      throw new Error(`the trade certificate of notice ${notice.id} does not match its digest`);
    return this.#applyConfirmation(leg, { source: notice.id, certificate, pdf });
  }

  /**
   * Asks the platform about a leg placed a while ago whose notice has not come (lost on the way): a settled leg is
   * applied as its notice would have been, with the certificate the platform keeps for it; a leg still pending is
   * asked about again later (the job's retry). A leg settled meanwhile by its notice changes nothing.
   */
  async poll(providerLegId: string): Promise<void> {
    const leg = await findLegByProviderId(this.#db, providerLegId);
    if (leg?.status !== 'pending') return;
    const trade = await findCommodityTrade(this.#db, leg.agreementId);
    const placed = trade?.providerTradeId ? await this.#provider.trade(trade.providerTradeId) : null;
    const answer = placed?.legs.find((candidate) => candidate.id === providerLegId);
    // An order the unwinding withdrew: its notice will never come, and the unwinding's own leg settles the trade.
    if (answer?.status === 'cancelled') return;
    if (!placed || !answer || answer.status === 'pending')
      throw new Error(`commodity trade leg ${providerLegId} is not settled by the platform yet`);
    const source = `poll:${providerLegId}`;
    if (answer.status === 'failed')
      return this.#applyFailure(leg, { source, reason: answer.failureReason ?? 'The order failed.' });
    const pdf = await this.#provider.certificatePdf(providerLegId);
    if (!pdf || !answer.certificateNo)
      throw new Error(`commodity trade leg ${providerLegId} is confirmed without its certificate`);
    const certificate: TradeCertificate = {
      certificateNo: answer.certificateNo,
      leg: answer.leg,
      commodity: placed.commodity,
      quantityKg: placed.quantityKg,
      priceSen: answer.priceSen,
      seller: answer.seller,
      buyer: answer.buyer,
      // The platform's record says when it was settled only in its certificate: the time it is recorded here.
      at: this.#clock.now().toISOString(),
    };
    return this.#applyConfirmation(leg, { source, certificate, pdf });
  }

  async #applyFailure(leg: CommodityTradeLegRow, failure: { source: string; reason: string }): Promise<void> {
    const event = FAIL_EVENT[leg.leg];
    if (!event) throw new PermanentJobError(`the ${leg.leg} leg cannot fail at a broker`);
    await this.#db.transaction(async (tx) => {
      const locked = await this.#lockPending(tx, leg);
      if (!locked) return;
      const now = this.#clock.now();
      await failLeg(tx, leg.id, { noticeId: failure.source, reason: failure.reason, at: now });
      if (leg.leg === 'unwind') await this.#moveAudited(tx, locked.trade, 'failUnwind', now, failure.reason);
      // A sale's order that fails once the trade is unwinding is recorded and changes nothing else.
      else if (!UNWINDING.has(locked.trade.status)) await this.#move(tx, locked.trade, event, now);
    });
  }

  async #applyConfirmation(
    leg: CommodityTradeLegRow,
    confirmation: { source: string; certificate: TradeCertificate; pdf: Uint8Array },
  ): Promise<void> {
    const { certificate, pdf } = confirmation;
    const agreement = await findAgreementById(this.#db, leg.agreementId);
    if (!agreement) throw new PermanentJobError(`commodity trade leg ${leg.id} lacks its agreement`);
    const now = this.#clock.now();
    const signed = await findAgreementFile(this.#db, agreement.id, 'signedagreementpdf');
    const file = {
      ...newFile(
        agreement,
        'commoditytrade',
        signed?.language ?? 'en',
        signed?.agreementDate ?? this.#clock.today(),
        pdf,
        now,
      ),
      fileName: `${agreement.agreementNo}-trade-${certificate.certificateNo}.pdf`,
    };
    await this.#storage.put(file.storageKey, pdf, PDF_CONTENT_TYPE);
    let recorded = false;
    try {
      await this.#db.transaction(async (tx) => {
        const locked = await this.#lockPending(tx, leg);
        if (!locked) return;
        await insertAgreementFile(tx, file);
        await confirmLeg(tx, leg.id, {
          noticeId: confirmation.source,
          certificateNo: certificate.certificateNo,
          commodity: certificate.commodity,
          quantityKg: certificate.quantityKg,
          priceSen: certificate.priceSen,
          seller: certificate.seller,
          buyer: certificate.buyer,
          executedAt: new Date(certificate.at),
          fileId: file.id,
          at: now,
        });
        recorded = true;
        if (leg.leg === 'unwind') {
          await cancelPendingLegs(tx, agreement.id, now);
          await this.#moveAudited(tx, locked.trade, 'confirmUnwind', now, null);
          return;
        }
        // A sale confirmed after the trade began unwinding is kept with its certificate; the unwinding settles it.
        if (UNWINDING.has(locked.trade.status)) return;
        const to = await this.#move(tx, locked.trade, CONFIRM_EVENT[leg.leg], now, {
          ...(leg.leg === 'agencySale' ? { proceedsSen: certificate.priceSen } : {}),
        });
        if (NEXT_LEG[to] !== null)
          await enqueueJob(tx, COMMODITY_TRADE_PLACE_JOB, { agreementId: agreement.id });
      });
    } finally {
      if (!recorded) await this.#storage.delete(file.storageKey).catch(() => undefined);
    }
  }

  /** The agreement, its trade and the leg locked in that order; undefined when the leg was settled meanwhile. */
  async #lockPending(
    tx: Queryable,
    leg: CommodityTradeLegRow,
  ): Promise<{ trade: CommodityTradeRow } | undefined> {
    await findAgreementById(tx, leg.agreementId, { lock: true });
    const trade = await findCommodityTrade(tx, leg.agreementId, { lock: true });
    const current = await findLegByProviderId(tx, leg.providerLegId, { lock: true });
    if (!trade || !current || current.status !== 'pending') return undefined;
    return { trade };
  }

  async #move(
    tx: Queryable,
    trade: CommodityTradeRow,
    event: CommodityTradeEvent,
    now: Date,
    write: { proceedsSen?: Sen } = {},
  ): Promise<CommodityTradeStatus> {
    const outcome = commodityTradeTransition({ from: trade.status, event, actor: 'system' });
    if (!outcome.ok) throw transitionRefused(outcome);
    await writeCommodityTradeStatus(tx, trade.agreementId, { status: outcome.to, ...write }, now);
    return outcome.to;
  }

  /**
   * A disbursement officer requests the failed leg again: the trade goes back to waiting for that leg, the request is
   * audited with the officer's remark, and the order is queued, all in one transaction.
   */
  async retry(
    officer: OfficerPrincipal,
    agreementId: string,
    remark: string,
    trace: RequestTrace,
  ): Promise<CommodityTradeEvent> {
    return this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, agreementId, { lock: true });
      if (!agreement) throw notFound('errors.agreementNotFound');
      const trade = await findCommodityTrade(tx, agreementId, { lock: true });
      if (!trade) throw conflict('disbursements.noCommodityTrade');
      const event = RETRY_EVENT[trade.status];
      if (!event) throw conflict('disbursements.tradeNotFailed');
      // A cancelled agreement's trade may only be unwound again, never bought or sold on.
      if (agreement.status === 'CANCELED' && event !== 'retryUnwind')
        throw conflict('errors.transitionNotAllowed');
      const outcome = commodityTradeTransition({ from: trade.status, event, actor: 'disbursementOfficer' });
      if (!outcome.ok) throw officerMoveRefused(outcome);
      const now = this.#clock.now();
      await writeCommodityTradeStatus(tx, agreementId, { status: outcome.to }, now);
      await recordAuditEvent(tx, {
        at: now,
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: await officerName(tx, officer.officerId),
        actorRole: 'disbursementOfficer',
        subjectId: agreement.id,
        applicationId: agreement.applicationId,
        action: 'commodityTrade.retry',
        subjectType: 'agreement',
        before: { commodityTrade: trade.status },
        after: { commodityTrade: outcome.to },
        remark,
        ...trace,
      });
      await enqueueJob(tx, event === 'retryUnwind' ? COMMODITY_TRADE_UNWIND_JOB : COMMODITY_TRADE_PLACE_JOB, {
        agreementId,
      });
      return event;
    });
  }

  /** The trade and its legs as the back office shows them; none for a loan, or before the trade starts. */
  async view(agreementId: string): Promise<OfficerCommodityTrade> {
    const trade = await findCommodityTrade(this.#db, agreementId);
    if (!trade) throw notFound('disbursements.noCommodityTrade');
    const legs = await legsOfTrade(this.#db, agreementId);
    return {
      status: trade.status,
      costPriceSen: trade.costPriceSen,
      sellingPriceSen: trade.sellingPriceSen,
      proceedsSen: trade.proceedsSen,
      legs: legs.map((leg) => ({
        leg: leg.leg,
        status: leg.status,
        placedAt: leg.placedAt.toISOString(),
        certificateNo: leg.certificateNo,
        commodity: leg.commodity,
        quantityKg: leg.quantityKg,
        priceSen: leg.priceSen,
        seller: leg.seller,
        buyer: leg.buyer,
        executedAt: leg.executedAt?.toISOString() ?? null,
        fileId: leg.fileId,
        failureReason: leg.failureReason,
      })),
    };
  }
}
