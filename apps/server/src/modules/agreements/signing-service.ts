import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type AgreementView,
  type CertificateStatus,
  type Language,
  type LocalDate,
  maskNric,
  type TacPurpose,
  type TacSent,
  type TacVerified,
  type Variant,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SmsQueue } from '../../ports/messaging.ts';
import {
  type CertificateAuthority,
  CertificateAuthorityUnavailableError,
  type CustomerCertificate,
} from '../../providers/certificate-authority/certificate-authority.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { type Customer, findCustomer } from '../auth/customer-records.ts';
import { messageText } from '../notifications/message-texts.ts';
import { type AgreementDocumentService, newFile, PDF_CONTENT_TYPE } from './agreement-document-service.ts';
import { findAgreementFile, insertAgreementFile } from './agreement-file-repository.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { agreementOwnerOf, ownedAgreement } from './agreement-ownership.ts';
import { type AgreementRow, findOwnedAgreement, type SmeParticulars } from './agreement-repository.ts';
import {
  countWrongTac,
  findTac,
  markTacUsed,
  markTacVerified,
  replaceTac,
  type StoredTac,
} from './agreement-tac-repository.ts';
import { agreementView } from './agreement-view.ts';
import { startCommodityTradeAfterSigning } from './commodity-trade-service.ts';
import type { LenderSeal } from './pdf/lender-seal.ts';
import { signAgreementPdf } from './pdf/sign-agreement.ts';
import { requestStamping } from './stamping-service.ts';

/** A TAC lives ten minutes, takes five wrong tries, and another may be asked for a minute after the last. */
export const TAC_DIGITS = 6;
export const TAC_TTL_MS = 10 * 60_000;
export const TAC_MAX_WRONG = 5;
export const TAC_RESEND_AFTER_MS = 60_000;
/** A verified TAC lets the customer sign for this long. */
export const TAC_VERIFIED_FOR_MS = 10 * 60_000;

/** Where the signing steps stand, in the journey's order: each refusal names the step still missing. */
const BEFORE_ATTESTATION = new Set<AgreementRow['status']>([
  'SUMMARY_PENDING',
  'AWAITING_ATTESTATION',
  'LIVE_CALL_SCHEDULED',
]);

/** What the signing page records of the request that signs. */
export interface SigningRequest {
  readonly language: Language;
  /** The spec's path names the company: the agreement's variant. */
  readonly company: Variant;
  readonly consent: boolean;
  readonly signaturePng: Uint8Array;
  readonly ipAddress: string;
  readonly device: string;
}

/**
 * The customer's signing account at the certificate authority (the spec's trustGate calls), the TAC that confirms
 * the signature, and the signature itself: the PDF signed through the authority and sealed by the lender, stored,
 * and the agreement moved to signed in one transaction after the signing succeeded.
 */
