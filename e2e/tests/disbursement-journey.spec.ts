import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  AGREEMENT_PATHS,
  type AgreementView,
  ATTESTATION_PATHS,
  DEV_LIVE_CALL_START_NOW_PATH,
} from '@sinar/domain';
import { acceptRefusedRequests, openWithSession, readInbox } from '../support/accounts.ts';
import {
  drawSignature,
  prepareAndRelease,
  tacFromSms,
  watchAttestationVideo,
} from '../support/agreement-helpers.ts';
import { type Applicant, registerApplicant } from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { applicationReadyForReview } from '../support/journey-helpers.ts';
import { approveThroughApi, OFFICERS, openBackofficeAs } from '../support/officers.ts';
import { DESKTOP, PHONE } from '../support/viewports.ts';

/**
 * From approval to the money paid out, through every screen the customer and the officers use: a conventional loan
 * on a phone in English with the attestation video, and an Islamic financing on a desktop in Malay with a live call
 * the attestation officer completes. The sandboxes answer in the background (stamping, the bank's mandate notice,
 * the commodity trade, the payout); the journeys wait for them by reading the pages again, as a customer would.
 * The bank's 'paid' notice moves the agreement to DISBURSED and, at once, to COMPLETED (decision 028): home then
 * shows the completed screen, which says the money was disbursed, and the milestone's email says 'Payment disbursed'.
 * The two journeys run one after the other (each is long), the second whatever became of the first.
 */
test.describe.configure({ mode: 'default' });

/** An applicant whose application the verifier and the approver have approved: RM5,000 over 12 months. */
async function approvedApplicant(
  request: APIRequestContext,
  variant: 'conventional' | 'islamic',
): Promise<Applicant> {
  const applicant = await registerApplicant(
    request,
    variant === 'islamic' ? { brand: 'islamic', language: 'ms' } : {},
  );
  const application = await applicationReadyForReview(request, applicant, variant);
  await approveThroughApi(request, application.id, { amountSen: 500_000, tenureMonths: 12 });
  return applicant;
}

