import type { APIRequestContext } from '@playwright/test';
import {
  AGREEMENT_PATHS,
  type AgreementView,
  ATTESTATION_PATHS,
  DEV_INBOX_PATH,
  DEV_LIVE_CALL_START_NOW_PATH,
} from '@sinar/domain';
import { openWithSession } from '../support/accounts.ts';
import { type Applicant, registerApplicant } from '../support/application-helpers.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { applicationReadyForReview } from '../support/journey-helpers.ts';
import { approveThroughApi, OFFICERS, openBackofficeAs } from '../support/officers.ts';

/**
 * Attestation by a live video call, Islamic financing in Malay on a desktop: the applicant books the first free slot
 * after a confirmation, the invitation arrives with its calendar file, the attestation officer sees the call on its
 * day, the applicant cancels it and books again, and once the call has started the officer records it completed.
 */
test.describe.configure({ mode: 'serial' });

async function acceptedAgreement(request: APIRequestContext, applicant: Applicant): Promise<AgreementView> {
  const headers = { authorization: `Bearer ${applicant.tokens.accessToken}` };
  const current = await request.get(AGREEMENT_PATHS.current, { headers });
  const { agreement } = (await current.json()) as { agreement: AgreementView };
  const accepted = await request.post(AGREEMENT_PATHS.acceptSummary(agreement.id), {
    headers,
    data: { takeProtection: false },
  });
  expect(accepted.ok(), `accept: ${accepted.status()} ${await accepted.text()}`).toBe(true);
  return agreement;
}

test('an Islamic applicant books a live call in Malay, gets the invitation, moves on by cancelling and booking again; the officer completes the call', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const applicant = await registerApplicant(request, { brand: 'islamic', language: 'ms' });
  const application = await applicationReadyForReview(request, applicant, 'islamic');
  await approveThroughApi(request, application.id, { amountSen: 500_000, tenureMonths: 12 });
  const agreement = await acceptedAgreement(request, applicant);

  await openWithSession(page, '/islamic/loan-status/attestation-option?lang=ms', applicant.tokens);
  await expect(page.getByRole('heading', { level: 2, name: 'Panggilan video langsung' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Tempah panggilan video' }).click();
  await expect(page).toHaveURL(/\/islamic\/loan-status\/attestation-option\/live-call/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panggilan Video Langsung' })).toBeVisible();
  const day = await page.getByRole('combobox', { name: 'Hari' }).inputValue();
  await expect(page.getByRole('radio', { name: /09:00/ })).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /09:00/ }).check();
  await page.getByRole('button', { name: 'Tempah waktu ini' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Tempah panggilan video ini?' });
  await expect(dialog).toContainText('09:00 MYT');
  await dialog.getByRole('button', { name: 'Ya, tempah' }).click();
  await expect(page.getByRole('heading', { name: 'Panggilan video anda telah ditempah' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// })).toBeVisible();
  await expectAccessible(page);

  const booking = await request.get(ATTESTATION_PATHS.liveCall(agreement.id), {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
  });
  expect(((await booking.json()) as { startsAt: string }).startsAt).toBe(
    new Date(`${day}T09:00:00+08:00`).toISOString(),
  );
  let attachments: { filename: string; content: string }[] = [];
  await expect
    .poll(async () => {
      const inbox = await request.get(DEV_INBOX_PATH, { params: { to: applicant.email, channel: 'email' } });
      const { messages } = (await inbox.json()) as {
        messages: { subject: string | null; attachments?: { filename: string; content: string }[] }[];
      };
      attachments =
        messages.find((message) => message.subject?.startsWith('Panggilan video'))?.attachments ?? [];
      return attachments.map((file) => file.filename);
    })
    .toEqual(['live-call.ics']);
  expect(attachments[0]?.content).toContain('METHOD:REQUEST');

  await openBackofficeAs(page, request, OFFICERS.attestation, `/backoffice/live-calls?date=${day}`);
  const row = page.getByRole('row', { name: new RegExp(agreement.agreementNo) });
  await expect(row).toContainText('09:00 MYT');
  await expect(row).toContainText('Booked');
  // The call's time has not come: no outcome yet.
  await expect(row.getByRole('button', { name: 'Completed' })).toHaveCount(0);
  await expectAccessible(page);

  await openWithSession(page, '/islamic/loan-status/attestation-option/live-call?lang=ms', applicant.tokens);
  await page.getByRole('button', { name: 'Batalkan panggilan saya' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page).toHaveURL(/\/islamic\/loan-status\/attestation-option(\?|$)/);

  // Booked again, and made to start now (a developer's control), the officer records it completed.
  await page.getByRole('link', { name: 'Tempah panggilan video' }).click();
  await page.getByRole('radio', { name: /09:30/ }).check();
  await page.getByRole('button', { name: 'Tempah waktu ini' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, tempah' }).click();
  await expect(page.getByRole('heading', { name: 'Panggilan video anda telah ditempah' })).toBeVisible();
  const again = await request.get(ATTESTATION_PATHS.liveCall(agreement.id), {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
  });
  const { id: bookingId } = (await again.json()) as { id: string };
  const started = await request.post(DEV_LIVE_CALL_START_NOW_PATH(bookingId));
  expect(started.ok(), `start now: ${started.status()}`).toBe(true);

  await openBackofficeAs(page, request, OFFICERS.attestation, '/backoffice/live-calls');
  const today = page.getByRole('row', { name: new RegExp(agreement.agreementNo) });
  await today.getByRole('button', { name: 'Completed' }).click();
  const outcome = page.getByRole('dialog', { name: /as completed$/ });
  await outcome
    .getByRole('textbox', { name: 'Remark' })
    .fill('Customer confirmed the financing terms on camera.');
  await expectAccessible(page);
  await outcome.getByRole('button', { name: 'Record as completed' }).click();
  await expect(
    page.getByText('The live call is recorded as completed: the customer has attested.'),
  ).toBeVisible();
  await expect(today).toContainText('Completed');

  const after = await request.get(AGREEMENT_PATHS.current, {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
  });
  expect(((await after.json()) as { agreement: AgreementView }).agreement.status).toBe('ATTESTED');
});
