import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  AGREEMENT_BACKOFFICE_PATHS,
  ATTESTATION_PATHS,
  DIRECT_DEBIT_PATHS,
  pngDataUrlBytes,
  SIGNING_PATHS,
} from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MandateNotice } from '../../providers/direct-debit/direct-debit-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer } from '../review/testing.ts';
import { tacHash } from './signing-service.ts';
import { acceptedSummary, requestTac } from './testing/after-signing.ts';
import { DRAWN_SIGNATURE, mandateSteps } from './testing/mandate-steps.ts';
import {
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The banks and the start of a mandate.
 *
 * The direct-debit mandate through the API: started with consent and a TAC of its own purpose, authorised at the
 * sandbox bank, decided by the bank's signed notice (in-process or posted to the callback, one handler) or by the
 * status enquiry when the notice is lost. Each call answers its own applicant only, refuses a step out of order,
 * and a refused or repeated notice writes nothing.
 */

let t: TestApp;
let team: ReviewTeam;
const notices: MandateNotice[] = [];

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  t.directDebit.onNotice(async (notice) => {
    notices.push(notice);
  });
});
afterAll(() => t.close());
const { mandatePath, attested, startMandate, mandateDecided } = mandateSteps(() => ({ t, team }));

describe('the banks', () => {
  it('lists the banks taking e-mandates now, leaving out one offline', async () => {
    const loan = await attested();
    const banks = await call(t, loan.applicant, 'GET', DIRECT_DEBIT_PATHS.banks);
    expect(banks.statusCode).toBe(200);
    expect(banks.json()[0]).toEqual({
      code: 'MB2U0227',
      name: 'Maybank2u',
      accountTypes: ['savings', 'current'],
    });
    await t.directDebit.setBankOnline('HLB0224', false);
    const fewer = await call(t, loan.applicant, 'GET', DIRECT_DEBIT_PATHS.banks);
    expect(fewer.json().map((bank: { code: string }) => bank.code)).not.toContain('HLB0224');
    expect(fewer.json()).toHaveLength(banks.json().length - 1);

    // A mandate with the offline bank is refused before the TAC is spent; the same TAC serves another bank.
    const tac = await requestTac(t, loan, 'directDebit');
    const offline = await call(t, loan.applicant, 'POST', mandatePath(loan), {
      bankCode: 'HLB0224',
      accountType: 'savings',
      consent: true,
      signature: DRAWN_SIGNATURE,
      tac,
    });
    expect(offline.statusCode).toBe(503);
    expect(offline.json().message).toBe(en.directDebit.bankOffline);
    await t.directDebit.setBankOnline('HLB0224', true);
    const unknown = await call(t, loan.applicant, 'POST', mandatePath(loan), {
      bankCode: 'BSN0601',
      accountType: 'current',
      consent: true,
      signature: DRAWN_SIGNATURE,
      tac,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(en.directDebit.bankNotAccepted);
    const started = await call(t, loan.applicant, 'POST', mandatePath(loan), {
      bankCode: 'HLB0224',
      accountType: 'savings',
      consent: true,
      signature: DRAWN_SIGNATURE,
      tac,
    });
    expect(started.statusCode).toBe(200);
  });

  it('answers 503 while the direct-debit service is down', async () => {
    const loan = await attested();
    await t.directDebit.failNext('unavailable');
    const down = await call(t, loan.applicant, 'GET', DIRECT_DEBIT_PATHS.banks);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(en.directDebit.serviceUnavailable);
    expect((await call(t, loan.applicant, 'GET', DIRECT_DEBIT_PATHS.banks)).statusCode).toBe(200);
  });
});

describe('starting a mandate', () => {
  it('answers its own applicant only, and refuses an officer', async () => {
    const loan = await attested();
    const stranger = await attested();
    const tac = await requestTac(t, loan, 'directDebit');
    const body = {
      bankCode: 'MB2U0227',
      accountType: 'savings',
      consent: true,
      signature: DRAWN_SIGNATURE,
      tac,
    };
    for (const method of ['POST', 'PATCH'] as const) {
      const refused = await call(t, stranger.applicant, method, mandatePath(loan), body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(en.errors.agreementNotFound);
    }
    for (const method of ['GET', 'DELETE'] as const)
      expect((await call(t, stranger.applicant, method, mandatePath(loan))).statusCode).toBe(404);
    const officer = await createOfficer(t, ['admin'], 'Dina Admin');
    expect((await asOfficer(t, officer, 'GET', mandatePath(loan))).statusCode).toBe(401);
    expect((await asOfficer(t, officer, 'POST', mandatePath(loan), body)).statusCode).toBe(401);
    expect((await call(t, loan.applicant, 'GET', mandatePath(loan))).statusCode).toBe(404);
    expect(
      await t.db.query('select 1 from agreement_mandates where agreement_id = $1', [loan.agreementId]),
    ).toEqual([]);
  });

  it('refuses a mandate before attestation, and a loan taking it as its attestation', async () => {
    const summary = await approvedApplication(t, team);
    const tooSoon = await startMandate(summary);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(en.directDebit.tooEarly);
    await acceptedSummary(t, summary);
    const duringAttestation = await startMandate(summary);
    expect(duringAttestation.statusCode).toBe(409);
    expect(duringAttestation.json().message).toBe(en.directDebit.tooEarly);
    const attest = await call(
      t,
      summary.applicant,
      'POST',
      ATTESTATION_PATHS.directDebit(summary.agreementId),
    );
    expect(attest.statusCode).toBe(409);
    expect(attest.json().message).toBe(en.status.refusals.variantNotAllowed);
    expect((await storedAgreement(t, summary.agreementId)).agreement?.status).toBe('AWAITING_ATTESTATION');
  });

  it('needs a TAC of its own purpose: none, a signing one, a wrong or an expired one is refused', async () => {
    const loan = await attested();
    const body = {
      bankCode: 'MB2U0227',
      accountType: 'savings',
      consent: true,
      signature: DRAWN_SIGNATURE,
    };
    const noConsent = await call(t, loan.applicant, 'POST', mandatePath(loan), {
      ...body,
      consent: false,
      tac: '123456',
    });
    expect(noConsent.statusCode).toBe(400);
    const none = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, tac: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(en.agreements.tacNotRequested);

    // A signing TAC (asked for at its own step) does not start a mandate.
    const signingTac = '246810';
    await t.db.query(
      `insert into agreement_tacs (agreement_id, purpose, code_hash, issued_at, expires_at)
       values ($1, 'signing', $2, now(), now() + interval '10 minutes')`,
      [loan.agreementId, tacHash(loan.agreementId, 'signing', signingTac)],
    );
    const signing = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, tac: signingTac });
    expect(signing.statusCode).toBe(400);
    expect(signing.json().message).toBe(en.agreements.tacNotRequested);

    const tac = await requestTac(t, loan, 'directDebit');
    const wrong = await call(t, loan.applicant, 'POST', mandatePath(loan), {
      ...body,
      tac: tac === '000000' ? '000001' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(en.agreements.tacInvalid);
    const [counted] = await t.db.query<{ failed_attempts: number }>(
      `select failed_attempts from agreement_tacs where agreement_id = $1 and purpose = 'directDebit'`,
      [loan.agreementId],
    );
    expect(counted?.failed_attempts).toBe(1);

    await t.db.query(
      `update agreement_tacs set expires_at = $2::timestamptz - interval '1 second',
         issued_at = $2::timestamptz - interval '11 minutes'
        where agreement_id = $1 and purpose = 'directDebit'`,
      [loan.agreementId, t.clock.now()],
    );
    const expired = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, tac });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(en.agreements.tacExpired);
    expect(
      await t.db.query('select 1 from agreement_mandates where agreement_id = $1', [loan.agreementId]),
    ).toEqual([]);

    // A TAC verified through the verification call serves too, once.
    const fresh = await requestTac(t, loan, 'directDebit');
    const verified = await call(t, loan.applicant, 'POST', SIGNING_PATHS.tacVerification(loan.agreementId), {
      purpose: 'directDebit',
      tac: fresh,
    });
    expect(verified.statusCode).toBe(200);
    const started = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, tac: fresh });
    expect(started.statusCode).toBe(200);
    await call(t, loan.applicant, 'DELETE', mandatePath(loan));
    const again = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, tac: fresh });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en.agreements.tacUsed);
  });
});

