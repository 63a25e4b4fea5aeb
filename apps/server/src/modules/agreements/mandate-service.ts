import { timingSafeEqual } from 'node:crypto';
import {
  type AgreementStatus,
  type AgreementView,
  agreementTransition,
  type CatalogKey,
  DIRECT_DEBIT_PATHS,
  DIRECT_DEBIT_VERIFICATION_FEE_SEN,
  type DirectDebitBank,
  type Language,
  type Mandate,
  type MandateRequest,
  type MandateStarted,
  pngDataUrlBytes,
  type Sen,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import { translate } from '../../http/translator.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  DirectDebitProvider,
  MandateNotice,
  MandateRecord,
  MandateRejection,
} from '../../providers/direct-debit/direct-debit-provider.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../../providers/email/email-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findCustomer } from '../auth/customer-records.ts';
import { agreementBorrower } from './agreement-borrower.ts';
import { newFile } from './agreement-document-service.ts';
import { type AgreementFile, findAgreementFile, insertAgreementFile } from './agreement-file-repository.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { ownedAgreement } from './agreement-ownership.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';
import { countWrongTac, findTac, markTacUsed, markTacVerified } from './agreement-tac-repository.ts';
import { agreementView } from './agreement-view.ts';
import type { AfterAttestation } from './attestation-video-service.ts';
import { drawnSignatureSize } from './drawn-signature-png.ts';
import {
  activateMandate,
  cancelMandateRow,
  findMandate,
  insertMandate,
  insertVerificationRefund,
  listMandates,
  type MandateRow,
  rejectMandate,
} from './mandate-repository.ts';
import { isProviderNoticeRecorded, recordProviderNotice } from './provider-notice-repository.ts';
import { TAC_MAX_WRONG, TAC_VERIFIED_FOR_MS, tacHash } from './signing-service.ts';

export const MANDATE_POLL_JOB = 'agreement-mandate-poll';
/** A mandate still pending this long after it was asked for is asked about (its notice may have been lost)... */
export const MANDATE_POLL_AFTER_MS = 30 * 60_000;
/** ...and again every half hour, for two days: then it stays pending until the customer acts. */
export const MANDATE_POLL_FOR_MS = 2 * 24 * 60 * 60_000;

/** Attestation: an Islamic financing may take its mandate as the attestation (spec 000 section 2). */
const ATTESTATION_STATUSES = new Set<AgreementStatus>(['AWAITING_ATTESTATION', 'LIVE_CALL_SCHEDULED']);
/** Once the agreement waits for its payout the repayments depend on the mandate: it is updated, not removed. */
const CANCELLABLE_STATUSES = new Set<AgreementStatus>([
  'AWAITING_ATTESTATION',
  'LIVE_CALL_SCHEDULED',
  'ATTESTED',
  'AGREEMENT_ACCEPTED',
  'CERTIFICATE_ENROLLED',
  'SIGNED',
  'STAMPED',
]);

const PNG_CONTENT_TYPE = 'image/png';

const TAC_REFUSALS = {
  missing: 'agreements.tacNotRequested',
  used: 'agreements.tacUsed',
  expired: 'agreements.tacExpired',
  tooMany: 'agreements.tacAttemptsExceeded',
  wrong: 'agreements.tacInvalid',
} as const satisfies Record<string, CatalogKey>;

export type NoticeOutcome = 'applied' | 'repeat' | 'unknown';

/** What the bank decided, from its notice or from the status enquiry. */
type MandateOutcome =
  | {
      readonly state: 'ACTIVE';
      readonly accountNoLast4: string;
      readonly verificationDebitSen: Sen;
      readonly replacedMandateId: string | null;
    }
  | {
      readonly state: 'REJECTED';
      readonly reason: MandateRejection;
      readonly debitAuthCode: string | null;
      readonly verificationDebitSen: Sen | null;
    }
  | { readonly state: 'CANCELLED' };

