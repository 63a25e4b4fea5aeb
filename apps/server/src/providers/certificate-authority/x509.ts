import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * X.509 with node-forge, keys from Node's crypto (native, so an RSA key takes milliseconds rather than the seconds
 * forge's own generator needs). Shared by the certificate authority's sandbox, which issues customers' certificates,
 * and the lender's development seal, which is self-signed.
 */

export interface KeyPairPem {
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
}

export function newRsaKeyPair(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/**
 * 16 random bytes, the first from 0x01 to 0x7f: a positive integer as RFC 5280 asks, whose DER encoding is the same
 * 16 bytes (no leading zero to strip), so that every tool prints the same 32 hexadecimal digits.
 */
export function newSerialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f || 0x01;
  return bytes.toString('hex');
}

export interface Subject {
  readonly commonName: string;
  /** The X.520 serialNumber attribute: the customer's NRIC. */
  readonly serialNumber?: string;
  readonly organization?: string;
  readonly country?: string;
}

function attributes(subject: Subject): forge.pki.CertificateField[] {
  return [
    { name: 'countryName', value: subject.country ?? 'MY' },
    ...(subject.organization ? [{ name: 'organizationName', value: subject.organization }] : []),
    { name: 'commonName', value: subject.commonName },
    ...(subject.serialNumber ? [{ name: 'serialNumber', value: subject.serialNumber }] : []),
  ];
}

export interface CertificateRequest {
  readonly subject: Subject;
  readonly publicKeyPem: string;
  readonly serialNumber: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** A certificate authority's own certificate (may sign certificates), or an end entity's (signs documents). */
  readonly kind: 'authority' | 'signer';
  /** The issuer: its certificate and key; absent for a self-signed certificate. */
  readonly issuer?: { readonly certificatePem: string; readonly privateKeyPem: string };
  /** The signing key of a self-signed certificate. */
  readonly selfSigningKeyPem?: string;
}

export function issueCertificate(request: CertificateRequest): string {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(request.publicKeyPem);
  certificate.serialNumber = request.serialNumber;
  certificate.validity.notBefore = request.notBefore;
  certificate.validity.notAfter = request.notAfter;
  certificate.setSubject(attributes(request.subject));
  const issuerCertificate = request.issuer
    ? forge.pki.certificateFromPem(request.issuer.certificatePem)
    : undefined;
  certificate.setIssuer(
    issuerCertificate ? issuerCertificate.subject.attributes : attributes(request.subject),
  );
  const extensions: object[] = [
    { name: 'basicConstraints', cA: request.kind === 'authority', critical: true },
    request.kind === 'authority'
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ];
  if (issuerCertificate) {
    extensions.push({
      name: 'authorityKeyIdentifier',
      keyIdentifier: issuerCertificate.generateSubjectKeyIdentifier().getBytes(),
    });
  }
  certificate.setExtensions(extensions);
  const signingKeyPem = request.issuer?.privateKeyPem ?? request.selfSigningKeyPem;
  if (!signingKeyPem) throw new Error('a certificate needs an issuer or a self-signing key');
  certificate.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(certificate);
}

export interface CertificateFacts {
  readonly serialNumber: string;
  readonly subjectCommonName: string;
  readonly subjectSerialNumber: string | undefined;
  readonly issuerCommonName: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

export function certificateFacts(certificatePem: string): CertificateFacts {
  const certificate = forge.pki.certificateFromPem(certificatePem);
  const field = (of: forge.pki.Certificate['subject'], name: string) =>
    of.getField(name)?.value as string | undefined;
  return {
    serialNumber: certificate.serialNumber,
    subjectCommonName: field(certificate.subject, 'CN') ?? '',
    subjectSerialNumber: field(certificate.subject, 'serialNumber'),
    issuerCommonName: field(certificate.issuer, 'CN') ?? '',
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
  };
}
