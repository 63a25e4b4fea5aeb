import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { CertificateAuthorityUnavailableError, CertificateNotUsableError } from './certificate-authority.ts';
import { SANDBOX_CA_NAME, SandboxCertificateAuthority } from './sandbox-certificate-authority.ts';

const log = pino({ level: 'silent' });
const run = promisify(execFile);

/** Checks a detached CMS signature over `content` with OpenSSL, trusting only `rootPem`. */
async function opensslVerifies(cms: Uint8Array, content: Uint8Array, rootPem: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-ca-'));
  try {
    await writeFile(path.join(dir, 'signature.der'), cms);
    await writeFile(path.join(dir, 'content.bin'), content);
    await writeFile(path.join(dir, 'root.pem'), rootPem);
    const { stderr } = await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      path.join(dir, 'signature.der'),
      '-content',
      path.join(dir, 'content.bin'),
      '-CAfile',
      path.join(dir, 'root.pem'),
      '-purpose',
      'any',
      '-out',
      path.join(dir, 'out.bin'),
    ]).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? 'failed' }));
    return stderr.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the certificate authority sandbox', () => {
  let db: Database;
  const clock = fixedClock('2026-11-25T06:00:00Z');
  let authority: SandboxCertificateAuthority;

  beforeAll(async () => {
    db = await openTestDatabase();
    authority = new SandboxCertificateAuthority({ db, log, clock });
  });
  afterAll(() => db.close());

  it('makes its root at first start, keeps it, and every instance signs under the same one', async () => {
    const rootPem = await authority.rootCertificatePem();
    const root = new X509Certificate(rootPem);
    expect(root.ca).toBe(true);
    expect(root.subject).toContain(`CN=${SANDBOX_CA_NAME}`);
    expect(root.verify(root.publicKey)).toBe(true);
    const another = new SandboxCertificateAuthority({ db, log, clock });
    expect(await another.rootCertificatePem()).toBe(rootPem);
    const [{ count }] = (await db.query<{ count: number }>(
      'select count(*) as count from sandbox_ca_roots',
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("enrols a customer with an X.509 certificate for a key it keeps: name, NRIC, signing key usage, a year's validity", async () => {
    expect(await authority.certificateOf('900615145672')).toBeNull();
    const issued = await authority.enrol({ nric: '900615145672', name: ' Aisyah binti Ahmad ' });
    expect(issued).toMatchObject({
      nric: '900615145672',
      subjectName: 'Aisyah binti Ahmad',
      issuerName: SANDBOX_CA_NAME,
      status: 'Valid',
      notBefore: new Date('2026-11-25T06:00:00Z'),
      notAfter: new Date('2027-11-25T06:00:00Z'),
    });
    expect(issued.serialNumber).toMatch(/^[0-7][0-9a-f]{31}$/);

    const certificate = new X509Certificate(issued.certificatePem);
    const root = new X509Certificate(await authority.rootCertificatePem());
    expect(certificate.verify(root.publicKey)).toBe(true);
    expect(certificate.checkIssued(root)).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.subject.split('\n')).toEqual(
      expect.arrayContaining(['CN=Aisyah binti Ahmad', 'serialNumber=900615145672']),
    );
    expect(certificate.serialNumber.toLowerCase()).toBe(issued.serialNumber);
    const usage = forge.pki.certificateFromPem(issued.certificatePem).getExtension('keyUsage') as {
      digitalSignature?: boolean;
      nonRepudiation?: boolean;
      keyCertSign?: boolean;
    };
    expect(usage).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });

    // The customer never receives the key: what the authority hands out holds no private key.
    expect(JSON.stringify(issued)).not.toContain('PRIVATE KEY');
    expect(await authority.certificateOf('900615145672')).toEqual(issued);
  });

  it('issues one certificate however often the customer enrols while it is valid', async () => {
    const [first, second] = await Promise.all([
      authority.enrol({ nric: '880808055123', name: 'Hafiz bin Rahman' }),
      authority.enrol({ nric: '880808055123', name: 'Hafiz bin Rahman' }),
    ]);
    expect(second?.serialNumber).toBe(first?.serialNumber);
    const rows = await db.query('select 1 from sandbox_ca_certificates where nric = $1', ['880808055123']);
    expect(rows).toHaveLength(1);
  });

  it('signs with the kept key: a detached CMS over the content that OpenSSL verifies against the root', async () => {
    const content = Buffer.from('%PDF-1.7 the byte ranges of an agreement');
    const { cms, certificate } = await authority.sign({
      nric: '900615145672',
      content,
      signingTime: clock.now(),
    });
    expect(certificate.status).toBe('Valid');
    expect(await opensslVerifies(cms, content, await authority.rootCertificatePem())).toBe(
      'CMS Verification successful',
    );
    expect(
      await opensslVerifies(cms, Buffer.from('%PDF-1.7 other bytes'), await authority.rootCertificatePem()),
    ).not.toBe('CMS Verification successful');

    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(cms).toString('binary'))),
    ) as forge.pkcs7.PkcsSignedData;
    // The customer's certificate and the root travel with the signature, so a verifier needs nothing else.
    expect(message.certificates.map((c) => c.serialNumber)).toEqual([
      certificate.serialNumber,
      new X509Certificate(await authority.rootCertificatePem()).serialNumber.toLowerCase(),
    ]);
  });

  it('refuses to sign for a customer never enrolled', async () => {
    await expect(
      authority.sign({ nric: '750101105555', content: Buffer.from('x'), signingTime: clock.now() }),
    ).rejects.toMatchObject({ name: 'CertificateNotUsableError', reason: 'NotEnrolled' });
  });

  it('revokes: the certificate reads Revoked and cannot sign; a new enrolment issues a new certificate', async () => {
    const before = await authority.enrol({ nric: '910203045678', name: 'Lim Mei Ling' });
    const revoked = await authority.revoke('910203045678', 'key compromise reported by the customer');
    expect(revoked).toMatchObject({ serialNumber: before.serialNumber, status: 'Revoked' });
    expect((await authority.certificateOf('910203045678'))?.status).toBe('Revoked');
    const refusal = await authority
      .sign({ nric: '910203045678', content: Buffer.from('x'), signingTime: clock.now() })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CertificateNotUsableError);
    expect(refusal).toMatchObject({ reason: 'Revoked' });

    const renewed = await authority.enrol({ nric: '910203045678', name: 'Lim Mei Ling' });
    expect(renewed.serialNumber).not.toBe(before.serialNumber);
    expect(renewed.status).toBe('Valid');
  });

  it('reads a certificate Expired a year after enrolment, and refuses to sign with it', async () => {
    const later = fixedClock('2026-11-25T06:00:00Z');
    const aging = new SandboxCertificateAuthority({ db, log, clock: later });
    await aging.enrol({ nric: '920304056789', name: 'Kumar a/l Raju' });
    later.set('2027-11-25T05:59:59Z');
    expect((await aging.certificateOf('920304056789'))?.status).toBe('Valid');
    later.set('2027-11-25T06:00:00Z');
    expect((await aging.certificateOf('920304056789'))?.status).toBe('Expired');
    await expect(
      aging.sign({ nric: '920304056789', content: Buffer.from('x'), signingTime: later.now() }),
    ).rejects.toMatchObject({ reason: 'Expired' });
  });

  it('fails on demand: NRIC ending 0999 is an authority that is down, and nothing is issued', async () => {
    const refusal = await authority
      .enrol({ nric: '900615140999', name: 'Down Customer' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CertificateAuthorityUnavailableError);
    await expect(authority.certificateOf('900615140999')).rejects.toBeInstanceOf(
      CertificateAuthorityUnavailableError,
    );
    expect(await db.query('select 1 from sandbox_ca_certificates where nric = $1', ['900615140999'])).toEqual(
      [],
    );
  });

  it('fails on demand: NRIC ending 0998 enrols but its signing service is down', async () => {
    const issued = await authority.enrol({ nric: '900615140998', name: 'Signing Down' });
    expect(issued.status).toBe('Valid');
    await expect(
      authority.sign({ nric: '900615140998', content: Buffer.from('x'), signingTime: clock.now() }),
    ).rejects.toBeInstanceOf(CertificateAuthorityUnavailableError);
  });

  it('fails on demand: NRIC ending 0997 is issued a certificate that has already expired', async () => {
    const issued = await authority.enrol({ nric: '900615140997', name: 'Expired Customer' });
    expect(issued.status).toBe('Expired');
    expect(issued.notAfter.getTime()).toBeLessThan(clock.now().getTime());
  });

  it('refuses an enrolment without a name or with a malformed NRIC', async () => {
    await expect(authority.enrol({ nric: '900615145672', name: '  ' })).rejects.toThrow(RangeError);
    await expect(authority.enrol({ nric: '9006151456', name: 'Short' })).rejects.toThrow(RangeError);
  });
});