/**
 * Moves a stamped agreement whose mandate is active on to the disbursement queue (`completeDirectDebit`, the
 * system's move) in the caller's transaction; whichever of the stamp and the mandate comes last calls it. An SME
 * partner's loan goes on once stamped (`repayFromCommission`).
 */
export async function moveToDisbursementWhenReady(
  tx: Queryable,
  agreement: AgreementRow,
  now: Date,
): Promise<AgreementRow> {
  if (agreement.status !== 'STAMPED') return agreement;
  // An SME partner's loan is repaid from the commission and needs no mandate (docs/decisions/064, 067).
  const fromCommission = agreement.product === 'SME';
  if (!fromCommission) {
    const mandates = await listMandates(tx, agreement.id);
    if (!mandates.some((mandate) => mandate.state === 'ACTIVE')) return agreement;
  }
  const { agreement: moved } = await changeAgreementStatus({
    tx,
    agreement,
    event: { name: fromCommission ? 'repayFromCommission' : 'completeDirectDebit' },
    actor: { kind: 'system' },
    facts: fromCommission ? { repaidFromPartnerCommission: true } : { directDebitMandateActive: true },
    now,
  });
  return moved;
}

/**
 * The direct-debit e-mandate of an agreement (docs/decisions/027): the customer starts it with a TAC and authorises
 * it at the bank; the bank's signed notice (by the in-process listener or the callback route, one handler) or, when
 * that is lost, the status enquiry decides it. Its activation records the RM1 owed back, attests an Islamic
 * financing that took it as its attestation, and moves a stamped agreement on to the disbursement queue.
 */
