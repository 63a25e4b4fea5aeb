import { AGREEMENT_BACKOFFICE_PATHS, AGREEMENT_PATHS, SIGNING_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPdf, pdfText } from '../../lib/pdf/testing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { multipart } from '../documents/testing.ts';
import { asOfficer, type ReviewApplicant } from '../review/testing.ts';
import { signedAgreementFile } from './agreement-records.ts';
import { drawnSignaturePng } from './pdf/testing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The agreement document and its signature through the API: the PDF in the customer's language, its acceptance,
 * the certificate authority's account, the TAC and the signature, stored and verified. Each call answers its own
 * applicant only, each step refuses to come before the one it needs, and a signing that fails writes nothing.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: ApprovedApplication;
let other: ApprovedApplication;

const MINUTE = 60_000;

/** The approved summary accepted through its call, then attested: attestation's own calls are another module's. */
async function attested(application: ApprovedApplication): Promise<void> {
  const accepted = await call(
    t,
    application.applicant,
    'POST',
    AGREEMENT_PATHS.acceptSummary(application.agreementId),
    { takeProtection: false },
  );
  expect(accepted.statusCode).toBe(200);
  await t.db.query(`update agreements set status = 'ATTESTED' where id = $1`, [application.agreementId]);
}

/** The TAC the SMS carried to the applicant's phone, the latest one. */
async function tacSentTo(who: ReviewApplicant): Promise<string> {
  const [sms] = await t.db.query<{ text: string }>(
    `select body_text as text from outbound_sms
      where recipient = (select phone_no from users where id = $1) and purpose = 'agreement-tac-signing'
      order by created_at desc limit 1`,
    [who.userId],
  );
  const tac = /is (\d{6})\./.exec(sms?.text ?? '')?.[1];
  if (!tac) throw new Error(`no TAC sent: ${sms?.text}`);
  return tac;
}

function sign(
  application: ApprovedApplication,
  fields: Record<string, string> = { consent: 'true' },
  png: Buffer | null = drawnSignaturePng(),
) {
  const form = multipart(
    fields,
    png ? { field: 'signature', name: 'signature.png', type: 'image/png', bytes: png } : null,
  );
  return t.app.inject({
    method: 'POST',
    url: SIGNING_PATHS.sign('en', 'conventional', application.agreementId),
    headers: {
      ...application.applicant.headers,
      ...form.headers,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
    },
    remoteAddress: application.applicant.ip,
    payload: form.payload,
  });
}

async function filesOf(agreementId: string) {
  return t.db.query<{ kind: string; storageKey: string; certificateSerial: string | null; language: string }>(
    `select kind, storage_key as "storageKey", certificate_serial as "certificateSerial", language
       from agreement_files where agreement_id = $1 order by created_at`,
    [agreementId],
  );
}

async function tacVerified(application: ApprovedApplication): Promise<void> {
  const sent = await call(t, application.applicant, 'POST', SIGNING_PATHS.tac(application.agreementId), {
    purpose: 'signing',
  });
  expect(sent.statusCode).toBe(200);
  const verified = await call(
    t,
    application.applicant,
    'POST',
    SIGNING_PATHS.tacVerification(application.agreementId),
    { purpose: 'signing', tac: await tacSentTo(application.applicant) },
  );
  expect(verified.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  loan = await approvedApplication(t, team);
  other = await approvedApplication(t, team);
});
afterAll(() => t.close());