export class SigningService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #sms: SmsQueue;
  readonly #authority: CertificateAuthority;
  readonly #seal: LenderSeal;
  readonly #documents: AgreementDocumentService;

  constructor(deps: {
    db: Database;
    clock: Clock;
    storage: FileStorage;
    sms: SmsQueue;
    authority: CertificateAuthority;
    seal: LenderSeal;
    documents: AgreementDocumentService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#sms = deps.sms;
    this.#authority = deps.authority;
    this.#seal = deps.seal;
    this.#documents = deps.documents;
  }

  /** `trustGate/cert/{nric}`: the authority's record of the caller's own certificate. */
  async certificate(principal: CustomerPrincipal, nric: string): Promise<CertificateStatus> {
    await this.#ownNric(principal, nric);
    return certificateStatusOf(await authorityCall(() => this.#authority.certificateOf(nric)));
  }

  /**
   * `trustGate/enrol/{nric}`: account creation for the agreement about to be signed. The authority issues the
   * certificate (or returns the valid one the customer holds); a valid one moves the agreement on.
   */
  async enrol(principal: CustomerPrincipal, nric: string, agreementId: string): Promise<CertificateStatus> {
    const found = await findOwnedAgreement(
      this.#db,
      agreementId,
      await agreementOwnerOf(this.#db, principal.userId),
    );
    const signer = found?.sme
      ? smeSigner(found.sme, nric)
      : customerSigner(await this.#ownNric(principal, nric));
    if (!found) throw notFound('errors.agreementNotFound');
    const agreement = found;
    if (agreement.status !== 'CERTIFICATE_ENROLLED') refuseUnlessAt(agreement, 'AGREEMENT_ACCEPTED');
    const certificate = await authorityCall(() => this.#authority.enrol({ nric, name: signer.name }));
    if (certificate.status === 'Valid' && agreement.status === 'AGREEMENT_ACCEPTED')
      await this.#db.transaction(async (tx) => {
        const locked = await ownedAgreement(tx, principal, agreementId, { lock: true });
        if (locked.status !== 'AGREEMENT_ACCEPTED') return;
        await changeAgreementStatus({
          tx,
          agreement: locked,
          event: { name: 'enrolCertificate' },
          actor: { kind: 'system' },
          now: this.#clock.now(),
        });
      });
    return certificateStatusOf(certificate);
  }

  /** A 6-digit TAC by SMS to the customer's mobile number; another only after the wait. */
  async requestTac(
    principal: CustomerPrincipal,
    agreementId: string,
    purpose: TacPurpose,
    language: Language,
  ): Promise<Omit<TacSent, 'message'> & { phoneNo: string }> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      if (purpose === 'signing') refuseUnlessAt(agreement, 'CERTIFICATE_ENROLLED');
      const customer = await findCustomer(tx, principal.userId);
      const phoneNo = customer?.phoneNo;
      if (!phoneNo) throw conflict('agreements.noPhoneNumber');
      const now = this.#clock.now();
      const last = await findTac(tx, agreement.id, purpose);
      if (last) {
        const waitMs = last.issuedAt.getTime() + TAC_RESEND_AFTER_MS - now.getTime();
        if (waitMs > 0)
          throw new AppError(429, 'agreements.tacResendWait', { seconds: Math.ceil(waitMs / 1000) });
      }
      const tac = String(randomInt(0, 10 ** TAC_DIGITS)).padStart(TAC_DIGITS, '0');
      const expiresAt = new Date(now.getTime() + TAC_TTL_MS);
      await replaceTac(tx, {
        agreementId: agreement.id,
        purpose,
        codeHash: tacHash(agreement.id, purpose, tac),
        issuedAt: now,
        expiresAt,
      });
      await this.#sms.queue(tx, {
        purpose: `agreement-tac-${purpose}`,
        to: phoneNo,
        text: messageText(
          language,
          (m) => (purpose === 'directDebit' ? m.mandateTacSms : m.agreementTacSms),
          {
            agreementNo: agreement.agreementNo,
            tac,
            minutes: TAC_TTL_MS / 60_000,
          },
        ),
      });
      return {
        phoneNo,
        phoneNoMasked: maskPhone(phoneNo),
        expiresAt: expiresAt.toISOString(),
        resendAfter: new Date(now.getTime() + TAC_RESEND_AFTER_MS).toISOString(),
      };
    });
  }

  /**
   * Checks the TAC: single use, ten minutes, five wrong tries. A wrong try is counted in a transaction of its own
   * that commits, and the refusal is thrown after it.
   */
  async verifyTac(
    principal: CustomerPrincipal,
    agreementId: string,
    purpose: TacPurpose,
    typed: string,
  ): Promise<Omit<TacVerified, 'message'>> {
    type Outcome = { check: Exclude<TacCheck, 'ok'> | 'wrong' } | { check: 'ok'; validUntil: Date };
    const outcome = await this.#db.transaction(async (tx): Promise<Outcome> => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const now = this.#clock.now();
      const stored = await findTac(tx, agreement.id, purpose, { lock: true });
      const check = tacCheck(stored, now);
      if (check !== 'ok') return { check };
      if (!stored) return { check: 'missing' };
      const matches = timingSafeEqual(
        Buffer.from(tacHash(agreement.id, purpose, typed), 'hex'),
        Buffer.from(stored.codeHash, 'hex'),
      );
      if (!matches) {
        const wrong = await countWrongTac(tx, agreement.id, purpose);
        return { check: wrong >= TAC_MAX_WRONG ? 'tooMany' : 'wrong' };
      }
      await markTacVerified(tx, agreement.id, purpose, now);
      return { check: 'ok', validUntil: new Date(now.getTime() + TAC_VERIFIED_FOR_MS) };
    });
    if (outcome.check !== 'ok') {
      const key = TAC_REFUSALS[outcome.check];
      throw badRequest(key, {}, { tac: key });
    }
    return { validUntil: outcome.validUntil.toISOString() };
  }

  /**
   * Signs the agreement: the steps before it done (attestation, the document accepted, the certificate enrolled),
   * a TAC verified and unused, the customer's consent and drawn signature. The PDF is signed first (the authority
   * and the seal write nothing), then stored, then in one transaction the TAC is used, the signed file recorded and
   * the agreement moved to signed: a refusal or an authority that is down leaves everything as it was.
   */
  async sign(
    principal: CustomerPrincipal,
    agreementId: string,
    request: SigningRequest,
  ): Promise<AgreementView> {
    if (!request.consent) throw badRequest('errors.invalidRequest');
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    if (agreement.variant !== request.company) throw notFound('errors.agreementNotFound');
    refuseUnlessAt(agreement, 'CERTIFICATE_ENROLLED');
    const now = this.#clock.now();
    assertTacVerified(await findTac(this.#db, agreement.id, 'signing'), now);
    const signer = await this.#signerOf(principal, agreement);

    const accepted = await findAgreementFile(this.#db, agreement.id, 'agreementpdf');
    const agreementDate = (accepted?.agreementDate ?? this.#clock.today()) as LocalDate;
    const unsignedPdf =
      accepted?.language === request.language
        ? await this.#documents.read(accepted)
        : await this.#documents.build(this.#db, agreement, request.language, agreementDate);
    const signed = await signAgreementPdf(
      {
        unsignedPdf,
        language: request.language,
        variant: agreement.variant,
        agreementNo: agreement.agreementNo,
        evidence: {
          signerName: signer.name,
          nric: signer.nric,
          signedAt: now,
          ipAddress: request.ipAddress,
          device: request.device,
          signaturePng: request.signaturePng,
        },
      },
      { authority: this.#authority, seal: this.#seal, now: () => this.#clock.now() },
    );
    const certificate = signed.customerCertificate;
    const file = newFile(agreement, 'signedagreementpdf', request.language, agreementDate, signed.pdf, now, {
      signerSubject: certificate.subjectName,
      signerNricMasked: maskNric(signer.nric),
      certificateSerial: certificate.serialNumber,
      certificateIssuer: certificate.issuerName,
      signedAt: now,
      signerIp: request.ipAddress,
      signerDevice: request.device,
      sealSubject: this.#seal.subjectName,
      sealSerial: signed.sealSerialNumber,
    });
    await this.#storage.put(file.storageKey, signed.pdf, PDF_CONTENT_TYPE);
    try {
      return await this.#db.transaction(async (tx) => {
        const locked = await ownedAgreement(tx, principal, agreementId, { lock: true });
        refuseUnlessAt(locked, 'CERTIFICATE_ENROLLED');
        assertTacVerified(await findTac(tx, locked.id, 'signing', { lock: true }), this.#clock.now());
        await markTacUsed(tx, locked.id, 'signing', now);
        await insertAgreementFile(tx, file);
        const stored = await this.#documents.read(file);
        const { agreement: moved } = await changeAgreementStatus({
          tx,
          agreement: locked,
          event: { name: 'sign' },
          actor: { kind: 'applicant', userId: principal.userId },
          facts: {
            certificateValid: true,
            tacVerified: true,
            signedDocumentStored: stored.byteLength === signed.pdf.byteLength,
          },
          now,
        });
        await requestStamping(tx, moved, file, now);
        await startCommodityTradeAfterSigning(tx, moved);
        return agreementView(moved);
      });
    } catch (error) {
      await this.#storage.delete(file.storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Who signs the agreement with their certificate: for an SME partner's or staff agreement the applicant the
   * application named as signatory (docs/decisions/067); for an individual's, the customer with their NRIC.
   */
  async #signerOf(principal: CustomerPrincipal, agreement: AgreementRow): Promise<Signer> {
    if (agreement.sme) return smeSigner(agreement.sme, agreement.sme.signatory.nric);
    const customer = await findCustomer(this.#db, principal.userId);
    if (!customer?.nric) throw notFound('errors.agreementNotFound');
    return customerSigner(customer);
  }

  /** The NRIC of a certificate call must be the caller's own; another's answers as not found. */
  async #ownNric(principal: CustomerPrincipal, nric: string): Promise<Customer> {
    const customer = await findCustomer(this.#db, principal.userId);
    if (!customer?.nric || customer.nric !== nric) throw notFound('agreements.certificateNotFound');
    if (!customer.fullName.trim()) throw conflict('errors.applicantNameEmpty');
    return customer;
  }
}

interface Signer {
  readonly name: string;
  readonly nric: string;
}

/** The signatory of an SME partner's or staff agreement, whose NRIC a certificate call must name. */
function smeSigner(sme: SmeParticulars, nric: string): Signer {
  if (sme.signatory.nric !== nric) throw notFound('agreements.certificateNotFound');
  if (!sme.signatory.name.trim()) throw conflict('errors.applicantNameEmpty');
  return { name: sme.signatory.name.trim(), nric };
}

function customerSigner(customer: Customer): Signer {
  return { name: customer.fullName.trim(), nric: customer.nric ?? '' };
}

const TAC_REFUSALS = {
  missing: 'agreements.tacNotRequested',
  used: 'agreements.tacUsed',
  expired: 'agreements.tacExpired',
  tooMany: 'agreements.tacAttemptsExceeded',
  wrong: 'agreements.tacInvalid',
} as const;

type TacCheck = 'ok' | 'missing' | 'used' | 'expired' | 'tooMany';

function tacCheck(stored: StoredTac | undefined, now: Date): TacCheck {
  if (!stored) return 'missing';
  if (stored.verifiedAt || stored.usedAt) return 'used';
  if (stored.failedAttempts >= TAC_MAX_WRONG) return 'tooMany';
  if (stored.expiresAt <= now) return 'expired';
  return 'ok';
}

/** Signing needs a TAC verified within its window and not used by another signing. */
function assertTacVerified(stored: StoredTac | undefined, now: Date): void {
  const verifiedAt = stored?.verifiedAt;
  if (!verifiedAt || stored.usedAt || verifiedAt.getTime() + TAC_VERIFIED_FOR_MS <= now.getTime())
    throw conflict('status.refusals.tacNotVerified');
}

/**
 * A step reached out of order: the refusal names the step still missing, in the journey's order. From `needed`'s
 * status the step may go on.
 */
function refuseUnlessAt(
  agreement: AgreementRow,
  needed: 'AGREEMENT_ACCEPTED' | 'CERTIFICATE_ENROLLED',
): void {
  const status = agreement.status;
  if (status === needed) return;
  if (status === 'CANCELED') throw conflict('errors.transitionNotAllowed');
  if (BEFORE_ATTESTATION.has(status)) throw conflict('agreements.attestationRequired');
  if (status === 'ATTESTED') throw conflict('errors.agreementNotAccepted');
  if (status === 'AGREEMENT_ACCEPTED') throw conflict('agreements.enrolmentRequired');
  throw conflict('agreements.alreadySigned');
}

/** The authority's outage as the customer reads it: a 503, nothing issued. */
async function authorityCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CertificateAuthorityUnavailableError)
      throw new AppError(503, 'errors.signingServiceUnavailable');
    throw error;
  }
}

function certificateStatusOf(certificate: CustomerCertificate | null): CertificateStatus {
  if (!certificate)
    return {
      status: 'NotEnrolled',
      serialNumber: null,
      subject: null,
      issuer: null,
      validFrom: null,
      validTo: null,
    };
  return {
    status: certificate.status,
    serialNumber: certificate.serialNumber,
    subject: certificate.subjectName,
    issuer: certificate.issuerName,
    validFrom: certificate.notBefore.toISOString(),
    validTo: certificate.notAfter.toISOString(),
  };
}

export function tacHash(agreementId: string, purpose: TacPurpose, tac: string): string {
  return createHash('sha256')
    .update(`agreement-tac\0${agreementId}\0${purpose}\0${tac}`, 'utf8')
    .digest('hex');
}

/** '0117000001' as '******0001'. */
function maskPhone(phoneNo: string): string {
  return `${'*'.repeat(Math.max(0, phoneNo.length - 4))}${phoneNo.slice(-4)}`;
}