export class MandateService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #provider: DirectDebitProvider;
  readonly #publicUrl: string;
  readonly #afterAttestation: AfterAttestation | undefined;

  constructor(deps: {
    db: Database;
    clock: Clock;
    /** Where the drawn signatures are kept, as the agreement's other files. */
    storage: FileStorage;
    provider: DirectDebitProvider;
    publicUrl: string;
    /** What else the attestation ends, in its transaction: a live call still booked is withdrawn. */
    afterAttestation?: AfterAttestation;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#provider = deps.provider;
    this.#publicUrl = deps.publicUrl.replace(/\/+$/, '');
    this.#afterAttestation = deps.afterAttestation;
  }

  attach(worker: JobWorker): void {
    worker.handle(MANDATE_POLL_JOB, (payload) => this.poll(String(payload.mandateId)));
  }

  /** The banks taking e-mandates now: a bank offline at the moment is left out. */
  async banks(): Promise<DirectDebitBank[]> {
    const banks = await providerCall(() => this.#provider.banks(), 'directDebit.serviceUnavailable');
    return banks
      .filter((bank) => bank.online)
      .map(({ code, name, accountTypes }) => ({ code, name, accountTypes: [...accountTypes] }));
  }

  /** The mandate being set up, else the one in force, else the latest; 404 before any. */
  async mandate(principal: CustomerPrincipal, agreementId: string, language: Language): Promise<Mandate> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    const shown = currentMandate(await listMandates(this.#db, agreement.id));
    if (!shown) throw notFound('directDebit.notFound');
    const customer = await findCustomer(this.#db, principal.userId);
    return mandateView(agreement, shown, customer, language);
  }

  /**
   * Starts the first mandate: consent, the drawn signature, a TAC of the direct-debit purpose, a bank online; answers
   * the bank's page.
   */
  async start(
    principal: CustomerPrincipal,
    agreementId: string,
    request: MandateRequest,
  ): Promise<MandateStarted> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    refuseRepaymentFromCommission(agreement);
    const forAttestation = startAllowed(agreement);
    const signaturePng = drawnSignaturePng(request.signature);
    const mandates = await listMandates(this.#db, agreement.id);
    if (mandates.some((mandate) => mandate.state === 'PENDING' || mandate.state === 'ACTIVE'))
      throw conflict('directDebit.alreadySetUp');
    const bank = await this.#onlineBank(request);
    await this.#checkTac(agreement.id, request.tac);
    // The payer is the borrower the agreement names: for a staff loan the applicant its application names, as a
    // staff account holds no NRIC of its own.
    const borrower = await agreementBorrower(this.#db, agreement);
    if (!borrower?.nric) throw notFound('errors.agreementNotFound');
    const maxAmountSen = mostDebited(agreement);
    const started = await providerCall(
      () =>
        this.#provider.createMandate({
          reference: agreement.id,
          bankCode: bank.code,
          accountType: request.accountType,
          payer: { name: borrower.name.trim(), nric: borrower.nric },
          maxAmountSen,
          returnUrl: this.#returnUrl(),
        }),
      'directDebit.bankOffline',
    );
    await this.#record(principal, agreement, started, signaturePng, {
      bankCode: bank.code,
      bankName: bank.name,
      accountType: request.accountType,
      maxAmountSen,
      replacesMandateId: null,
      forAttestation,
    });
    return started;
  }

  /** Replaces the active mandate by a new one (another RM1): the old one stands until the new one is active. */
  async update(
    principal: CustomerPrincipal,
    agreementId: string,
    request: MandateRequest,
  ): Promise<MandateStarted> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    refuseRepaymentFromCommission(agreement);
    if (agreement.status === 'CANCELED' || agreement.status === 'COMPLETED')
      throw conflict('directDebit.closed');
    const mandates = await listMandates(this.#db, agreement.id);
    if (mandates.some((mandate) => mandate.state === 'PENDING')) throw conflict('directDebit.changePending');
    const active = mandates.find((mandate) => mandate.state === 'ACTIVE');
    if (!active) throw conflict('directDebit.nothingToUpdate');
    const signaturePng = drawnSignaturePng(request.signature);
    const bank = await this.#onlineBank(request);
    await this.#checkTac(agreement.id, request.tac);
    const maxAmountSen = mostDebited(agreement);
    const started = await providerCall(
      () =>
        this.#provider.updateMandate(active.id, {
          bankCode: bank.code,
          accountType: request.accountType,
          returnUrl: this.#returnUrl(),
          maxAmountSen,
        }),
      'directDebit.updateFailed',
    );
    await this.#record(principal, agreement, started, signaturePng, {
      bankCode: bank.code,
      bankName: bank.name,
      accountType: request.accountType,
      maxAmountSen,
      replacesMandateId: active.id,
      forAttestation: false,
    });
    return started;
  }

  /** Cancels the mandate in force and any being set up ('Update/Remove successfully'). */
  async cancel(principal: CustomerPrincipal, agreementId: string): Promise<void> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    if (!CANCELLABLE_STATUSES.has(agreement.status)) throw conflict('directDebit.removeFailed');
    const live = (await listMandates(this.#db, agreement.id)).filter(
      (mandate) => mandate.state === 'PENDING' || mandate.state === 'ACTIVE',
    );
    if (live.length === 0) throw notFound('directDebit.notFound');
    for (const mandate of live)
      await providerCall(() => this.#provider.cancelMandate(mandate.id), 'directDebit.removeFailed');
    await this.#db.transaction(async (tx) => {
      await findAgreementById(tx, agreement.id, { lock: true });
      for (const mandate of live) await cancelMandateRow(tx, mandate.id, this.#clock.now());
    });
  }

  /**
   * Islamic financing: the applicant takes the active mandate as the attestation (`attestByDirectDebit`). A loan
   * has no such move: 409 'variantNotAllowed'.
   */
  async attest(principal: CustomerPrincipal, agreementId: string): Promise<AgreementView> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const mandates = await listMandates(tx, agreement.id);
      const { agreement: moved } = await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'attestByDirectDebit' },
        actor: { kind: 'applicant', userId: principal.userId },
        facts: { directDebitMandateActive: mandates.some((mandate) => mandate.state === 'ACTIVE') },
        now: this.#clock.now(),
      });
      await this.#afterAttestation?.(tx, moved);
      return agreementView(moved);
    });
  }

  /**
   * Where the bank's return sends the browser: the web's result page with the reference, the first mandate's or the
   * update's, under /islamic for a financing. It reads and never changes anything: the notice decides.
   */
  async returnTarget(query: { reference: string; mandateId?: string; status?: string }): Promise<string> {
    const mandate = query.mandateId ? await findMandate(this.#db, query.mandateId) : undefined;
    const ours = mandate && mandate.agreementId === query.reference ? mandate : undefined;
    const agreement = ours ? await findAgreementById(this.#db, ours.agreementId) : undefined;
    const base = agreement ? VARIANT_RULES[agreement.variant].pathPrefix : '';
    const page = ours?.replacesMandateId ? '/update-direct-debit-result' : '/direct-debit/confirmation';
    const search = new URLSearchParams({ reference: query.reference });
    if (query.status) search.set('status', query.status);
    return `${base}${page}?${search}`;
  }

  /**
   * The bank's notice, whichever way it came: verified first (NoticeSignatureError, nothing read or written), then
   * applied once in one transaction with the notice's record; a repeat answers 'repeat' and changes nothing, and a
   * notice about a mandate that is not an agreement's (another merchant reference of a shared sandbox) 'unknown'.
   */
  async applyNotice(received: unknown): Promise<NoticeOutcome> {
    const notice = await this.#provider.verifyNotice(received);
    if (await isProviderNoticeRecorded(this.#db, notice.id)) return 'repeat';
    const mandate = await findMandate(this.#db, notice.subjectId);
    if (!mandate) return 'unknown';
    return this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, mandate.agreementId, { lock: true });
      const locked = await findMandate(tx, mandate.id, { lock: true });
      if (!agreement || !locked) throw notFound('directDebit.notFound');
      const now = this.#clock.now();
      if (!(await recordProviderNotice(tx, notice, agreement.id, now))) return 'repeat';
      await this.#apply(tx, agreement, locked, outcomeOfNotice(notice), now);
      return 'applied';
    });
  }

  /** The job: a mandate still pending is asked about; a decision found is applied as its notice would have been. */
  async poll(mandateId: string): Promise<void> {
    const mandate = await findMandate(this.#db, mandateId);
    if (mandate?.state !== 'PENDING') return;
    const record = await this.#provider.mandate(mandateId);
    if (!record) throw new PermanentJobError(`the provider has no mandate ${mandateId}`);
    const outcome = outcomeOfRecord(record);
    if (!outcome) {
      const now = this.#clock.now();
      if (now.getTime() - mandate.createdAt.getTime() < MANDATE_POLL_FOR_MS)
        await enqueueJob(this.#db, MANDATE_POLL_JOB, { mandateId }, { runAt: pollTime() });
      return;
    }
    await this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, mandate.agreementId, { lock: true });
      const locked = await findMandate(tx, mandateId, { lock: true });
      if (!agreement || locked?.state !== 'PENDING') return;
      await this.#apply(tx, agreement, locked, outcome, this.#clock.now());
    });
  }

  async #apply(
    tx: Queryable,
    agreement: AgreementRow,
    mandate: MandateRow,
    outcome: MandateOutcome,
    now: Date,
  ): Promise<void> {
    if (outcome.state === 'CANCELLED') {
      await cancelMandateRow(tx, mandate.id, now);
      return;
    }
    // A decision comes once: a mandate no longer pending (decided by the enquiry, or cancelled) keeps its state.
    if (mandate.state !== 'PENDING') return;
    if (outcome.state === 'REJECTED') {
      await rejectMandate(tx, mandate.id, { ...outcome, at: now });
      if (outcome.verificationDebitSen)
        await insertVerificationRefund(tx, {
          agreementId: agreement.id,
          mandateId: mandate.id,
          amountSen: outcome.verificationDebitSen,
          at: now,
        });
      return;
    }
    const replaced = outcome.replacedMandateId ?? mandate.replacesMandateId;
    if (replaced) await cancelMandateRow(tx, replaced, now);
    await activateMandate(tx, mandate.id, { ...outcome, at: now });
    if (outcome.verificationDebitSen > 0)
      await insertVerificationRefund(tx, {
        agreementId: agreement.id,
        mandateId: mandate.id,
        amountSen: outcome.verificationDebitSen,
        at: now,
      });
    let current = agreement;
    if (mandate.forAttestation && attestsByMandate(agreement)) {
      current = (
        await changeAgreementStatus({
          tx,
          agreement,
          event: { name: 'attestByDirectDebit' },
          actor: { kind: 'system' },
          facts: { directDebitMandateActive: true },
          now,
        })
      ).agreement;
      await this.#afterAttestation?.(tx, current);
    }
    await moveToDisbursementWhenReady(tx, current, now);
  }

  /** The bank chosen, online now and taking the account type: refused before the TAC is spent. */
  async #onlineBank(request: MandateRequest): Promise<{ code: string; name: string }> {
    const banks = await providerCall(() => this.#provider.banks(), 'directDebit.serviceUnavailable');
    const bank = banks.find((each) => each.code === request.bankCode);
    if (!bank?.accountTypes.includes(request.accountType))
      throw badRequest('directDebit.bankNotAccepted', {}, { bankCode: 'directDebit.bankNotAccepted' });
    if (!bank.online) throw new AppError(503, 'directDebit.bankOffline');
    return bank;
  }

  /**
   * The TAC of the direct-debit purpose, typed with the request (a signing TAC cannot start a mandate): not used,
   * within its time (or, verified already, within the verified window), five wrong tries at most, each counted in a
   * transaction that commits before the refusal. It is spent in the transaction that records the mandate.
   */
  async #checkTac(agreementId: string, typed: string): Promise<void> {
    const check = await this.#db.transaction(async (tx): Promise<keyof typeof TAC_REFUSALS | 'ok'> => {
      const stored = await findTac(tx, agreementId, 'directDebit', { lock: true });
      const now = this.#clock.now().getTime();
      if (!stored) return 'missing';
      if (stored.usedAt) return 'used';
      if (stored.failedAttempts >= TAC_MAX_WRONG) return 'tooMany';
      const until = stored.verifiedAt
        ? stored.verifiedAt.getTime() + TAC_VERIFIED_FOR_MS
        : stored.expiresAt.getTime();
      if (until <= now) return 'expired';
      const matches = timingSafeEqual(
        Buffer.from(tacHash(agreementId, 'directDebit', typed), 'hex'),
        Buffer.from(stored.codeHash, 'hex'),
      );
      if (matches) return 'ok';
      const wrong = await countWrongTac(tx, agreementId, 'directDebit');
      return wrong >= TAC_MAX_WRONG ? 'tooMany' : 'wrong';
    });
    if (check !== 'ok') throw badRequest(TAC_REFUSALS[check], {}, { tac: TAC_REFUSALS[check] });
  }

  /**
   * The started mandate's record with its drawn signature, the TAC spent and the poll queued, in one transaction.
   * The signature's object is stored first (journaled, so one whose row never commits is swept) and deleted when the
   * transaction fails.
   */
  async #record(
    principal: CustomerPrincipal,
    agreement: AgreementRow,
    started: MandateStarted,
    signaturePng: Uint8Array,
    mandate: Pick<
      MandateRow,
      'bankCode' | 'bankName' | 'accountType' | 'maxAmountSen' | 'replacesMandateId' | 'forAttestation'
    >,
  ): Promise<void> {
    const agreementId = agreement.id;
    let signature: AgreementFile | undefined;
    try {
      signature = await this.#signatureFile(agreement, started.mandateId, signaturePng);
      await this.#storage.put(signature.storageKey, signaturePng, PNG_CONTENT_TYPE);
      const file = signature;
      await this.#db.transaction(async (tx) => {
        await ownedAgreement(tx, principal, agreementId, { lock: true });
        const tac = await findTac(tx, agreementId, 'directDebit', { lock: true });
        if (!tac || tac.usedAt) throw badRequest(TAC_REFUSALS.used, {}, { tac: TAC_REFUSALS.used });
        const now = this.#clock.now();
        if (!tac.verifiedAt) await markTacVerified(tx, agreementId, 'directDebit', now);
        await markTacUsed(tx, agreementId, 'directDebit', now);
        await insertAgreementFile(tx, file);
        await insertMandate(tx, {
          id: started.mandateId,
          agreementId,
          ...mandate,
          signatureFileId: file.id,
          createdBy: principal.userId,
          createdAt: now,
        });
        await enqueueJob(tx, MANDATE_POLL_JOB, { mandateId: started.mandateId }, { runAt: pollTime() });
      });
    } catch (error) {
      // Nothing of ours refers to the mandate the bank opened: it is cancelled there too, and the signature deleted.
      if (signature) await this.#storage.delete(signature.storageKey).catch(() => undefined);
      await this.#provider.cancelMandate(started.mandateId).catch(() => undefined);
      throw error;
    }
  }

  /** The drawn signature as a file of the agreement, dated and worded as the agreement's document. */
  async #signatureFile(agreement: AgreementRow, mandateId: string, png: Uint8Array): Promise<AgreementFile> {
    const accepted = await findAgreementFile(this.#db, agreement.id, 'agreementpdf');
    const file = newFile(
      agreement,
      'mandatesignature',
      accepted?.language ?? 'en',
      accepted?.agreementDate ?? this.#clock.today(),
      png,
      this.#clock.now(),
    );
    return {
      ...file,
      fileName: `${agreement.agreementNo}-mandate-signature-${mandateId}.png`,
      contentType: PNG_CONTENT_TYPE,
    };
  }

  #returnUrl(): string {
    return `${this.#publicUrl}${DIRECT_DEBIT_PATHS.bankReturn}`;
  }
}

