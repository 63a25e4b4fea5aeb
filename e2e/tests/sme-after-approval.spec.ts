import type { APIRequestContext } from '@playwright/test';
import { type AgreementStatusView, SME_AGREEMENT_PATHS, type SmeAgreementView } from '@sinar/domain';
import {
  smeTestAddress,
  smeTestCompany,
  smeTestDirector,
  smeTestDisbursement,
  smeTestEmergency,
  smeTestPartnerApplicant,
} from '@sinar/domain/sme/testing';
import { freshEmail } from '../support/account-helpers.ts';
import { openWithSession, type Tokens } from '../support/accounts.ts';
import {
  drawSignature,
  prepareAndRelease,
  tacFromSms,
  watchAttestationVideo,
} from '../support/agreement-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { activatedPartnerSession, approvedSmeApplicationThroughApi, figure } from '../support/sme-helpers.ts';
import { PHONE } from '../support/viewports.ts';

/**
 * After approval, an SME partner goes through the individual's journey of the SME kind (decisions 067 and 068) on a
 * phone: the approved summary with the SME stamping, the partnership's video, the agreement read and accepted, the
 * signing certificate, the signature and its TAC; then, repaid from commission (decision 064), no direct debit: the
 * stamped agreement waits for its payout, which two officers prepare and release, and the partner's loan account
 * opens. The partnership P200004 (Azman & Rakan Komunikasi) is no other journey's.
 */
const PARTNER = { partnerId: 'P200004', phoneNo: '0192000006' } as const;
const SIGNATORY = { name: 'Azman bin Said', nric: '820901035573' } as const;

test.use(PHONE);

