import { createHash } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { DomainRuleError, type Language, maskNric, type Variant } from '@sinar/domain';
import { PDFDocument, type PDFImage, PDFName, type PDFPage } from 'pdf-lib';
import { AppError } from '../../../http/app-error.ts';
import { malaysianTimestamp } from '../../../lib/pdf/document-text.ts';
import {
  embedFonts,
  FlowWriter,
  type Fonts,
  MARGIN,
  MUTED,
  printable,
  RULE,
} from '../../../lib/pdf/pdf-layout.ts';
import { detachedCadesSignature } from '../../../providers/certificate-authority/cades-signature.ts';
import {
  type CertificateAuthority,
  CertificateAuthorityUnavailableError,
  CertificateNotUsableError,
  type CustomerCertificate,
} from '../../../providers/certificate-authority/certificate-authority.ts';
import { type AgreementText, agreementText } from './agreement-text.ts';
import type { LenderSeal } from './lender-seal.ts';

const signpdf = new SignPdf();

/** What the signing page records of the moment the customer signed. */
export interface SigningEvidence {
  readonly signerName: string;
  readonly nric: string;
  readonly signedAt: Date;
  readonly ipAddress: string;
  /** The device as its browser named itself (the User-Agent). */
  readonly device: string;
  /** The signature the customer drew, as the signature pad's PNG. */
  readonly signaturePng: Uint8Array;
}

export interface SignAgreementInput {
  /** The agreement exactly as the customer was shown it (`buildAgreementPdf`). */
  readonly unsignedPdf: Uint8Array;
  readonly language: Language;
  readonly variant: Variant;
  readonly agreementNo: string;
  readonly evidence: SigningEvidence;
}

export interface SignedAgreement {
  readonly pdf: Uint8Array;
  readonly sha256: string;
  /** The customer's certificate the first signature was made with. */
  readonly customerCertificate: CustomerCertificate;
  readonly sealSerialNumber: string;
}

/** A drawn signature larger than this is not a signature pad's. */
export const MAX_SIGNATURE_PNG_BYTES = 512 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Room for a CMS with a 2048-bit RSA signature and a certificate chain of two, with a wide margin. */
const SIGNATURE_LENGTH = 8_192;
const SIGNATURE_BOX = { width: 220, height: 90 } as const;

/**
 * Signs an agreement for the customer and seals it for the lender:
 *   1. appends the signing page (signer, masked NRIC, time in Malaysia, IP address, device, the certificate's serial
 *      number and issuer) with the drawn signature stamped on it;
 *   2. signs PAdES (ETSI.CAdES.detached) with the customer's certificate, through the certificate authority, which
 *      keeps the key;
 *   3. seals it with the lender's certificate, a second signature in an incremental update that leaves the first
 *      one's bytes as they were.
 * It writes nothing: the caller stores the result, so a refusal or an authority that is down leaves nothing behind.
 * Refuses a certificate that is not valid (409) and an authority that cannot sign now (503).
 */