/**
 * The PNG of the drawn signature the request carries: a whole PNG (its signature, header and end read) of a pad's
 * size. Checked before the bank is asked or the TAC is read, so a refusal writes and spends nothing.
 */
function drawnSignaturePng(dataUrl: string): Uint8Array {
  const png = pngDataUrlBytes(dataUrl);
  if (!drawnSignatureSize(png))
    throw badRequest('errors.signatureImageInvalid', {}, { signature: 'errors.signatureImageInvalid' });
  return png;
}

/** May a first mandate be started now? True when it stands for an Islamic financing's attestation. */
function startAllowed(agreement: AgreementRow): boolean {
  const status = agreement.status;
  if (status === 'CANCELED' || status === 'COMPLETED') throw conflict('directDebit.closed');
  if (status === 'SUMMARY_PENDING') throw conflict('directDebit.tooEarly');
  if (ATTESTATION_STATUSES.has(status)) {
    if (!attestsByMandate(agreement)) throw conflict('directDebit.tooEarly');
    return true;
  }
  return false;
}

/**
 * Whether an active mandate attests the agreement where it stands: the transition table's answer for its variant
 * (Islamic financing, awaiting attestation or with a live call booked).
 */
function attestsByMandate(agreement: AgreementRow): boolean {
  return agreementTransition({
    variant: agreement.variant,
    from: agreement.status,
    event: 'attestByDirectDebit',
    actor: 'system',
    facts: { directDebitMandateActive: true },
  }).ok;
}

