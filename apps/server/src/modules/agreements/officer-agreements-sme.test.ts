import {
  AGREEMENT_BACKOFFICE_PATHS,
  AGREEMENT_PATHS,
  ATTESTATION_PATHS,
  agreementAuditAction,
  SIGNING_PATHS,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { asOfficer } from '../review/testing.ts';
import {
  approvedSmeApplication,
  call,
  partnerSession,
  type SmeTestApplicant,
} from '../sme-applications/testing.ts';
import { findAgreementOfSmeApplication } from './sme-agreement-repository.ts';
import { expectOk, runJobsNow, verifyTacAndSign } from './testing/after-signing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
} from './testing.ts';

/**
 * The back office's agreement lists take every product (docs/decisions/067): an SME partner's agreement is listed
 * beside the individual's, names its SME application, and counts among those needing attention once LHDN rejects
 * its e-stamping.
 */

let t: TestApp;
let team: ReviewTeam;
let individual: ApprovedApplication;
let partner: SmeTestApplicant;
let smeApplicationId: string;
let smeApplicationNo: string;
let smeAgreementId: string;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  individual = await approvedApplication(t, team);
  t.clock.set('2026-11-26T02:00:00Z');
  partner = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
  smeApplicationId = await approvedSmeApplication(t, partner, 'SOLE_PROPRIETOR', { amountSen: 800_000 });
  const agreement = await findAgreementOfSmeApplication(t.db, smeApplicationId);
  if (!agreement) throw new Error('the approval made no agreement');
  smeAgreementId = agreement.id;
  const [application] = await t.db.query<{ applicationNo: string }>(
    `select application_no as "applicationNo" from sme_applications where id = $1`,
    [smeApplicationId],
  );
  smeApplicationNo = application?.applicationNo ?? '';
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await asOfficer(
    t,
    team.verifier,
    'GET',
    `${AGREEMENT_BACKOFFICE_PATHS.agreements}${query}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The SME agreement taken through the partner's own calls to SIGNED: summary, video, document, certificate, TAC. */
async function signSmeAgreement(): Promise<void> {
  await expectOk(
    await call(t, partner, 'POST', AGREEMENT_PATHS.acceptSummary(smeAgreementId), { takeProtection: false }),
    'accepting the summary',
  );
  const video = await call(t, partner, 'GET', ATTESTATION_PATHS.video(smeAgreementId));
  await expectOk(video, 'opening the video');
  await expectOk(await t.app.inject({ method: 'GET', url: video.json().streamUrl }), 'streaming the video');
  t.clock.set('2026-11-26T02:01:00Z');
  await expectOk(
    await call(t, partner, 'POST', ATTESTATION_PATHS.videoAcknowledgement(smeAgreementId), {
      acknowledged: true,
    }),
    'acknowledging the video',
  );
  await expectOk(
    await call(t, partner, 'POST', SIGNING_PATHS.acceptDocument(smeAgreementId), { accepted: true }),
    'accepting the document',
  );
  await expectOk(
    await call(t, partner, 'POST', SIGNING_PATHS.enrol('790322085519'), { agreementId: smeAgreementId }),
    'enrolling the signatory',
  );
  await expectOk(
    await call(t, partner, 'POST', SIGNING_PATHS.tac(smeAgreementId), { purpose: 'signing' }),
    'sending the TAC',
  );
  await expectOk(await verifyTacAndSign(t, partner, smeAgreementId, 'conventional'), 'signing');
}

describe('agreements of every product', () => {
  it('lists an SME partner’s agreement beside the individual’s, each with its product and application', async () => {
    const answer = await list();
    expect(answer).toMatchObject({
      counts: [
        { status: 'SUMMARY_PENDING', company: 'conventional', product: 'INDIVIDUAL', count: 1 },
        { status: 'SUMMARY_PENDING', company: 'conventional', product: 'SME', count: 1 },
      ],
      needsAttention: 0,
      total: 2,
    });
    expect(answer.items).toMatchObject([
      {
        id: smeAgreementId,
        agreementNo: expect.stringMatching(/^SKS-2026-\d{6}$/),
        product: 'SME',
        applicationId: smeApplicationId,
        applicationNo: smeApplicationNo,
        applicantName: 'Chong Wei Liang',
        company: 'conventional',
        status: 'SUMMARY_PENDING',
        approvedAmountSen: 800_000,
        tenureMonths: 12,
        attention: [],
      },
      {
        id: individual.agreementId,
        product: 'INDIVIDUAL',
        applicationId: individual.applicationId,
        applicationNo: individual.applicationNo,
        applicantName: expect.stringMatching(/^Applicant \d{4}$/),
        status: 'SUMMARY_PENDING',
        attention: [],
      },
    ]);
    expect(smeApplicationNo).not.toBe('');
  });

  it('shows the SME agreement by its id with its product and its SME application, and audits the view', async () => {
    const view = await asOfficer(
      t,
      team.verifier,
      'GET',
      AGREEMENT_BACKOFFICE_PATHS.agreement(smeAgreementId),
    );
    expect(view.statusCode).toBe(200);
    expect(view.json().agreement).toMatchObject({
      id: smeAgreementId,
      product: 'SME',
      applicationId: smeApplicationId,
      applicationNo: smeApplicationNo,
    });
    // The audit trail's application is the individual's: the view of an SME agreement is recorded naming none.
    const views = await t.db.query(
      `select subject_type as "subjectType", application_id as "applicationId" from audit_events
        where action = $1 and subject_id = $2`,
      [agreementAuditAction('view'), smeAgreementId],
    );
    expect(views).toEqual([{ subjectType: 'agreement', applicationId: null }]);
  });

  it('counts the SME agreement whose e-stamping LHDN rejected among those needing attention', async () => {
    await signSmeAgreement();
    await t.eStamping.failNext('rejectAssessment');
    await runJobsNow(t);
    const all = await list();
    expect(all.needsAttention).toBe(1);
    expect(all.counts).toEqual([
      { status: 'SIGNED', company: 'conventional', product: 'SME', count: 1 },
      { status: 'SUMMARY_PENDING', company: 'conventional', product: 'INDIVIDUAL', count: 1 },
    ]);
    const needing = await list('?needsAttention=true');
    expect(needing).toMatchObject({ needsAttention: 1, total: 1 });
    expect(needing.items).toMatchObject([
      { id: smeAgreementId, product: 'SME', status: 'SIGNED', attention: ['stamping'] },
    ]);
  });

  it('narrows the counts, the attention count and the page to the product chosen, whatever the status', async () => {
    const sme = await list('?product=SME');
    expect(sme).toMatchObject({
      counts: [{ status: 'SIGNED', company: 'conventional', product: 'SME', count: 1 }],
      needsAttention: 1,
      total: 1,
    });
    expect(sme.items.map((item: { id: string }) => item.id)).toEqual([smeAgreementId]);

    const conventional = await list('?product=INDIVIDUAL&company=conventional');
    expect(conventional).toMatchObject({
      counts: [{ status: 'SUMMARY_PENDING', company: 'conventional', product: 'INDIVIDUAL', count: 1 }],
      needsAttention: 0,
      total: 1,
    });
    expect(conventional.items.map((item: { id: string }) => item.id)).toEqual([individual.agreementId]);

    // The status picks the page within the product; the counts stay whole across statuses.
    const smeSummaries = await list('?product=SME&status=SUMMARY_PENDING');
    expect(smeSummaries).toMatchObject({ counts: sme.counts, total: 0, items: [] });
    expect(await list('?product=STAFF')).toMatchObject({
      counts: [],
      needsAttention: 0,
      total: 0,
      items: [],
    });
    expect(await list('?product=INDIVIDUAL&company=islamic')).toMatchObject({ counts: [], total: 0 });
  });

  it('refuses a product it does not know', async () => {
    const response = await asOfficer(
      t,
      team.verifier,
      'GET',
      `${AGREEMENT_BACKOFFICE_PATHS.agreements}?product=CORPORATE`,
    );
    expect(response.statusCode).toBe(400);
  });
});