test('an approved SME partnership signs on a phone without a direct debit, is paid out by two officers and sees its loan account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The helpers' usual password holds a word of the business's name, which a password may not.
  const tokens = await activatedPartnerSession(request, PARTNER, 'Kedai#Telefon2026');
  const email = freshEmail('e2e.sme.partnership');
  // RM10,000 over 12 months, the partner signing for the partnership it directs with another partner.
  await approvedSmeApplicationThroughApi(request, {
    tokens,
    partnerType: 'PARTNERSHIP',
    email,
    nric: SIGNATORY.nric,
    form: {
      amountSen: 1_000_000,
      tenureMonths: 12,
      smeLoanReasonId: '1',
      company: {
        ...smeTestCompany,
        companyName: 'Azman & Rakan Komunikasi',
        businessAuthorisedAddress: smeTestAddress,
      },
      applicant: {
        ...smeTestPartnerApplicant,
        name: SIGNATORY.name,
        nric: SIGNATORY.nric,
        emailAddress: email,
        applicantPhoneNo: PARTNER.phoneNo,
        employerName: 'Azman & Rakan Komunikasi',
      },
      // The bank master's code of Maybank, as the disbursement form's bank list gives it.
      disbursement: { ...smeTestDisbursement, personalBankId: '21', personalBankAccountName: SIGNATORY.name },
      emergency: smeTestEmergency,
      directors: [
        smeTestDirector(SIGNATORY.name, SIGNATORY.nric, 60),
        smeTestDirector('Rakan Kongsi', '811111145530', 40),
      ],
    },
  });

  // Home shows the approved application and leads to its loan.
  await openWithSession(page, '/sme/home', tokens);
  const application = page.getByRole('region', { name: 'Your application' });
  await expect(figure(page, 'Status')).toHaveText('Approved');
  await expectAccessible(page);
  await application.getByRole('link', { name: 'View my approved loan' }).click();

  // RM10,000 at 12% a year flat over 12 months: RM1,200 of interest, RM11,200 to repay in 11 x RM933.33 and a last
  // RM933.37; the stamping is 0.5% (RM50) plus the RM150 admin fee, paid out of the RM10,000.
  await expect(page).toHaveURL(/\/sme\/loan-status\/approved-loan-summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approved Loan Summary');
  const figures = [
    ['Business', 'Azman & Rakan Komunikasi'],
    ['Signed by', SIGNATORY.name],
    ['Partner id', PARTNER.partnerId],
    ['Approved loan amount', 'RM10,000.00'],
    ['Interest rate per annum', '12%'],
    ['Tenure', '12 months'],
    ['Stamp duty (0.5% of the amount)', 'RM50.00'],
    ['Stamping admin fee', 'RM150.00'],
    ['Monthly instalment', 'RM933.33'],
    ['Last instalment', 'RM933.37'],
    ['Total payable', 'RM11,200.00'],
    ['Net amount received', 'RM9,800.00'],
  ] as const;
  for (const [term, value] of figures) await expect(figure(page, term)).toHaveText(value);
  await expect(page.getByRole('checkbox', { name: /protection plan/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  // The newest video of the partnership's partner type, watched to its end.
  await expect(page).toHaveURL(/\/sme\/loan-status\/attestation-option$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attestation Option' })).toBeVisible();
  await page.getByRole('link', { name: 'Watch the video' }).click();
  await expect(page).toHaveURL(/\/sme\/loan-status\/attestation-option\/video$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attestation video' })).toBeVisible();
  await expect(page.getByText('Your SME partner loan: what you are agreeing to')).toBeVisible();
  await watchAttestationVideo(page);

  // The agreement, made out to be signed for the business, read and accepted.
  await expect(page).toHaveURL(/\/sme\/loan-status\/loan-agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeVisible();
  await expect(
    page.getByText('You sign this agreement for and on behalf of Azman & Rakan Komunikasi.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the agreement' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'I have read and I accept this loan agreement' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  // The signing certificate in the signatory's name, the signature and the TAC sent to the partner's phone.
  await expect(page).toHaveURL(/\/sme\/loan-status\/account-creation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Creation' })).toBeVisible();
  await page.getByRole('button', { name: 'Create my signing account' }).click();
  await expect(page).toHaveURL(/\/sme\/loan-status\/digital-signing$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Signing' })).toBeVisible();
  await drawSignature(page, page.getByRole('img', { name: 'Signature pad: draw your signature here' }));
  await page.getByRole('checkbox', { name: /I agree to sign the loan agreement electronically/ }).check();
  await page.getByRole('button', { name: 'Request TAC' }).click();
  await expect(page).toHaveURL(/\/sme\/loan-status\/request-tac$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter TAC' })).toBeVisible();
  const tac = await tacFromSms(request, PARTNER.phoneNo, /TAC to sign agreement \S+ is (\d{6})\b/);
  await page.getByRole('textbox', { name: 'TAC' }).fill(tac);
  await page.getByRole('button', { name: 'Sign the agreement' }).click();

  // Signed: no direct debit follows. The instalment comes off the commission, and once stamped the agreement waits
  // for its payout.
  await expect(page).toHaveURL(/\/sme\/loan-status\/application-complete$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Application Complete' })).toBeVisible();
  await expect(
    page.getByText('Your agreement is signed. We will stamp it and pay out RM9,800.00 to your account.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      /Your monthly instalment of RM933\.33 is deducted from your partner commission on the 12th/,
    ),
  ).toBeVisible();
  const steps = page.getByRole('region', { name: 'Where your loan stands' });
  await expect(steps.getByRole('term')).toHaveText([
    'Approved summary',
    'Attestation',
    'Loan agreement',
    'Account creation',
    'Agreement signing',
    'Disbursement',
  ]);
  await expect(page.getByRole('link', { name: 'Set up direct debit' })).toHaveCount(0);
  // Stamped, it goes to the payout queue as repaid from commission, with no mandate between.
  const agreement = await smeAgreement(request, tokens);
  await expect
    .poll(
      async () => {
        const { status, history } = await smeAgreementSteps(request, tokens, agreement.id);
        return [status, ...history.slice(-3).map((entry) => entry.event)];
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toEqual(['PENDING_DISBURSEMENT', 'sign', 'stamp', 'repayFromCommission']);
  await page.reload();
  await expect(figure(page, 'Disbursement')).toHaveText('Current Progress');
  await expect(figure(page, 'Agreement signing')).toHaveText('Completed');
  await expectAccessible(page);

  // Maker-checker in the back office, as for an individual's loan.
  await prepareAndRelease(page, request, agreement.agreementNo);

  // The bank's notice completes the agreement as the loan account opens, repaid from commission as quoted.
  await openWithSession(page, '/sme/loan-status/application-complete', tokens);
  await expect(async () => {
    await page.reload();
    await expect(figure(page, 'Disbursement')).toHaveText('Completed', { timeout: 3_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(
    page.getByText('Your loan is paid out: RM9,800.00 went to your account, and your loan account is open.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View my repayment schedule' }).click();

  await expect(page).toHaveURL(/\/repayment-schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Repayment Schedule' })).toBeVisible();
  const account = [
    ['Agreement number', agreement.agreementNo],
    ['Account status', 'Active'],
    ['Loan amount', 'RM10,000.00'],
    ['Monthly instalment', 'RM933.33'],
    ['Last instalment', 'RM933.37'],
    ['Total repayment', 'RM11,200.00'],
  ] as const;
  for (const [term, value] of account) await expect(figure(page, term)).toHaveText(value);
  await expectAccessible(page);
});

/** The partner's current SME agreement, as the pages read it. */
async function smeAgreement(request: APIRequestContext, tokens: Tokens): Promise<SmeAgreementView> {
  const answer = await request.get(SME_AGREEMENT_PATHS.current, { headers: bearer(tokens) });
  expect(answer.ok(), `current SME agreement: ${answer.status()}`).toBe(true);
  const { agreement } = (await answer.json()) as { agreement: SmeAgreementView | null };
  if (!agreement) throw new Error('the partner has no SME agreement');
  return agreement;
}

/** The SME agreement's steps and history, as `smeAgreementStep/id/{id}` answers them. */
async function smeAgreementSteps(
  request: APIRequestContext,
  tokens: Tokens,
  agreementId: string,
): Promise<AgreementStatusView> {
  const answer = await request.get(SME_AGREEMENT_PATHS.step(agreementId), { headers: bearer(tokens) });
  expect(answer.ok(), `SME agreement steps: ${answer.status()}`).toBe(true);
  return (await answer.json()) as AgreementStatusView;
}

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.accessToken}` });
