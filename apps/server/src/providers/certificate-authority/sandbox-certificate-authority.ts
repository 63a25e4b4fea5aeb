import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { detachedCadesSignature } from './cades-signature.ts';
import {
  type CertificateAuthority,
  CertificateAuthorityUnavailableError,
  CertificateNotUsableError,
  type CertificateStatus,
  type CustomerCertificate,
  type SignatureRequest,
} from './certificate-authority.ts';
import { certificateFacts, issueCertificate, newRsaKeyPair, newSerialNumber } from './x509.ts';

/** The sandbox root's name, which every verifier shows as the customers' certificates' issuer. */
export const SANDBOX_CA_NAME = 'Sinar Sandbox Certificate Authority';
/** A customer's certificate is valid for a year from enrolment, as a licensed CA's individual certificates are. */
export const CUSTOMER_CERTIFICATE_DAYS = 365;
const ROOT_CERTIFICATE_YEARS = 20;
const DAY_MS = 86_400_000;

/**
 * The NRIC's last four digits ask for failures, as the SMS sandbox's phone numbers do:
 *   - 0999: the authority is down: every call fails as unavailable;
 *   - 0998: its signing service is down: enrolment and status answer, signing fails as unavailable;
 *   - 0997: enrolment issues a certificate that has already expired.
 */
export const SANDBOX_CA_CONTROLS = {
  down: '0999',
  signingDown: '0998',
  issuesExpired: '0997',
} as const;

interface CertificateRow {
  serialNumber: string;
  nric: string;
  subjectName: string;
  certificatePem: string;
  privateKeyPem: string;
  notBefore: Date;
  notAfter: Date;
  revokedAt: Date | null;
}

interface Root {
  readonly certificatePem: string;
  readonly privateKeyPem: string;
}

const CERTIFICATE_COLUMNS = `serial_number as "serialNumber", nric, subject_name as "subjectName",
  certificate_pem as "certificatePem", private_key_pem as "privateKeyPem", not_before as "notBefore",
  not_after as "notAfter", revoked_at as "revokedAt"`;

/**
 * A real certificate authority in the database: its root key and certificate are generated at its first start and
 * kept (`sandbox_ca_roots`); each enrolment generates an RSA key for the customer, keeps it, and issues an X.509
 * certificate for it (subject: the name and the NRIC as serialNumber; keyUsage digitalSignature and nonRepudiation)
 * signed by the root. Signing uses the kept key and refuses a certificate that is not valid. It answers within the
 * call, as the CA's signing service does; the controls above make it fail.
 */
export class SandboxCertificateAuthority implements CertificateAuthority {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #log: Logger;
  #root: Promise<Root> | undefined;

  constructor(options: { db: Database; log: Logger; clock?: Clock }) {
    this.#db = options.db;
    this.#log = options.log;
    this.#clock = options.clock ?? systemClock;
  }

