import { AGREEMENT_PATHS, SME_AGREEMENT_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/pdf/testing.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { findSmeApplicationForAgreement } from '../sme-applications/sme-application-records.ts';
import {
  approvedSmeApplication,
  call,
  createSmeTestApp,
  newDraft,
  partnerSession,
  type SmeTestApplicant,
  staffSession,
} from '../sme-applications/testing.ts';
import { createAgreementForApprovedSmeApplication } from './sme-agreement-opening.ts';
import { smeAgreementsOfPartner } from './sme-agreement-repository.ts';

let t: TestApp;
let soleProprietor: SmeTestApplicant;
let otherPartner: SmeTestApplicant;
let staff: SmeTestApplicant;
let agreementId: string;
let staffAgreementId: string;

/** Makes the agreement of an approved application, as the officers' approval does in its transaction. */
async function agreementFor(applicationId: string) {
  const application = await findSmeApplicationForAgreement(t.db, applicationId);
  if (!application) throw new Error('the approved application has no terms');
  return t.db.transaction((tx) => createAgreementForApprovedSmeApplication(tx, application, t.clock.now()));
}

beforeAll(async () => {
  t = await createSmeTestApp();
  soleProprietor = await partnerSession(t, 'P200010', 'SOLE_PROPRIETOR', '0192000010');
  otherPartner = await partnerSession(t, 'P200001', 'COMPANY', '0192000003');
  staff = await staffSession(t);
  agreementId = (await agreementFor(await approvedSmeApplication(t, soleProprietor, 'SOLE_PROPRIETOR'))).id;
  staffAgreementId = (await agreementFor(await approvedSmeApplication(t, staff, 'STAFF'))).id;
});
afterAll(() => t.close());

describe('the agreement of an approved SME application', () => {
  it("is made with the application's terms, its partner id and who signs for the business", async () => {
    const [agreement] = await smeAgreementsOfPartner(t.db, 'P200010');
    expect(agreement).toMatchObject({
      id: agreementId,
      agreementNo: 'SKS-2026-000001',
      product: 'SME',
      partnerId: 'P200010',
      partnerType: 'SOLE_PROPRIETOR',
      status: 'SUMMARY_PENDING',
      amountSen: 1_000_000,
      tenureMonths: 12,
      annualRateBp: 1_200,
      signatory: { name: 'Chong Wei Liang', nric: '790322085519' },
      company: { name: 'Chong Mobile Sdn. Bhd.', registrationNo: '201901000005' },
    });
  });

  it('is made once: an approval again with the same terms keeps it', async () => {
    const [agreement] = await smeAgreementsOfPartner(t.db, 'P200010');
    if (!agreement) throw new Error('no agreement');
    const again = await agreementFor(agreement.smeApplicationId);
    expect(again.id).toBe(agreementId);
    expect(await smeAgreementsOfPartner(t.db, 'P200010')).toHaveLength(1);
  });

  it('is refused for an application that is not approved, and nothing is written', async () => {
    const draftId = await newDraft(t, otherPartner);
    const draft = await findSmeApplicationForAgreement(t.db, draftId);
    expect(draft).toBeUndefined();
    const [row] = await t.db.query<{ id: string }>(`select id from sme_applications where id = $1`, [
      draftId,
    ]);
    expect(row?.id).toBe(draftId);
    const pendingLike = {
      id: draftId,
      applicationNo: 'SME-2026-999999',
      userId: otherPartner.userId,
      partnerId: 'P200001',
      partnerType: 'COMPANY' as const,
      status: 'PENDING' as const,
      amountSen: 1_000_000 as never,
      tenureMonths: 12,
      annualRateBp: 800,
      signatory: { name: 'Chong Wei Liang', nric: '790322085519', address: '12 Jalan Ampang' },
      company: null,
      disbursement: { bankId: 'MBB', accountName: 'Chong Wei Liang', accountNo: '514356789012' },
    };
    await expect(
      t.db.transaction((tx) => createAgreementForApprovedSmeApplication(tx, pendingLike, t.clock.now())),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await smeAgreementsOfPartner(t.db, 'P200001')).toHaveLength(0);
  });
});

describe('GET smeAgreement/{id}', () => {
  it('shows the approved summary to the sen, with the stamping of 0.5% plus the RM150 admin fee', async () => {
    const response = await call(t, soleProprietor, 'GET', SME_AGREEMENT_PATHS.agreement(agreementId));
    expect(response.statusCode).toBe(200);
    // RM10,000.00 over 12 months at 12% a year, flat:
    //   interest 10,000.00 x 12% x 12/12       =  1,200.00
    //   total payable                          = 11,200.00
    //   11 instalments of 11,200.00 / 12       =    933.33
    //   the last: 11,200.00 - 11 x 933.33      =    933.37
    //   stamp duty 0.5% of 10,000.00           =     50.00
    //   admin fee                              =    150.00
    //   paid out 10,000.00 - 50.00 - 150.00    =  9,800.00
    expect(response.json()).toMatchObject({
      id: agreementId,
      product: 'SME',
      partnerId: 'P200010',
      partnerType: 'SOLE_PROPRIETOR',
      companyName: 'Chong Mobile Sdn. Bhd.',
      signatoryName: 'Chong Wei Liang',
      status: 'SUMMARY_PENDING',
      approvedAmountSen: 1_000_000,
      tenureMonths: 12,
      annualRateBp: 1_200,
      totalInterestSen: 120_000,
      totalPayableSen: 1_120_000,
      monthlyInstalmentSen: 93_333,
      lastInstalmentSen: 93_337,
      stampDutySen: 5_000,
      stampingAdminFeeSen: 15_000,
      processingFeeSen: 0,
      netAmountSen: 980_000,
    });
  });

  it("is a staff loan's for group staff: no partner id, the personal loan's fees, numbered as a personal loan", async () => {
    const response = await call(t, staff, 'GET', SME_AGREEMENT_PATHS.agreement(staffAgreementId));
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      product: 'STAFF',
      partnerId: null,
      partnerType: 'STAFF',
      companyName: null,
    });
    expect(view.agreementNo).toMatch(/^SKL-2026-\d{6}$/);
    expect(view.stampingAdminFeeSen).toBe(0);
    expect(view.netAmountSen).toBe(1_000_000 - view.stampDutySen - view.processingFeeSen);
  });
});

