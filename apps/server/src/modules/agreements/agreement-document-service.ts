import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { DomainRuleError, type Language, type LocalDate } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { agreementBorrower } from './agreement-borrower.ts';
import { type AgreementFile, findAgreementFile, insertAgreementFile } from './agreement-file-repository.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { ownedAgreement } from './agreement-ownership.ts';
import type { AgreementRow } from './agreement-repository.ts';
import { agreementView, offerOf, smePdfParticularsOf } from './agreement-view.ts';
import { agreementParticulars } from './pdf/agreement-particulars.ts';
import { buildAgreementPdf } from './pdf/agreement-pdf.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';

/** A PDF ready to send: its bytes and the name it downloads as. */
export interface AgreementDocument {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The statuses from which the customer has accepted the agreement document. */
const ACCEPTED_STATUSES = new Set<AgreementRow['status']>([
  'AGREEMENT_ACCEPTED',
  'CERTIFICATE_ENROLLED',
  'SIGNED',
  'STAMPED',
  'PENDING_DISBURSEMENT',
  'DISBURSEMENT_PREPARED',
  'PAYOUT_SENT',
  'DISBURSED',
  'COMPLETED',
]);

/**
 * The agreement document: built from the accepted terms in the customer's language, kept as the `agreementpdf` file
 * when the customer accepts it (what is signed later is exactly that file), and the signed one once signed.
 */
export class AgreementDocumentService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #lender: LenderParticulars;

  constructor(deps: { db: Database; clock: Clock; storage: FileStorage; lender: LenderParticulars }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#lender = deps.lender;
  }

  /**
   * The agreement in `language`: the signed PDF once signed; the accepted one when it was accepted in that language;
   * otherwise built now, dated the day it was accepted (or today, before acceptance).
   */
  async document(
    principal: CustomerPrincipal,
    agreementId: string,
    language: Language,
  ): Promise<AgreementDocument> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    const signed = await findAgreementFile(this.#db, agreement.id, 'signedagreementpdf');
    if (signed) return { fileName: signed.fileName, bytes: await this.read(signed) };
    const accepted = await findAgreementFile(this.#db, agreement.id, 'agreementpdf');
    if (accepted?.language === language)
      return { fileName: accepted.fileName, bytes: await this.read(accepted) };
    const date = (accepted?.agreementDate ?? this.#clock.today()) as LocalDate;
    return {
      fileName: documentName(agreement, 'agreementpdf', language),
      bytes: await this.build(this.#db, agreement, language, date),
    };
  }

  /**
   * The customer accepts the agreement ('Require to accept agreement' until they tick): the document is built in
   * their language and stored as the `agreementpdf` file in the transaction that moves the agreement on.
   */
  async accept(principal: CustomerPrincipal, agreementId: string, language: Language) {
    const found = await ownedAgreement(this.#db, principal, agreementId);
    const date = this.#clock.today() as LocalDate;
    const bytes = await this.build(this.#db, found, language, date);
    const file = newFile(found, 'agreementpdf', language, date, bytes, this.#clock.now());
    await this.#storage.put(file.storageKey, bytes, PDF_CONTENT_TYPE);
    try {
      return await this.#db.transaction(async (tx) => {
        const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
        const now = this.#clock.now();
        const { agreement: moved } = await changeAgreementStatus({
          tx,
          agreement,
          event: { name: 'acceptAgreement' },
          actor: { kind: 'applicant', userId: principal.userId },
          facts: { agreementDocumentReady: true },
          now,
        });
        await insertAgreementFile(tx, file);
        return agreementView(moved);
      });
    } catch (error) {
      await this.#storage.delete(file.storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The PDF of the accepted terms in `language` dated `date`. A nameless borrower is refused with the spec's text;
   * anything else that stops the build is the spec's 'Fetch Agreement Details Data Error'.
   */
  async build(
    db: Queryable,
    agreement: AgreementRow,
    language: Language,
    date: LocalDate,
  ): Promise<Uint8Array> {
    if (!agreement.acceptance) throw conflict('agreements.documentNotReady');
    const borrower = await agreementBorrower(db, agreement);
    if (!borrower) throw new DomainRuleError('errors.applicantNameEmpty', {}, 'conflict');
    const sme = smePdfParticularsOf(agreement);
    try {
      const { quote } = offerOf(agreement, agreement.acceptance.protection);
      return await buildAgreementPdf(
        agreementParticulars({
          language,
          agreementNo: agreement.agreementNo,
          agreementDate: date,
          lender: this.#lender,
          borrower,
          quote,
          ...(sme ? { sme } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof DomainRuleError && error.key === 'errors.applicantNameEmpty') throw error;
      throw new AppError(500, 'errors.fetchAgreementFailed');
    }
  }

  async read(file: AgreementFile): Promise<Uint8Array> {
    const bytes = new Uint8Array(await buffer(this.#storage.read(file.storageKey)));
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
      throw new AppError(500, 'errors.fetchAgreementFailed');
    return bytes;
  }

  /** Whether the customer has accepted the document: the later steps need it. */
  static isAccepted(agreement: AgreementRow): boolean {
    return ACCEPTED_STATUSES.has(agreement.status);
  }
}

/** 'SKL-2026-000001.pdf', 'SKL-2026-000001-signed.pdf'. */
export function documentName(
  agreement: AgreementRow,
  kind: AgreementFile['kind'],
  language: Language,
): string {
  const suffix = kind === 'signedagreementpdf' ? '-signed' : '';
  return `${agreement.agreementNo}-${language}${suffix}.pdf`;
}

export function newFile(
  agreement: AgreementRow,
  kind: AgreementFile['kind'],
  language: Language,
  agreementDate: string,
  bytes: Uint8Array,
  now: Date,
  signature: AgreementFile['signature'] = null,
): AgreementFile {
  return {
    id: randomUUID(),
    agreementId: agreement.id,
    kind,
    language,
    fileName: documentName(agreement, kind, language),
    contentType: PDF_CONTENT_TYPE,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    // Random, so a key tells nothing of its owner or content and cannot be guessed from another.
    storageKey: `agreements/${agreement.id}/${randomUUID()}`,
    agreementDate,
    signature,
    createdAt: now,
  };
}