  #now(): Date {
    return this.#clock.now();
  }

  rootCertificatePem(): Promise<string> {
    return this.#rootOnce().then((root) => root.certificatePem);
  }

  async enrol(subject: { nric: string; name: string }): Promise<CustomerCertificate> {
    assertReachable(subject.nric);
    const name = subject.name.trim();
    if (!/^\d{12}$/.test(subject.nric)) throw new RangeError('an NRIC is 12 digits');
    if (name === '') throw new RangeError('a certificate names its holder');
    const root = await this.#rootOnce();
    return this.#db.transaction(async (tx) => {
      // One enrolment at a time per customer, so that two requests together issue one certificate.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`sandbox-ca:${subject.nric}`]);
      const current = await latestCertificate(tx, subject.nric);
      const now = this.#now();
      if (current && statusAt(current, now) === 'Valid') return this.#describe(current, now);

      const expired = subject.nric.endsWith(SANDBOX_CA_CONTROLS.issuesExpired);
      const notBefore = expired ? new Date(now.getTime() - 2 * CUSTOMER_CERTIFICATE_DAYS * DAY_MS) : now;
      const notAfter = new Date(notBefore.getTime() + CUSTOMER_CERTIFICATE_DAYS * DAY_MS);
      const keys = newRsaKeyPair();
      const serialNumber = newSerialNumber();
      const certificatePem = issueCertificate({
        subject: { commonName: name, serialNumber: subject.nric },
        publicKeyPem: keys.publicKeyPem,
        serialNumber,
        notBefore,
        notAfter,
        kind: 'signer',
        issuer: root,
      });
      const [row] = await tx.query<CertificateRow>(
        `insert into sandbox_ca_certificates
           (serial_number, nric, subject_name, certificate_pem, private_key_pem, not_before, not_after, issued_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${CERTIFICATE_COLUMNS}`,
        [serialNumber, subject.nric, name, certificatePem, keys.privateKeyPem, notBefore, notAfter, now],
      );
      this.#log.info({ serialNumber }, 'sandbox certificate authority issued a certificate');
      return this.#describe(row as CertificateRow, now);
    });
  }

  async certificateOf(nric: string): Promise<CustomerCertificate | null> {
    assertReachable(nric);
    const current = await latestCertificate(this.#db, nric);
    return current ? this.#describe(current, this.#now()) : null;
  }

  async revoke(nric: string, reason: string): Promise<CustomerCertificate> {
    assertReachable(nric);
    return this.#db.transaction(async (tx) => {
      const current = await latestCertificate(tx, nric);
      if (!current) throw new CertificateNotUsableError('NotEnrolled');
      if (!current.revokedAt) {
        const now = this.#now();
        await tx.query(
          `update sandbox_ca_certificates set revoked_at = $2, revocation_reason = $3 where serial_number = $1`,
          [current.serialNumber, now, reason],
        );
        current.revokedAt = now;
      }
      return this.#describe(current, this.#now());
    });
  }

  async sign(request: SignatureRequest): Promise<{ cms: Uint8Array; certificate: CustomerCertificate }> {
    assertReachable(request.nric);
    if (request.nric.endsWith(SANDBOX_CA_CONTROLS.signingDown))
      throw new CertificateAuthorityUnavailableError(
        'the sandbox signing service is down (NRIC ending 0998)',
      );
    const root = await this.#rootOnce();
    const current = await latestCertificate(this.#db, request.nric);
    if (!current) throw new CertificateNotUsableError('NotEnrolled');
    const status = statusAt(current, this.#now());
    if (status !== 'Valid') throw new CertificateNotUsableError(status);
    const cms = detachedCadesSignature({
      content: request.content,
      privateKeyPem: current.privateKeyPem,
      certificateChainPem: [current.certificatePem, root.certificatePem],
      signingTime: request.signingTime,
    });
    return { cms, certificate: this.#describe(current, request.signingTime) };
  }

  #describe(row: CertificateRow, at: Date): CustomerCertificate {
    return {
      nric: row.nric,
      subjectName: row.subjectName,
      serialNumber: row.serialNumber,
      issuerName: certificateFacts(row.certificatePem).issuerCommonName,
      status: statusAt(row, at),
      notBefore: row.notBefore,
      notAfter: row.notAfter,
      certificatePem: row.certificatePem,
    };
  }

  /** The root, generated on the first call of the first start and read from the database ever after. */
  #rootOnce(): Promise<Root> {
    this.#root ??= this.#loadOrCreateRoot().catch((error: unknown) => {
      this.#root = undefined;
      throw error;
    });
    return this.#root;
  }

  async #loadOrCreateRoot(): Promise<Root> {
    const existing = await readRoot(this.#db);
    if (existing) return existing;
    const keys = newRsaKeyPair();
    const now = this.#now();
    const certificatePem = issueCertificate({
      subject: { commonName: SANDBOX_CA_NAME, organization: 'Sinar Kredit Sandbox' },
      publicKeyPem: keys.publicKeyPem,
      serialNumber: newSerialNumber(),
      notBefore: new Date(now.getTime() - DAY_MS),
      notAfter: new Date(now.getTime() + ROOT_CERTIFICATE_YEARS * 365 * DAY_MS),
      kind: 'authority',
      selfSigningKeyPem: keys.privateKeyPem,
    });
    // Two processes starting together: the first insert wins, and both read the winner's root.
    await this.#db.query(
      `insert into sandbox_ca_roots (id, certificate_pem, private_key_pem) values (1, $1, $2)
       on conflict (id) do nothing`,
      [certificatePem, keys.privateKeyPem],
    );
    const stored = await readRoot(this.#db);
    if (!stored) throw new Error('the sandbox certificate authority could not keep its root');
    this.#log.info('sandbox certificate authority root ready');
    return stored;
  }
}

function assertReachable(nric: string): void {
  if (nric.endsWith(SANDBOX_CA_CONTROLS.down))
    throw new CertificateAuthorityUnavailableError(
      'the sandbox certificate authority is down (NRIC ending 0999)',
    );
}

function statusAt(
  row: Pick<CertificateRow, 'revokedAt' | 'notBefore' | 'notAfter'>,
  at: Date,
): CertificateStatus {
  if (row.revokedAt && row.revokedAt <= at) return 'Revoked';
  if (at < row.notBefore || at >= row.notAfter) return 'Expired';
  return 'Valid';
}

async function latestCertificate(db: Queryable, nric: string): Promise<CertificateRow | undefined> {
  const [row] = await db.query<CertificateRow>(
    `select ${CERTIFICATE_COLUMNS} from sandbox_ca_certificates where nric = $1
     order by issued_at desc, serial_number limit 1`,
    [nric],
  );
  return row;
}

async function readRoot(db: Queryable): Promise<Root | undefined> {
  const [row] = await db.query<Root>(
    `select certificate_pem as "certificatePem", private_key_pem as "privateKeyPem" from sandbox_ca_roots
     where id = 1`,
  );
  return row;
}