describe('GET smeAgreement/current', () => {
  it("answers the caller's own agreement, and null to a partner without one", async () => {
    const own = await call(t, soleProprietor, 'GET', SME_AGREEMENT_PATHS.current);
    expect(own.statusCode).toBe(200);
    expect(own.json().agreement).toMatchObject({ id: agreementId, partnerId: 'P200010' });
    const none = await call(t, otherPartner, 'GET', SME_AGREEMENT_PATHS.current);
    expect(none.json()).toEqual({ agreement: null });
  });
});

describe('GET smeAgreementStep/id/{id}', () => {
  it('lists the steps with the approved summary current, and the opening in the history', async () => {
    const response = await call(t, soleProprietor, 'GET', SME_AGREEMENT_PATHS.step(agreementId));
    expect(response.statusCode).toBe(200);
    const step = response.json();
    expect(step.status).toBe('SUMMARY_PENDING');
    // Repaid from the partner's commission, the loan has no direct-debit step.
    expect(step.steps).toEqual([
      { step: 'approvedSummary', label: 'currentProgress' },
      { step: 'attestation', label: 'waiting' },
      { step: 'loanAgreement', label: 'waiting' },
      { step: 'accountCreation', label: 'waiting' },
      { step: 'signing', label: 'waiting' },
      { step: 'disbursement', label: 'waiting' },
    ]);
    expect(step.history).toEqual([
      { at: '2026-11-26T02:00:00.000Z', event: 'open', from: null, to: 'SUMMARY_PENDING', actor: 'system' },
    ]);
  });
});

describe('POST sme/pdf/sign/agreement/language/{language}/agreement/{agreementId}', () => {
  it('answers the agreement signed by the applicant for the business, with the stamping, in English', async () => {
    const response = await call(t, soleProprietor, 'POST', SME_AGREEMENT_PATHS.sign('en', agreementId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Name of the borrower Chong Wei Liang');
    expect(text).toContain('Business (for which the borrower signs) Chong Mobile Sdn. Bhd.');
    expect(text).toContain('Business registration number 201901000005');
    expect(text).toContain('Partner id P200010');
    expect(text).toContain('RM50.00 stamp duty (0.5% of the principal) and RM150.00 admin fee: RM200.00');
    expect(text).toContain(
      'Signed electronically by Chong Wei Liang, the applicant, for and on behalf of Chong Mobile Sdn. Bhd. (201901000005)',
    );
    expect(text).toContain('Amount of the final instalment RM933.37');
  });

  it('answers it in Malay', async () => {
    const response = await call(t, soleProprietor, 'POST', SME_AGREEMENT_PATHS.sign('ms', agreementId));
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('bagi pihak Chong Mobile Sdn. Bhd. (201901000005)');
    expect(text).toContain(
      'Duti setem RM50.00 (0.5% daripada jumlah pokok) dan yuran pentadbiran RM150.00: RM200.00',
    );
  });

  it("names no business in a staff loan's agreement", async () => {
    const response = await call(t, staff, 'POST', SME_AGREEMENT_PATHS.sign('en', staffAgreementId));
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Signed electronically by Chong Wei Liang, the borrower');
    expect(text).not.toContain('on behalf of');
    expect(text).not.toContain('Partner id');
  });
});

describe("another partner's agreement", () => {
  it.each([
    ['smeAgreement', 'GET', () => SME_AGREEMENT_PATHS.agreement(agreementId)],
    ['smeAgreementStep', 'GET', () => SME_AGREEMENT_PATHS.step(agreementId)],
    ['sme/pdf/sign', 'POST', () => SME_AGREEMENT_PATHS.sign('en', agreementId)],
  ] as const)('answers %s as a missing one (404)', async (_name, method, path) => {
    const response = await call(t, otherPartner, method, path());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Agreement Not Found');
    expect((await call(t, staff, method, path())).statusCode).toBe(404);
  });

  it("is served by the individual's journey calls to its partner only (docs/decisions/067)", async () => {
    const own = await call(t, soleProprietor, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ agreementId, status: 'SUMMARY_PENDING' });
    const another = await call(t, otherPartner, 'GET', AGREEMENT_PATHS.status(agreementId));
    expect(another.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: SME_AGREEMENT_PATHS.agreement(agreementId) });
    expect(response.statusCode).toBe(401);
  });
});