/** The most one monthly debit may take: the larger of the instalments accepted. */
function mostDebited(agreement: AgreementRow): Sen {
  const acceptance = agreement.acceptance;
  if (!acceptance) throw conflict('directDebit.tooEarly');
  return Math.max(acceptance.monthlyInstalmentSen, acceptance.lastInstalmentSen) as Sen;
}

/** The mandate being set up (an update under way), else the one in force, else the newest. */
function currentMandate(mandates: readonly MandateRow[]): MandateRow | undefined {
  return (
    mandates.find((mandate) => mandate.state === 'PENDING') ??
    mandates.find((mandate) => mandate.state === 'ACTIVE') ??
    mandates[0]
  );
}

function mandateView(
  agreement: AgreementRow,
  mandate: MandateRow,
  customer: { fullName: string; phoneNo: string | null } | null,
  language: Language,
): Mandate {
  return {
    id: mandate.id,
    agreementId: agreement.id,
    agreementNo: agreement.agreementNo,
    state: mandate.state,
    bankName: mandate.bankName,
    accountType: mandate.accountType,
    accountNoLast4: mandate.accountNoLast4,
    amountSen: mandate.maxAmountSen,
    monthlyAmountSen: agreement.acceptance?.monthlyInstalmentSen ?? mandate.maxAmountSen,
    tenureMonths: agreement.tenureMonths,
    // No instalment is debited before the account opens at disbursement: the whole tenure remains.
    balanceTenureMonths: agreement.tenureMonths,
    name: customer?.fullName.trim() ?? '',
    phoneNo: customer?.phoneNo ?? '',
    at: (mandate.activatedAt ?? mandate.createdAt).toISOString(),
    verificationFeeSen: mandate.verificationDebitSen ?? DIRECT_DEBIT_VERIFICATION_FEE_SEN,
    rejectionReason: mandate.rejection
      ? translate(language, `directDebit.rejections.${mandate.rejection}`)
      : null,
  };
}