describe('the agreement document', () => {
  it('is not drawn up before the approved summary is accepted', async () => {
    const response = await call(t, loan.applicant, 'GET', SIGNING_PATHS.document(loan.agreementId, 'en'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.agreements.documentNotReady);
  });

  it('refuses signing before attestation, with the step that is missing', async () => {
    await call(t, loan.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(loan.agreementId), {
      takeProtection: false,
    });
    const response = await sign(loan);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.agreements.attestationRequired);
    await t.db.query(`update agreements set status = 'ATTESTED' where id = $1`, [loan.agreementId]);
  });

  it('is the PDF of the accepted terms in the language asked, for its applicant only', async () => {
    const english = await call(t, loan.applicant, 'GET', SIGNING_PATHS.document(loan.agreementId, 'en'));
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['cache-control']).toContain('no-store');
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('RM5,000.00');
    expect(text).toContain('RM491.67');

    const malay = await call(t, loan.applicant, 'GET', SIGNING_PATHS.document(loan.agreementId, 'ms'));
    expect(malay.statusCode).toBe(200);
    expect(await pdfText(malay.rawPayload)).not.toEqual(text);

    const stranger = await call(t, other.applicant, 'GET', SIGNING_PATHS.document(loan.agreementId, 'en'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(en.errors.agreementNotFound);
  });

  it("refuses a borrower without a name with the spec's text", async () => {
    const nameless = await approvedApplication(t, team);
    await attested(nameless);
    await t.db.query(`update users set full_name = '' where id = $1`, [nameless.applicant.userId]);
    const response = await call(
      t,
      nameless.applicant,
      'GET',
      SIGNING_PATHS.document(nameless.agreementId, 'en'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Applicant name is empty, please contact us to resolve this issue');
  });

  it("needs the tick ('Require to accept agreement'), then keeps the accepted PDF and moves on", async () => {
    const unticked = await call(
      t,
      loan.applicant,
      'POST',
      SIGNING_PATHS.acceptDocument(loan.agreementId),
      {},
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toBe('Require to accept agreement');

    const stranger = await call(t, other.applicant, 'POST', SIGNING_PATHS.acceptDocument(loan.agreementId), {
      accepted: true,
    });
    expect(stranger.statusCode).toBe(404);

    const accepted = await call(t, loan.applicant, 'POST', SIGNING_PATHS.acceptDocument(loan.agreementId), {
      accepted: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: en.agreements.documentAccepted,
      agreement: { status: 'AGREEMENT_ACCEPTED' },
    });
    expect(await filesOf(loan.agreementId)).toEqual([
      expect.objectContaining({ kind: 'agreementpdf', language: 'en', certificateSerial: null }),
    ]);

    const again = await call(t, loan.applicant, 'POST', SIGNING_PATHS.acceptDocument(loan.agreementId), {
      accepted: true,
    });
    expect(again.statusCode).toBe(409);
    expect(await filesOf(loan.agreementId)).toHaveLength(1);
  });
});

describe('the signing account at the certificate authority', () => {
  it("answers only for the caller's own MyKad number", async () => {
    const own = await call(t, loan.applicant, 'GET', SIGNING_PATHS.certificate(loan.applicant.nric));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'NotEnrolled', serialNumber: null });

    const anothers = await call(t, other.applicant, 'GET', SIGNING_PATHS.certificate(loan.applicant.nric));
    expect(anothers.statusCode).toBe(404);
    expect(anothers.json().message).toBe(en.agreements.certificateNotFound);

    const enrolAnother = await call(t, other.applicant, 'POST', SIGNING_PATHS.enrol(loan.applicant.nric), {
      agreementId: loan.agreementId,
    });
    expect(enrolAnother.statusCode).toBe(404);
    const enrolWithAnothersAgreement = await call(
      t,
      other.applicant,
      'POST',
      SIGNING_PATHS.enrol(other.applicant.nric),
      { agreementId: loan.agreementId },
    );
    expect(enrolWithAnothersAgreement.statusCode).toBe(404);
  });

  it('refuses the TAC before the account exists', async () => {
    const response = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tac(loan.agreementId), {
      purpose: 'signing',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.agreements.enrolmentRequired);
  });

  it('enrols the customer once and moves the agreement to its certificate', async () => {
    const enrolled = await call(t, loan.applicant, 'POST', SIGNING_PATHS.enrol(loan.applicant.nric), {
      agreementId: loan.agreementId,
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({
      status: 'Valid',
      serialNumber: expect.stringMatching(/^[0-9a-f]{32}$/),
      subject: expect.stringContaining('Applicant'),
      issuer: expect.stringContaining('Sandbox'),
    });
    const read = await call(t, loan.applicant, 'GET', SIGNING_PATHS.certificate(loan.applicant.nric));
    expect(read.json().serialNumber).toBe(enrolled.json().serialNumber);
    const { agreement } = await storedAgreement(t, loan.agreementId);
    expect(agreement?.status).toBe('CERTIFICATE_ENROLLED');
  });
});

describe('the TAC', () => {
  it('is refused to another applicant', async () => {
    const response = await call(t, other.applicant, 'POST', SIGNING_PATHS.tac(loan.agreementId), {
      purpose: 'signing',
    });
    expect(response.statusCode).toBe(404);
  });

  it('must be asked for and verified before signing', async () => {
    const unverified = await sign(loan);
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().message).toBe(en.status.refusals.tacNotVerified);

    const notRequested = await call(
      t,
      loan.applicant,
      'POST',
      SIGNING_PATHS.tacVerification(loan.agreementId),
      {
        purpose: 'signing',
        tac: '123456',
      },
    );
    expect(notRequested.statusCode).toBe(400);
    expect(notRequested.json().message).toBe(en.agreements.tacNotRequested);
  });

  it('goes by SMS to the masked number, and another only after the wait', async () => {
    const sent = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tac(loan.agreementId), {
      purpose: 'signing',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: expect.stringMatching(/^A 6-digit TAC has been sent to \*{7}\d{4}\.$/),
      phoneNoMasked: expect.stringMatching(/^\*{7}\d{4}$/),
      expiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      resendAfter: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
    });
    const [row] = await t.db.query<{ codeHash: string }>(
      'select code_hash as "codeHash" from agreement_tacs where agreement_id = $1',
      [loan.agreementId],
    );
    expect(row?.codeHash).not.toContain(await tacSentTo(loan.applicant));

    const tooSoon = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tac(loan.agreementId), {
      purpose: 'signing',
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Please wait 60 seconds before you request another TAC.');
  });

  it("refuses a short TAC with 'Please fill in all number', a wrong one, and an expired one", async () => {
    const short = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'signing',
      tac: '1234',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please fill in all number');

    const tac = await tacSentTo(loan.applicant);
    const wrongTac = tac === '000000' ? '111111' : '000000';
    const wrong = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'signing',
      tac: wrongTac,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(en.agreements.tacInvalid);

    t.clock.set(new Date(t.clock.now().getTime() + 11 * MINUTE));
    const expired = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'signing',
      tac,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(en.agreements.tacExpired);
  });

  it('locks after five wrong tries, even for the right TAC', async () => {
    await call(t, loan.applicant, 'POST', SIGNING_PATHS.tac(loan.agreementId), { purpose: 'signing' });
    const tac = await tacSentTo(loan.applicant);
    const wrongTac = tac === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
        purpose: 'signing',
        tac: wrongTac,
      });
      answers.push(wrong.json().message);
    }
    expect(answers).toEqual([...Array(4).fill(en.agreements.tacInvalid), en.agreements.tacAttemptsExceeded]);
    const right = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'signing',
      tac,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(en.agreements.tacAttemptsExceeded);
  });

  it("is verified once ('OTP Verified'); the same TAC again is refused as used", async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 2 * MINUTE));
    await call(t, loan.applicant, 'POST', SIGNING_PATHS.tac(loan.agreementId), { purpose: 'signing' });
    const tac = await tacSentTo(loan.applicant);
    const verified = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'signing',
      tac,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'OTP Verified',
      validUntil: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    const reused = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'signing',
      tac,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(en.agreements.tacUsed);
  });
});