export async function signAgreementPdf(
  input: SignAgreementInput,
  dependencies: {
    readonly authority: CertificateAuthority;
    readonly seal: LenderSeal;
    readonly now?: () => Date;
  },
): Promise<SignedAgreement> {
  const { evidence } = input;
  const t = agreementText(input.language, input.variant);
  const certificate = await usableCertificate(dependencies.authority, evidence.nric);

  const doc = await PDFDocument.load(input.unsignedPdf);
  const signature = await embedSignature(doc, evidence.signaturePng);
  const { page, box, fonts } = await addSigningPage(doc, t, input, certificate, signature);

  // The form names its type first: the seal's incremental update finds the form by it and keeps the customer's
  // field beside its own.
  doc.catalog.set(
    PDFName.of('AcroForm'),
    doc.context.register(doc.context.obj({ Type: 'AcroForm', Fields: [] })),
  );
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: t('signing.reasonSigner'),
    contactInfo: '',
    name: printable(fonts.regular, evidence.signerName),
    location: 'Malaysia',
    signingTime: evidence.signedAt,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // The customer's signature field lies over the drawn signature, where a reader shows its details.
    widgetRect: [box.x, box.y, box.x + box.width, box.y + box.height],
  });
  // Classic cross-reference tables, which the seal's incremental update reads.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));

  const customerSigner = new AuthoritySigner(dependencies.authority, evidence.nric);
  const signed = await signWith(() => signpdf.sign(prepared, customerSigner, evidence.signedAt));
  const used = customerSigner.certificate;
  if (!used || used.serialNumber !== certificate.serialNumber)
    throw new DomainRuleError('errors.certificateExpired', {}, 'conflict');

  const sealedAt = dependencies.now?.() ?? new Date();
  const sealPlaceholder = plainAddPlaceholder({
    pdfBuffer: signed,
    reason: t('signing.reasonLender'),
    contactInfo: '',
    name: dependencies.seal.subjectName,
    location: 'Malaysia',
    signingTime: sealedAt,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  const sealed = await signpdf.sign(
    tidyUpdateTrailer(sealPlaceholder),
    new SealSigner(dependencies.seal),
    sealedAt,
  );
  return {
    pdf: new Uint8Array(sealed),
    sha256: createHash('sha256').update(sealed).digest('hex'),
    customerCertificate: used,
    sealSerialNumber: dependencies.seal.serialNumber,
  };
}

/**
 * @signpdf/placeholder-plain writes its incremental update's trailer with two slips that readers forgive but
 * `qpdf --check` warns of: `/Size` counts one object per reference it made, though it reuses the form's own number,
 * and `startxref` points at the blank line before `xref` rather than at `xref`. Both numbers are put right here,
 * before anything is signed; nothing else of the update changes.
 */
export function tidyUpdateTrailer(pdf: Buffer): Buffer {
  const xrefAt = pdf.lastIndexOf('\nxref\n') + 1;
  const trailerAt = pdf.lastIndexOf('\ntrailer\n') + 1;
  if (xrefAt <= 0 || trailerAt < xrefAt) throw new Error('the update has no cross-reference section');
  const previousSize = /\/Size (\d+)/.exec(pdf.subarray(0, xrefAt).toString('latin1').slice(-4_096));
  const sections = pdf.subarray(xrefAt, trailerAt).toString('latin1');
  const updated = [...sections.matchAll(/^(\d+) 1$/gm)].map((match) => Number(match[1]));
  const size = Math.max(Number(previousSize?.[1] ?? 0), ...updated.map((objectNumber) => objectNumber + 1));
  const trailer = pdf
    .subarray(trailerAt)
    .toString('latin1')
    .replace(/\/Size \d+/, `/Size ${size}`)
    .replace(/startxref\n\d+/, `startxref\n${xrefAt}`);
  return Buffer.concat([pdf.subarray(0, trailerAt), Buffer.from(trailer, 'latin1')]);
}

/** The customer's certificate, valid now, or the refusal the customer can act on. */
async function usableCertificate(
  authority: CertificateAuthority,
  nric: string,
): Promise<CustomerCertificate> {
  const certificate = await signWith(() => authority.certificateOf(nric));
  if (!certificate) throw new DomainRuleError('errors.certificateNotEnrolled', {}, 'conflict');
  if (certificate.status === 'Expired')
    throw new DomainRuleError('errors.certificateExpired', {}, 'conflict');
  if (certificate.status === 'Revoked')
    throw new DomainRuleError('errors.certificateRevoked', {}, 'conflict');
  return certificate;
}

/** The authority's own refusals, as the customer reads them. */
async function signWith<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CertificateAuthorityUnavailableError)
      throw new AppError(503, 'errors.signingServiceUnavailable');
    if (error instanceof CertificateNotUsableError) {
      const key = {
        NotEnrolled: 'errors.certificateNotEnrolled',
        Expired: 'errors.certificateExpired',
        Revoked: 'errors.certificateRevoked',
      } as const;
      throw new DomainRuleError(key[error.reason], {}, 'conflict');
    }
    throw error;
  }
}

