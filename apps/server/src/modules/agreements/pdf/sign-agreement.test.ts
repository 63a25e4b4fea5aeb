import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DomainRuleError, type Language, type Variant } from '@sinar/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { onPdf, pdfText } from '../../../lib/pdf/testing.ts';
import { SandboxCertificateAuthority } from '../../../providers/certificate-authority/sandbox-certificate-authority.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { buildAgreementPdf } from './agreement-pdf.ts';
import { type LenderSeal, loadLenderSeal } from './lender-seal.ts';
import { type SigningEvidence, signAgreementPdf } from './sign-agreement.ts';
import { drawnSignaturePng, testParticulars } from './testing.ts';

const log = pino({ level: 'silent' });
/** 25 November 2026, 10:03:09 p.m. in Malaysia. */
const SIGNED_AT = new Date('2026-11-25T14:03:09Z');
const DEVICE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

/** pdfsig's report of one signature: the lines under its 'Signature #n:' heading. */
function signatureReports(output: string): string[] {
  return output.split(/^Signature #\d+:$/m).slice(1);
}

describe('signing an agreement: the customer through the certificate authority, then the lender seal', () => {
  let db: Database;
  let dir: string;
  let authority: SandboxCertificateAuthority;
  let seal: LenderSeal;
  const clock = fixedClock(SIGNED_AT);

  beforeAll(async () => {
    db = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'lender-seal-'));
    authority = new SandboxCertificateAuthority({ db, log, clock });
    seal = await loadLenderSeal(
      {
        sealP12File: path.join(dir, 'lender-seal.p12'),
        sealP12Passphrase: 'test-passphrase',
        createDevelopmentSeal: true,
      },
      'Sinar Kredit Sdn. Bhd.',
    );
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  function evidence(nric: string, signerName: string): SigningEvidence {
    return {
      signerName,
      nric,
      signedAt: SIGNED_AT,
      ipAddress: '203.106.94.17',
      device: DEVICE,
      signaturePng: drawnSignaturePng(),
    };
  }

  async function sign(variant: Variant, language: Language, nric: string, name: string) {
    const particulars = testParticulars(variant, {
      language,
      borrower: { name, nric, address: '12, Jalan Mawar 3, 43000 Kajang, Selangor' },
    });
    return signAgreementPdf(
      {
        unsignedPdf: await buildAgreementPdf(particulars),
        language,
        variant,
        agreementNo: particulars.agreementNo,
        evidence: evidence(nric, name),
      },
      { authority, seal, now: () => clock.now() },
    );
  }

  it.each([
    ['conventional', 'en', '900615145672', 'Aisyah binti Ahmad'],
    ['islamic', 'ms', '880808055123', 'Hafiz bin Rahman'],
  ] as const)(
    'signs a %s agreement in %s: two valid ETSI.CAdES.detached signatures, the seal covering the whole file',
    async (variant, language, nric, name) => {
      const certificate = await authority.enrol({ nric, name });
      const signed = await sign(variant, language, nric, name);
      expect(signed.customerCertificate.serialNumber).toBe(certificate.serialNumber);
      expect(signed.sealSerialNumber).toBe(seal.serialNumber);

      const { output } = await onPdf('pdfsig', signed.pdf);
      const reports = signatureReports(output);
      expect(reports).toHaveLength(2);
      // Both fields stay in the form, each under its own name.
      const customer = reports.find((report) => report.includes('Field Name: Signature1')) ?? '';
      const lender = reports.find((report) => report.includes('Field Name: Signature2')) ?? '';
      expect(customer).toContain(`Signer Certificate Common Name: ${name}`);
      expect(customer).toContain('Signature Type: ETSI.CAdES.detached');
      expect(customer).toContain('Signature Validation: Signature is Valid.');
      // The customer signed the agreement as it then was; the seal's update came after.
      expect(customer).not.toContain('Total document signed');
      expect(lender).toContain('Signer Certificate Common Name: Sinar Kredit Sdn. Bhd. seal');
      expect(lender).toContain('Signature Type: ETSI.CAdES.detached');
      expect(lender).toContain('Signature Validation: Signature is Valid.');
      expect(lender).toContain('Total document signed');

      const check = await onPdf('qpdf', signed.pdf, ['--check']);
      expect(check.code).toBe(0);
      expect(check.output).toContain('No syntax or stream encoding errors found');
    },
  );

  it('adds the signing page: signer, NRIC masked, Malaysia time, IP address, device, certificate serial', async () => {
    const certificate = await authority.enrol({ nric: '900615145672', name: 'Aisyah binti Ahmad' });
    const signed = await sign('conventional', 'en', '900615145672', 'Aisyah binti Ahmad');
    const text = await pdfText(signed.pdf);
    const page = text.slice(text.indexOf('Signing record'));
    const lines = page.split('\n');
    for (const line of [
      'Signing record',
      'Signed by Aisyah binti Ahmad',
      'NRIC ********5672',
      'Signed at (Malaysia time) 2026-11-25 22:03:09 (UTC+08:00)',
      'IP address 203.106.94.17',
      `Certificate serial number ${certificate.serialNumber}`,
      'Certificate issued by Sinar Sandbox Certificate Authority',
      'Signature',
    ]) {
      expect(lines).toContain(line);
    }
    expect(page.replace(/\n/g, ' ')).toContain('Device Mozilla/5.0 (Linux; Android 14; SM-A546E)');
    expect(page).not.toContain('900615145672');
    // The agreement's own pages are still there, whole, before the signing page.
    expect(text.indexOf('Amount of the final instalment RM491.63')).toBeLessThan(
      text.indexOf('Signing record'),
    );
  });

  it('reads as not valid once a byte is changed after signing', async () => {
    await authority.enrol({ nric: '900615145672', name: 'Aisyah binti Ahmad' });
    const signed = await sign('conventional', 'en', '900615145672', 'Aisyah binti Ahmad');
    const tampered = Buffer.from(signed.pdf);
    const at = tampered.indexOf('/Helvetica');
    expect(at).toBeGreaterThan(0);
    tampered[at + 1] = 'h'.charCodeAt(0);
    const { output } = await onPdf('pdfsig', tampered);
    const reports = signatureReports(output);
    expect(reports).toHaveLength(2);
    for (const report of reports) {
      expect(report).not.toContain('Signature is Valid.');
      expect(report).toContain('Digest Mismatch.');
    }
  });

  it.each([
    ['never enrolled', '750101105555', async () => undefined, 'errors.certificateNotEnrolled'],
    [
      'revoked',
      '910203045678',
      async () => {
        await authority.enrol({ nric: '910203045678', name: 'Lim Mei Ling' });
        await authority.revoke('910203045678', 'reported lost');
      },
      'errors.certificateRevoked',
    ],
    [
      'expired',
      '900615140997',
      async () => {
        await authority.enrol({ nric: '900615140997', name: 'Expired Customer' });
      },
      'errors.certificateExpired',
    ],
  ])(
    'refuses a certificate %s with a conflict the customer can act on',
    async (_case, nric, arrange, key) => {
      await arrange();
      const refusal = await sign('conventional', 'en', nric, 'A Customer').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DomainRuleError);
      expect(refusal).toMatchObject({ key, kind: 'conflict' });
    },
  );

  it.each([
    ['the authority is down', '900615140999'],
    ['its signing service is down', '900615140998'],
  ])('gives a clear 503 when %s, and no document', async (_case, nric) => {
    if (nric.endsWith('0998')) await authority.enrol({ nric, name: 'Signing Down' });
    const refusal = await sign('conventional', 'en', nric, 'Signing Down').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 503, key: 'errors.signingServiceUnavailable' });
  });

  it('refuses a signature that is not a PNG drawing', async () => {
    await authority.enrol({ nric: '900615145672', name: 'Aisyah binti Ahmad' });
    const particulars = testParticulars('conventional');
    for (const signaturePng of [
      Buffer.from('GIF89a not a png'),
      Buffer.concat([drawnSignaturePng().subarray(0, 40)]),
    ]) {
      const refusal = await signAgreementPdf(
        {
          unsignedPdf: await buildAgreementPdf(particulars),
          language: 'en',
          variant: 'conventional',
          agreementNo: particulars.agreementNo,
          evidence: { ...evidence('900615145672', 'Aisyah binti Ahmad'), signaturePng },
        },
        { authority, seal },
      ).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ key: 'errors.signatureImageInvalid' });
    }
  });
});
