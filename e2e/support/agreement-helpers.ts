import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readInbox } from './accounts.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { OFFICERS, openBackofficeAs } from './officers.ts';

/**
 * The steps every kind of agreement takes after approval, an individual's or an SME partner's alike: the TAC the SMS
 * carries, a signature drawn on the pad, and the payout prepared and released by two disbursement officers.
 */

/** The TAC in the newest SMS to the applicant whose text matches `pattern` (the code is its first group). */
export async function tacFromSms(
  request: APIRequestContext,
  phoneNo: string,
  pattern: RegExp,
): Promise<string> {
  let tac: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readInbox(request, phoneNo, 'sms');
        tac = messages.map((message) => message.text.match(pattern)?.[1]).find(Boolean);
        return tac;
      },
      { message: `a TAC by SMS to ${phoneNo}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return tac as string;
}

/** A signature drawn across the pad with the pointer, in three strokes' worth of small moves. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  // In the middle of the screen, as a person scrolls to sign: at its bottom edge a toast may lie over the pad.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    const x = 0.15 + (0.7 * step) / 20;
    const y = 0.6 - 0.3 * Math.sin((step / 20) * Math.PI * 2);
    await page.mouse.move(...at(x, y), { steps: 2 });
  }
  await page.mouse.up();
}

/** The row of the agreement on the back office's Disbursements page. */
async function disbursementRow(page: Page, agreementNo: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
  return page
    .getByRole('table', { name: 'Agreements waiting for their payout' })
    .getByRole('row', { name: new RegExp(agreementNo) });
}

/** The first disbursement officer prepares the payout; the second releases it (maker-checker). */
export async function prepareAndRelease(
  page: Page,
  request: APIRequestContext,
  agreementNo: string,
  options: { readonly waitForTrade?: boolean } = {},
): Promise<void> {
  await openBackofficeAs(page, request, OFFICERS.disbursement, '/backoffice/disbursements');
  let row = await disbursementRow(page, agreementNo);
  await expect(row).toContainText('Pending disbursement');
  await expect(row).toContainText('Not prepared');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Prepare' }).click();
  const prepare = page.getByRole('dialog', { name: `Prepare the payout of ${agreementNo}` });
  await prepare.getByRole('textbox', { name: 'Remark' }).fill('Payee account and net amount checked.');
  await expectAccessible(page);
  await prepare.getByRole('button', { name: 'Prepare payout' }).click();
  await expect(
    page.getByText('Disbursement prepared. Another disbursement officer must release it.'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Release' })).toBeDisabled();
  await expect(row).toContainText('You prepared this payout: another disbursement officer must release it.');

  await openBackofficeAs(page, request, OFFICERS.disbursement2, '/backoffice/disbursements');
  row = await disbursementRow(page, agreementNo);
  await expect(row).toContainText('Disbursement prepared');
  if (options.waitForTrade) {
    // The Islamic financing's trade runs by itself after signing; Release waits for its last leg.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Trade completed', { timeout: 3_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
  }
  await expect(row.getByRole('button', { name: 'Release' })).toBeEnabled();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Release' }).click();
  const release = page.getByRole('dialog', { name: `Release the payout of ${agreementNo}` });
  await release.getByRole('textbox', { name: 'Remark' }).fill('Prepared payout verified, releasing.');
  await expectAccessible(page);
  await release.getByRole('button', { name: 'Release payout' }).click();
  await expect(
    page.getByText('Payout sent to the bank. The agreement is disbursed when the bank confirms it.'),
  ).toBeVisible();
}

/**
 * On the attestation video page, in English: the acknowledgement refused until the video is played to its end in the
 * page, then given, and Continue.
 */
export async function watchAttestationVideo(page: Page): Promise<void> {
  const acknowledge = page.getByRole('checkbox', { name: /I have watched the video/ });
  await expect(acknowledge).toBeDisabled();
  await expectAccessible(page);
  // Played at its own speed: the server takes the acknowledgement only once the whole file was served and the
  // video's length has passed since.
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect(acknowledge).toBeEnabled({ timeout: 60_000 });
  await acknowledge.check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