async function embedSignature(doc: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  const looksLikePng =
    png.byteLength > PNG_MAGIC.length &&
    png.byteLength <= MAX_SIGNATURE_PNG_BYTES &&
    Buffer.from(png.subarray(0, PNG_MAGIC.length)).equals(PNG_MAGIC);
  if (!looksLikePng) throw new DomainRuleError('errors.signatureImageInvalid');
  try {
    return await doc.embedPng(png);
  } catch {
    throw new DomainRuleError('errors.signatureImageInvalid');
  }
}

interface SigningPage {
  readonly page: PDFPage;
  /** Where the drawn signature sits, in the page's points from its lower left corner. */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly fonts: Fonts;
}

async function addSigningPage(
  doc: PDFDocument,
  t: AgreementText,
  input: SignAgreementInput,
  certificate: CustomerCertificate,
  signature: PDFImage,
): Promise<SigningPage> {
  const { evidence } = input;
  const fonts = await embedFonts(doc);
  const w = new FlowWriter(doc, fonts);
  w.text(t('signing.heading'), { size: 16, bold: true });
  w.text(t('agreementNo', { agreementNo: input.agreementNo }), { size: 9 });
  w.rule();
  w.paragraph(t('signing.statement'));
  w.labelled(t('signing.signer'), evidence.signerName);
  w.labelled(t('signing.nric'), maskNric(evidence.nric));
  w.labelled(t('signing.signedAt'), malaysianTimestamp(evidence.signedAt));
  w.labelled(t('signing.ipAddress'), evidence.ipAddress);
  w.labelled(t('signing.device'), evidence.device);
  w.labelled(t('signing.certificateSerial'), certificate.serialNumber);
  w.labelled(t('signing.certificateIssuer'), certificate.issuerName);
  w.gap(12);
  w.text(t('signing.signature'), { size: 9.5, color: MUTED });
  w.room(SIGNATURE_BOX.height + 30);
  w.gap(4);

  const page = w.page;
  const box = { x: MARGIN, y: w.y - SIGNATURE_BOX.height, ...SIGNATURE_BOX };
  const scale = Math.min(box.width / signature.width, box.height / signature.height, 1);
  const drawn = { width: signature.width * scale, height: signature.height * scale };
  page.drawImage(signature, {
    x: box.x,
    y: box.y + box.height - drawn.height,
    width: drawn.width,
    height: drawn.height,
  });
  page.drawRectangle({ ...box, borderColor: RULE, borderWidth: 0.5 });
  w.gap(box.height);
  w.text(evidence.signerName, { size: 9.5 });
  return { page, box, fonts };
}

/** The customer's signature, made by the certificate authority with the key it keeps for them. */
class AuthoritySigner extends Signer {
  readonly #authority: CertificateAuthority;
  readonly #nric: string;
  certificate: CustomerCertificate | undefined;

  constructor(authority: CertificateAuthority, nric: string) {
    super();
    this.#authority = authority;
    this.#nric = nric;
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const { cms, certificate } = await this.#authority.sign({
      nric: this.#nric,
      content: pdfBuffer,
      signingTime: signingTime ?? new Date(),
    });
    this.certificate = certificate;
    return Buffer.from(cms);
  }
}

/** The lender's seal, made with the key from its PKCS#12 file. */
class SealSigner extends Signer {
  readonly #seal: LenderSeal;

  constructor(seal: LenderSeal) {
    super();
    this.#seal = seal;
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    return Buffer.from(
      detachedCadesSignature({
        content: pdfBuffer,
        privateKeyPem: this.#seal.privateKeyPem,
        certificateChainPem: this.#seal.certificateChainPem,
        signingTime: signingTime ?? new Date(),
      }),
    );
  }
}