/** The applicant's current agreement, as the pages read it (its number names it in the back office). */
async function currentAgreement(request: APIRequestContext, applicant: Applicant): Promise<AgreementView> {
  const answer = await request.get(AGREEMENT_PATHS.current, {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
  });
  expect(answer.ok(), `current agreement: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { agreement: AgreementView }).agreement;
}

/**
 * Counts the reads of the direct-debit mandate answered 404: until one is set up the call says there is none that way
 * (the pages read it as 'no mandate yet'), and Chromium logs each as a console error, which the journey then accepts.
 */
function countMandateAbsences(page: Page): () => number {
  let count = 0;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (
      response.status() === 404 &&
      response.request().method() === 'GET' &&
      pathname.endsWith('/direct-debit')
    )
      count += 1;
  });
  return () => count;
}

/** Reloads the page until the status card's heading reads `title`: the sandboxes answer in the background. */
async function reloadUntilStatus(page: Page, card: Locator, title: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title, { timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
}

/** The sandbox bank's own page: an account number that pays the RM1, then Authorise. */
async function authoriseAtSandboxBank(page: Page, bankName: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/fpx\/mandates\//);
  await expect(page.getByRole('heading', { level: 1, name: bankName })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Account number' }).fill('514012341234');
  await page.getByRole('button', { name: 'Authorise' }).click();
}

test.describe('conventional loan on a phone, in English, attested by the video', () => {
  test.use(PHONE);

  test('from the approved summary to the payment disbursed', async ({ page, request, consoleErrors }) => {
    test.setTimeout(240_000);
    const mandateAbsences = countMandateAbsences(page);
    const applicant = await approvedApplicant(request, 'conventional');

    await openWithSession(page, '/home', applicant.tokens);
    const status = page.getByRole('region', { name: 'Your application' });
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Approved, pending agreement');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'View approved loan summary' }).click();

    // The approved summary, accepted without the protection plan.
    await expect(page.getByRole('heading', { level: 1, name: 'Approved Loan Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept and continue' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Approved');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Proceed to attestation' }).click();

    // Attestation by the pre-recorded video, played to its end in the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Attestation Option' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Watch the video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Attestation video' })).toBeVisible();
    await watchAttestationVideo(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Attestation completed');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Proceed to e-signing' }).click();

    // The loan agreement, read and accepted.
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the agreement' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'I have read and I accept this loan agreement' }).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    // Account creation: the signing certificate in the applicant's name.
    await expect(page.getByRole('heading', { level: 1, name: 'Account Creation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create my signing account' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create my signing account' }).click();

    // Signing: the signature drawn, the consent, the TAC from the SMS.
    await expect(page.getByRole('heading', { level: 1, name: 'Digital Signing' })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page);
    await drawSignature(page, page.getByRole('img', { name: 'Signature pad: draw your signature here' }));
    await page.getByRole('checkbox', { name: /I agree to sign the loan agreement electronically/ }).check();
    await page.getByRole('button', { name: 'Request TAC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter TAC' })).toBeVisible();
    await expectAccessible(page);
    const signingTac = await tacFromSms(request, applicant.phoneNo, /TAC to sign agreement \S+ is (\d{6})\b/);
    await page.getByRole('textbox', { name: 'TAC' }).fill(signingTac);
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Agreement signed');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Set up direct debit' }).click();

    // The direct debit: bank, account type, consent, the signature and its TAC, then the bank's own page.
    await expect(page.getByRole('heading', { level: 1, name: 'Direct Debit' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Maybank2u' });
    await page.getByRole('combobox', { name: 'Account type' }).selectOption({ label: 'Savings account' });
    await page
      .getByRole('checkbox', { name: /I authorise Sinar Kredit to debit my monthly instalment/ })
      .check();
    await drawSignature(page, page.getByRole('img', { name: 'Signature pad: draw your signature here' }));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Request TAC' }).click();
    const mandateTac = await tacFromSms(
      request,
      applicant.phoneNo,
      /direct debit of agreement \S+ is (\d{6})\b/,
    );
    await page.getByRole('textbox', { name: 'TAC' }).fill(mandateTac);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue to your bank' }).click();
    await authoriseAtSandboxBank(page, 'Maybank2u');

    await expect(page).toHaveURL(/\/direct-debit\/confirmation/);
    await expect(page.getByRole('heading', { level: 1, name: 'Direct Debit Result' })).toBeVisible();
    await expect(page.getByText('Direct debit is active')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Maybank2u account ending 1234/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to home' }).click();

    // Stamped and the mandate active: the agreement waits for its payout.
    await expect(page).toHaveURL(/\/home$/);
    await reloadUntilStatus(page, status, 'Pending disbursement');
    await expect(status).toContainText('Your loan will be disbursed within 3 to 7 business days.');
    await expectAccessible(page);

    const agreement = await currentAgreement(request, applicant);
    await prepareAndRelease(page, request, agreement.agreementNo);

    // The bank's 'paid' notice records the disbursement, and the agreement completes at once (decision 028): home
    // shows the payment disbursed with the account open.
    await openWithSession(page, '/home', applicant.tokens);
    await reloadUntilStatus(page, status, 'Payment disbursed');
    await expect(status).toContainText('Your loan has been disbursed and your loan account is open.');
    await expectAccessible(page);
    // The milestone's email names the payment disbursed.
    await expect
      .poll(async () => (await readInbox(request, applicant.email, 'email')).map((email) => email.subject))
      .toContain(`Payment disbursed for agreement ${agreement.agreementNo}`);
    acceptRefusedRequests(consoleErrors, ...Array.from({ length: mandateAbsences() }, () => 404));
  });
});

test.describe('Islamic financing on a desktop, in Malay, attested by a live call', () => {
  test.use(DESKTOP);

  test('from the approved summary to the payment disbursed', async ({ page, request, consoleErrors }) => {
    test.setTimeout(240_000);
    const mandateAbsences = countMandateAbsences(page);
    const applicant = await approvedApplicant(request, 'islamic');

    await openWithSession(page, '/islamic/home?lang=ms', applicant.tokens);
    const status = page.getByRole('region', { name: 'Permohonan pembiayaan anda' });
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Diluluskan, menunggu perjanjian');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Lihat ringkasan pembiayaan yang diluluskan' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ringkasan Pembiayaan Diluluskan' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terima dan teruskan' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Terima dan teruskan' }).click();
    await expect(page).toHaveURL(/\/islamic\/home/);
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Diluluskan');
    await status.getByRole('link', { name: 'Teruskan ke pengakusaksian' }).click();

    // The live call, booked on the first free time of the first day offered.
    await expect(page.getByRole('heading', { level: 1, name: 'Pilihan Pengakusaksian' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Tempah panggilan video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panggilan Video Langsung' })).toBeVisible();
    const freeTime = page.locator('input[name="live-call-time"]:enabled').first();
    await expect(freeTime).toBeVisible();
    await expectAccessible(page);
    await freeTime.check();
    await page.getByRole('button', { name: 'Tempah waktu ini' }).click();
    await page
      .getByRole('alertdialog', { name: 'Tempah panggilan video ini?' })
      .getByRole('button', { name: 'Ya, tempah' })
      .click();
    await expect(page.getByRole('heading', { name: 'Panggilan video anda telah ditempah' })).toBeVisible();
    await expectAccessible(page);

    // The call made to start now (a developer's control); the attestation officer records it completed.
    const agreement = await currentAgreement(request, applicant);
    const booking = await request.get(ATTESTATION_PATHS.liveCall(agreement.id), {
      headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
    });
    const { id: bookingId } = (await booking.json()) as { id: string };
    const started = await request.post(DEV_LIVE_CALL_START_NOW_PATH(bookingId));
    expect(started.ok(), `start now: ${started.status()}`).toBe(true);
    await openBackofficeAs(page, request, OFFICERS.attestation, '/backoffice/live-calls');
    const call = page.getByRole('row', { name: new RegExp(agreement.agreementNo) });
    await call.getByRole('button', { name: 'Completed' }).click();
    const outcome = page.getByRole('dialog', { name: /as completed$/ });
    await outcome
      .getByRole('textbox', { name: 'Remark' })
      .fill('Customer confirmed the financing terms on camera.');
    await expectAccessible(page);
    await outcome.getByRole('button', { name: 'Record as completed' }).click();
    await expect(call).toContainText('Completed');

    // The financing agreement, the certificate, the signature and its TAC, in Malay.
    await openWithSession(page, '/islamic/home?lang=ms', applicant.tokens);
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Pengakusaksian selesai');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Teruskan ke tandatangan elektronik' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perjanjian Pembiayaan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baca perjanjian' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await page
      .getByRole('checkbox', { name: 'Saya telah membaca dan menerima perjanjian pembiayaan ini' })
      .check();
    await page.getByRole('button', { name: 'Terima dan teruskan' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Penciptaan Akaun' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cipta akaun tandatangan saya' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cipta akaun tandatangan saya' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Tandatangan Digital' })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page);
    await drawSignature(
      page,
      page.getByRole('img', { name: 'Pad tandatangan: lukis tandatangan anda di sini' }),
    );
    await page
      .getByRole('checkbox', {
        name: /Saya bersetuju menandatangani perjanjian pembiayaan secara elektronik/,
      })
      .check();
    await page.getByRole('button', { name: 'Minta TAC' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Masukkan TAC' })).toBeVisible();
    await expectAccessible(page);
    const signingTac = await tacFromSms(
      request,
      applicant.phoneNo,
      /menandatangani perjanjian \S+ ialah (\d{6})\b/,
    );
    await page.getByRole('textbox', { name: 'TAC' }).fill(signingTac);
    await page.getByRole('button', { name: 'Tandatangani perjanjian' }).click();
    await expect(page).toHaveURL(/\/islamic\/home/, { timeout: 30_000 });
    await expect(status.getByRole('heading', { level: 3 })).toHaveText('Perjanjian ditandatangani');
    await expectAccessible(page);
    await status.getByRole('link', { name: 'Sediakan debit langsung' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Debit Langsung' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Bank Islam' });
    await page.getByRole('combobox', { name: 'Jenis akaun' }).selectOption({ label: 'Akaun simpanan' });
    await page
      .getByRole('checkbox', { name: /Saya membenarkan Sinar Kredit mendebit bayaran bulanan/ })
      .check();
    await drawSignature(
      page,
      page.getByRole('img', { name: 'Pad tandatangan: lukis tandatangan anda di sini' }),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Minta TAC' }).click();
    const mandateTac = await tacFromSms(
      request,
      applicant.phoneNo,
      /debit langsung perjanjian \S+ ialah (\d{6})\b/,
    );
    await page.getByRole('textbox', { name: 'TAC' }).fill(mandateTac);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Teruskan ke bank anda' }).click();
    await authoriseAtSandboxBank(page, 'Bank Islam');

    await expect(page).toHaveURL(/\/islamic\/direct-debit\/confirmation/);
    await expect(page.getByRole('heading', { level: 1, name: 'Keputusan Debit Langsung' })).toBeVisible();
    await expect(page.getByText('Debit langsung aktif')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();

    await expect(page).toHaveURL(/\/islamic\/home/);
    await reloadUntilStatus(page, status, 'Menunggu pengeluaran dana');
    await expect(status).toContainText(
      'Pembiayaan anda akan dikeluarkan dalam tempoh 3 hingga 7 hari bekerja.',
    );
    await expectAccessible(page);

    // The back office's agreement view shows the commodity trade, which runs by itself after signing.
    await openBackofficeAs(page, request, OFFICERS.disbursement, '/backoffice/agreements');
    await page
      .getByRole('row', { name: new RegExp(agreement.agreementNo) })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agreement ${agreement.agreementNo}`);
    const trade = page.getByRole('region', { name: 'Commodity trade (tawarruq)' });
    await expect(async () => {
      await page.reload();
      await expect(trade).toContainText('Trade completed', { timeout: 3_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await expect(trade.getByRole('row')).toHaveCount(4);
    await expectAccessible(page);

    await prepareAndRelease(page, request, agreement.agreementNo, { waitForTrade: true });

    await openWithSession(page, '/islamic/home?lang=ms', applicant.tokens);
    await reloadUntilStatus(page, status, 'Bayaran telah dikeluarkan');
    await expect(status).toContainText('Pembiayaan anda telah dikeluarkan dan akaun pembiayaan anda dibuka.');
    await expectAccessible(page);
    await expect
      .poll(async () => (await readInbox(request, applicant.email, 'email')).map((email) => email.subject))
      .toContain(`Bayaran telah dikeluarkan bagi perjanjian ${agreement.agreementNo}`);
    acceptRefusedRequests(consoleErrors, ...Array.from({ length: mandateAbsences() }, () => 404));
  });
});