describe('signing', () => {
  it('refuses another applicant, a missing consent and a missing signature, writing nothing', async () => {
    const signatureForm = multipart(
      { consent: 'true' },
      { field: 'signature', name: 'signature.png', type: 'image/png', bytes: drawnSignaturePng() },
    );
    const stranger = await sign({ ...loan, applicant: other.applicant });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(en.errors.agreementNotFound);
    const otherCompany = await t.app.inject({
      method: 'POST',
      url: SIGNING_PATHS.sign('en', 'islamic', loan.agreementId),
      headers: { ...loan.applicant.headers, ...signatureForm.headers },
      payload: signatureForm.payload,
    });
    expect(otherCompany.statusCode).toBe(404);

    const noConsent = await sign(loan, {});
    expect(noConsent.statusCode).toBe(400);
    const noSignature = await sign(loan, { consent: 'true' }, null);
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().message).toBe(en.errors.signatureImageInvalid);
    const notPng = await sign(loan, { consent: 'true' }, Buffer.from('not a picture'));
    expect(notPng.statusCode).toBe(400);

    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('CERTIFICATE_ENROLLED');
    expect(await filesOf(loan.agreementId)).toHaveLength(1);
  });

  it('tells a later step reached unsigned to go back and sign', async () => {
    await expect(signedAgreementFile(t.db, loan.agreementId)).rejects.toMatchObject({
      key: 'errors.agreementNotSigned',
      kind: 'conflict',
    });
    expect(en.errors.agreementNotSigned).toBe(
      'Agreement not sign, please return to the previous page to sign',
    );
  });

  it('signs, seals, stores the signed PDF and moves the agreement to signed, in one go', async () => {
    const signed = await sign(loan);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      message: en.agreements.signed,
      agreement: { id: loan.agreementId, status: 'SIGNED' },
    });

    const files = await filesOf(loan.agreementId);
    expect(files.map((file) => file.kind)).toEqual(['agreementpdf', 'signedagreementpdf']);
    const certificate = await call(t, loan.applicant, 'GET', SIGNING_PATHS.certificate(loan.applicant.nric));
    expect(files[1]?.certificateSerial).toBe(certificate.json().serialNumber);

    const document = await call(t, loan.applicant, 'GET', SIGNING_PATHS.document(loan.agreementId, 'en'));
    expect(document.statusCode).toBe(200);
    const pdf = document.rawPayload;
    const report = await onPdf('pdfsig', pdf);
    expect(report.output.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report.output).toContain('Total document signed');
    const checked = await onPdf('qpdf', pdf, ['--check']);
    expect(checked.code).toBe(0);
    expect(checked.output).toContain('No syntax or stream encoding errors found');
    const text = await pdfText(pdf);
    expect(text).toContain(loan.applicant.ip);
    expect(text).toContain('Android 14');

    expect((await signedAgreementFile(t.db, loan.agreementId)).sha256).toMatch(/^[0-9a-f]{64}$/);
    const { events } = await storedAgreement(t, loan.agreementId);
    expect(events.at(-1)).toMatchObject({
      event: 'sign',
      from: 'CERTIFICATE_ENROLLED',
      to: 'SIGNED',
      actorType: 'applicant',
      actorId: loan.applicant.userId,
    });
    const [tac] = await t.db.query<{ usedAt: Date | null }>(
      'select used_at as "usedAt" from agreement_tacs where agreement_id = $1',
      [loan.agreementId],
    );
    expect(tac?.usedAt).toEqual(t.clock.now());
  });

  it('shows the back office both PDFs with the signature details, downloaded with the officer’s token', async () => {
    const view = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(loan.agreementId),
    );
    expect(view.statusCode).toBe(200);
    const certificate = (
      await call(t, loan.applicant, 'GET', SIGNING_PATHS.certificate(loan.applicant.nric))
    ).json();
    const files = view.json().files;
    expect(files).toEqual([
      expect.objectContaining({ kind: 'agreementpdf', contentType: 'application/pdf', signature: null }),
      expect.objectContaining({
        kind: 'signedagreementpdf',
        contentType: 'application/pdf',
        signature: {
          signerSubject: certificate.subject,
          signerNricMasked: `********${loan.applicant.nric.slice(-4)}`,
          certificateSerial: certificate.serialNumber,
          certificateIssuer: certificate.issuer,
          signedAt: t.clock.now().toISOString(),
          signerIp: loan.applicant.ip,
          signerDevice: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
          sealSubject: expect.stringContaining('Sinar Kredit'),
          sealSerial: expect.stringMatching(/^[0-9a-f]+$/),
        },
      }),
    ]);

    const signed = await asOfficer(t, team.verifier, 'GET', files[1].url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-disposition']).toContain('attachment');
    const report = await onPdf('pdfsig', signed.rawPayload);
    expect(report.output.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report.output).toContain(certificate.subject);

    const unsigned = await asOfficer(t, team.verifier, 'GET', files[0].url);
    expect(unsigned.statusCode).toBe(200);
    expect((await onPdf('pdfsig', unsigned.rawPayload)).output).not.toContain('Signature is Valid.');

    const asCustomer = await call(t, loan.applicant, 'GET', files[1].url);
    expect(asCustomer.statusCode).toBe(401);
    const elsewhere = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.file(other.agreementId, files[1].id),
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses to sign twice, and the TAC that signed cannot sign again', async () => {
    const again = await sign(loan);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(en.agreements.alreadySigned);
    expect(await filesOf(loan.agreementId)).toHaveLength(2);
  });

  it('answers 503 when the signing service is down, and writes nothing', async () => {
    const down = await approvedApplication(t, team);
    // The sandbox's signing service is down for MyKad numbers ending 0998 (enrolment still works).
    const nric = `${down.applicant.nric.slice(0, 8)}0998`;
    await t.db.query('update users set nric = $2 where id = $1', [down.applicant.userId, nric]);
    await attested(down);
    expect(
      (
        await call(t, down.applicant, 'POST', SIGNING_PATHS.acceptDocument(down.agreementId), {
          accepted: true,
        })
      ).statusCode,
    ).toBe(200);
    const enrolled = await call(t, down.applicant, 'POST', SIGNING_PATHS.enrol(nric), {
      agreementId: down.agreementId,
    });
    expect(enrolled.json().status).toBe('Valid');
    await tacVerified(down);

    const response = await sign(down);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(en.errors.signingServiceUnavailable);
    expect((await storedAgreement(t, down.agreementId)).agreement?.status).toBe('CERTIFICATE_ENROLLED');
    expect((await filesOf(down.agreementId)).map((file) => file.kind)).toEqual(['agreementpdf']);
    const [tac] = await t.db.query<{ usedAt: Date | null }>(
      'select used_at as "usedAt" from agreement_tacs where agreement_id = $1',
      [down.agreementId],
    );
    expect(tac?.usedAt).toBeNull();
  });

  it('leaves the agreement before signing when the authority issues a certificate already expired', async () => {
    const expired = await approvedApplication(t, team);
    // The sandbox issues an already expired certificate for MyKad numbers ending 0997.
    const nric = `${expired.applicant.nric.slice(0, 8)}0997`;
    await t.db.query('update users set nric = $2 where id = $1', [expired.applicant.userId, nric]);
    await attested(expired);
    await call(t, expired.applicant, 'POST', SIGNING_PATHS.acceptDocument(expired.agreementId), {
      accepted: true,
    });
    const response = await call(t, expired.applicant, 'POST', SIGNING_PATHS.enrol(nric), {
      agreementId: expired.agreementId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Expired');
    expect((await storedAgreement(t, expired.agreementId)).agreement?.status).toBe('AGREEMENT_ACCEPTED');
    const tac = await call(t, expired.applicant, 'POST', SIGNING_PATHS.tac(expired.agreementId), {
      purpose: 'signing',
    });
    expect(tac.statusCode).toBe(409);
    expect(tac.json().message).toBe(en.agreements.enrolmentRequired);
  });

  it('answers 503 when the authority is down at enrolment, and the agreement stays where it was', async () => {
    const down = await approvedApplication(t, team);
    const nric = `${down.applicant.nric.slice(0, 8)}0999`;
    await t.db.query('update users set nric = $2 where id = $1', [down.applicant.userId, nric]);
    await attested(down);
    await call(t, down.applicant, 'POST', SIGNING_PATHS.acceptDocument(down.agreementId), { accepted: true });
    const response = await call(t, down.applicant, 'POST', SIGNING_PATHS.enrol(nric), {
      agreementId: down.agreementId,
    });
    expect(response.statusCode).toBe(503);
    expect((await storedAgreement(t, down.agreementId)).agreement?.status).toBe('AGREEMENT_ACCEPTED');
  });
});