function outcomeOfNotice(notice: MandateNotice): MandateOutcome {
  switch (notice.type) {
    case 'active':
      return {
        state: 'ACTIVE',
        accountNoLast4: notice.body.accountNoLast4,
        verificationDebitSen: notice.body.verificationDebitSen,
        replacedMandateId: notice.body.replacedMandateId,
      };
    case 'rejected':
      return {
        state: 'REJECTED',
        reason: notice.body.reason,
        debitAuthCode: notice.body.debitAuthCode,
        verificationDebitSen: notice.body.verificationDebitSen,
      };
    case 'cancelled':
      return { state: 'CANCELLED' };
  }
}

/** The status enquiry's answer as a decision; null while the bank has not decided. */
function outcomeOfRecord(record: MandateRecord): MandateOutcome | null {
  switch (record.state) {
    case 'PENDING':
      return null;
    case 'ACTIVE':
      if (!record.accountNoLast4) return null;
      return {
        state: 'ACTIVE',
        accountNoLast4: record.accountNoLast4,
        verificationDebitSen: record.verificationDebitSen ?? DIRECT_DEBIT_VERIFICATION_FEE_SEN,
        replacedMandateId: record.replacesMandateId,
      };
    case 'REJECTED':
      return {
        state: 'REJECTED',
        reason: record.rejection ?? 'rejectedByBank',
        debitAuthCode: null,
        verificationDebitSen: record.verificationDebitSen,
      };
    case 'CANCELLED':
      return { state: 'CANCELLED' };
  }
}

/** The job queue compares run_at with the database's clock, so the wait is counted on the wall clock. */
function pollTime(): Date {
  return new Date(Date.now() + MANDATE_POLL_AFTER_MS);
}

/** A provider's refusal as the customer reads it: its outage a 503, its refusal of the particulars a 400. */
async function providerCall<T>(call: () => Promise<T>, key: CatalogKey): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError(503, key);
    if (error instanceof ProviderRejectedError) throw badRequest(key);
    throw error;
  }
}

/** An SME partner's loan is repaid from the partner's commission (decisions 064 and 067): it takes no mandate. */
function refuseRepaymentFromCommission(agreement: AgreementRow): void {
  if (agreement.product === 'SME') throw conflict('directDebit.repaidFromCommission');
}
