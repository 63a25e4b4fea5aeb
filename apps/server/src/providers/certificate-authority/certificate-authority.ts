/**
 * A licensed certificate authority's signing service (in Malaysia, MSC Trustgate's as the spec's `trustGate` calls
 * name it): it enrols a customer by NRIC and name, issues an X.509 certificate for a key pair it generates and keeps,
 * tells a certificate's status, revokes, and signs for the customer with that key. The customer never holds the key:
 * what we send is the content to sign, and what comes back is a detached CMS signature (CAdES) over it.
 */

export const CERTIFICATE_STATUSES = ['Valid', 'Expired', 'Revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export interface CustomerCertificate {
  readonly nric: string;
  /** The name in the certificate's subject, as enrolled. */
  readonly subjectName: string;
  /** Hexadecimal, lower case, as the certificate carries it. */
  readonly serialNumber: string;
  /** The issuing authority's name, as a verifier shows it. */
  readonly issuerName: string;
  readonly status: CertificateStatus;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly certificatePem: string;
}

export interface SignatureRequest {
  readonly nric: string;
  /** The bytes the signature covers: a PDF's byte ranges, everything but the signature's own placeholder. */
  readonly content: Uint8Array;
  /** The time the signature states, which the signing page prints too. */
  readonly signingTime: Date;
}

export interface CertificateAuthority {
  readonly name: 'sandbox';
  /**
   * Issues a certificate to the customer, or returns the valid one they already hold: enrolling twice issues one
   * certificate. An expired or revoked certificate is replaced by a new one.
   */
  enrol(subject: { readonly nric: string; readonly name: string }): Promise<CustomerCertificate>;
  /** The customer's current certificate and its status; null when they were never enrolled. */
  certificateOf(nric: string): Promise<CustomerCertificate | null>;
  revoke(nric: string, reason: string): Promise<CustomerCertificate>;
  /**
   * Signs with the customer's key: a detached CMS SignedData (CAdES) carrying the customer's certificate and its
   * chain. Refused with `CertificateNotUsableError` unless the certificate is valid at the signing time.
   */
  sign(
    request: SignatureRequest,
  ): Promise<{ readonly cms: Uint8Array; readonly certificate: CustomerCertificate }>;
  /** The authority's root certificate, which a verifier trusts to check the customers' certificates. */
  rootCertificatePem(): Promise<string>;
}

/** The authority could not answer now (down, timed out): worth trying again later; nothing was issued or signed. */
export class CertificateAuthorityUnavailableError extends Error {
  override name = 'CertificateAuthorityUnavailableError';
}

/** The customer has no certificate that may sign: never enrolled, expired or revoked. */
export class CertificateNotUsableError extends Error {
  override name = 'CertificateNotUsableError';
  readonly reason: Exclude<CertificateStatus, 'Valid'> | 'NotEnrolled';

  constructor(reason: CertificateNotUsableError['reason']) {
    super(`the customer's certificate cannot sign: ${reason}`);
    this.reason = reason;
  }
}