describe('the drawn signature', () => {
  const signatureFiles = (agreementId: string) =>
    t.db.query<{ id: string; contentType: string; sizeBytes: number; sha256: string; fileName: string }>(
      `select id, content_type as "contentType", size_bytes as "sizeBytes", sha256, file_name as "fileName"
       from agreement_files where agreement_id = $1 and kind = 'mandatesignature' order by created_at, id`,
      [agreementId],
    );
  const tacRow = async (agreementId: string) =>
    (
      await t.db.query<{ usedAt: Date | null; failedAttempts: number }>(
        `select used_at as "usedAt", failed_attempts as "failedAttempts" from agreement_tacs
         where agreement_id = $1 and purpose = 'directDebit'`,
        [agreementId],
      )
    )[0];

  it('is asked for when missing, refused when it is not a whole PNG, and a refusal writes and spends nothing', async () => {
    const loan = await attested();
    const tac = await requestTac(t, loan, 'directDebit');
    const body = { bankCode: 'MB2U0227', accountType: 'savings', consent: true, tac };

    for (const signature of [undefined, '']) {
      const unsigned = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, signature });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({
        message: en.forms.signature.required,
        fieldErrors: { signature: en.forms.signature.required },
      });
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L9 9"/></svg>');
    const png = pngDataUrlBytes(DRAWN_SIGNATURE);
    const notPng = [
      // An SVG under a PNG's name.
      `data:image/png;base64,${svg.toString('base64')}`,
      // A PNG cut short: no end chunk.
      `data:image/png;base64,${Buffer.from(png.subarray(0, png.length - 12)).toString('base64')}`,
      `data:image/jpeg;base64,${Buffer.from(png).toString('base64')}`,
    ];
    for (const signature of notPng) {
      const refused = await call(t, loan.applicant, 'POST', mandatePath(loan), { ...body, signature });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(en.errors.signatureImageInvalid);
    }
    // The same refusal on an update.
    const patched = await call(t, loan.applicant, 'PATCH', mandatePath(loan), body);
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(en.forms.signature.required);

    expect(
      await t.db.query('select 1 from agreement_mandates where agreement_id = $1', [loan.agreementId]),
    ).toEqual([]);
    expect(await signatureFiles(loan.agreementId)).toEqual([]);
    expect(
      await t.db.query('select 1 from sandbox_mandates where reference = $1', [loan.agreementId]),
    ).toEqual([]);
    expect(await tacRow(loan.agreementId)).toEqual({ usedAt: null, failedAttempts: 0 });

    // The TAC still stands: signed, the same request starts the mandate.
    const started = await call(t, loan.applicant, 'POST', mandatePath(loan), {
      ...body,
      signature: DRAWN_SIGNATURE,
    });
    expect(started.statusCode).toBe(200);
  });

  it("is deleted again, with the bank's mandate cancelled and the TAC unspent, when the mandate cannot be recorded", async () => {
    const loan = await attested();
    // The mandate's row refused for this agreement: the recording transaction fails after the signature is stored.
    await t.db.execScript(`
      create function refuse_test_mandate() returns trigger language plpgsql as $$
      begin
        if new.agreement_id = '${loan.agreementId}' then raise exception 'mandate refused by the test'; end if;
        return new;
      end $$;
      create trigger refuse_test_mandate before insert on agreement_mandates
        for each row execute function refuse_test_mandate();
    `);
    try {
      const failed = await startMandate(loan);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execScript(
        'drop trigger refuse_test_mandate on agreement_mandates; drop function refuse_test_mandate();',
      );
    }
    expect(await signatureFiles(loan.agreementId)).toEqual([]);
    const uploaded = await t.db.query<{ key: string }>(
      'select storage_key as key from stored_object_journal where storage_key like $1',
      [`agreements/${loan.agreementId}/%`],
    );
    expect(uploaded).toHaveLength(1);
    expect(existsSync(path.join(t.uploadsDir, uploaded[0]?.key ?? ''))).toBe(false);
    expect(
      await t.db.query<{ status: string }>('select status from sandbox_mandates where reference = $1', [
        loan.agreementId,
      ]),
    ).toEqual([{ status: 'CANCELLED' }]);
    expect(await tacRow(loan.agreementId)).toMatchObject({ usedAt: null });
  });

  it('is kept as a file of the agreement linked from its mandate, one for each mandate, listed for the officer', async () => {
    const loan = await attested();
    const { mandateId } = await mandateDecided(loan);
    const png = pngDataUrlBytes(DRAWN_SIGNATURE);
    const [first] = await signatureFiles(loan.agreementId);
    expect(first).toEqual({
      id: expect.any(String),
      contentType: 'image/png',
      sizeBytes: png.byteLength,
      sha256: createHash('sha256').update(png).digest('hex'),
      fileName: expect.stringMatching(
        new RegExp(`^SK[LF]-\\d{4}-\\d{6}-mandate-signature-${mandateId}\\.png$`),
      ),
    });
    const linked = await t.db.query<{ signatureFileId: string }>(
      'select signature_file_id as "signatureFileId" from agreement_mandates where id = $1',
      [mandateId],
    );
    expect(linked).toEqual([{ signatureFileId: first?.id }]);

    // An update is a new mandate with a signature of its own.
    const updated = await startMandate(loan, 'PATCH');
    expect(updated.statusCode).toBe(200);
    const files = await signatureFiles(loan.agreementId);
    expect(files).toHaveLength(2);
    const [newMandate] = await t.db.query<{ signatureFileId: string }>(
      'select signature_file_id as "signatureFileId" from agreement_mandates where id = $1',
      [updated.json().mandateId],
    );
    // Written at the same moment of the test's clock: told apart by id, not by order.
    expect(files.map((file) => file.id).sort()).toEqual([first?.id, newMandate?.signatureFileId].sort());
    expect(newMandate?.signatureFileId).not.toBe(first?.id);

    const view = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(loan.agreementId),
    );
    expect(view.statusCode).toBe(200);
    const listed = view
      .json()
      .files.filter((file: { kind: string }) => file.kind === 'mandatesignature')
      .map((file: { id: string; contentType: string }) => [file.id, file.contentType]);
    expect(listed).toEqual(files.map((file) => [file.id, 'image/png']));
    const download = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.file(loan.agreementId, first?.id ?? ''),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(download.rawPayload)).toEqual(png);
  });
});
