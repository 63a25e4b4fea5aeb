import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Download } from '@playwright/test';
import {
  DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH,
  type DevAccountClosed,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  LOAN_ACCOUNT_PATHS,
  type LoanAccountSearch,
  type OfficerLoanAccount,
  type PaymentHistory,
  type PaymentHistoryItem,
  type TenureDetails,
} from '@sinar/domain';
import type { Tokens } from './accounts.ts';
import { expect } from './fixtures.ts';
import { OFFICERS, officerSession } from './officers.ts';

/**
 * Helpers of the servicing journeys: a payment received at the counter posted by a disbursement officer through the
 * back office's call, the receipt its job renders, an account's days closed ahead of the business date (the developer's
 * control, decision 050), and the text of a PDF the browser downloaded, read with poppler's pdftotext.
 */
const run = promisify(execFile);

/** The text of a PDF, its layout kept and runs of spaces folded to one, so that a row reads as one line. */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
    return stdout
      .split(/[\n\f]/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The bytes of a file the browser downloaded: a PDF, by its first bytes. */
export async function downloadedPdf(download: Download): Promise<Buffer> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1'), 'a PDF file').toBe('%PDF-');
  return bytes;
}

/** The officer's view of the account of an agreement number. */
export async function officerAccount(
  request: APIRequestContext,
  agreementNo: string,
): Promise<OfficerLoanAccount> {
  const session = await officerSession(request, OFFICERS.disbursement);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const found = await request.get(LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts, {
    headers,
    params: { agreementNo },
  });
  expect(found.ok(), `account search: ${found.status()}`).toBe(true);
  const account = ((await found.json()) as LoanAccountSearch).accounts.find(
    (candidate) => candidate.agreementNo === agreementNo,
  );
  if (!account) throw new Error(`no account ${agreementNo}`);
  const view = await request.get(LOAN_ACCOUNT_BACKOFFICE_PATHS.account(account.accountId), { headers });
  expect(view.ok(), `account: ${view.status()}`).toBe(true);
  return (await view.json()) as OfficerLoanAccount;
}

/** A payment received at the counter, posted by a disbursement officer on the business date. */
export async function postCounterPayment(
  request: APIRequestContext,
  agreementNo: string,
  payment: { readonly amountSen: number; readonly receiptReference: string },
): Promise<void> {
  const account = await officerAccount(request, agreementNo);
  const session = await officerSession(request, OFFICERS.disbursement);
  const posted = await request.post(LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(account.details.accountId), {
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'idempotency-key': `e2e-${payment.receiptReference}`,
    },
    data: { ...payment, receivedOn: account.details.businessDate },
  });
  expect(posted.ok(), `counter payment: ${posted.status()} ${await posted.text()}`).toBe(true);
}

/** The customer's payment of this reference once its receipt is rendered (the receipt job runs after the posting). */
export async function paymentWithReceipt(
  request: APIRequestContext,
  tokens: Tokens,
  agreementNo: string,
  reference: string,
): Promise<PaymentHistoryItem> {
  let found: PaymentHistoryItem | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(LOAN_ACCOUNT_PATHS.paymentHistory(agreementNo), {
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        });
        const history = (await answer.json()) as PaymentHistory;
        found = history.payments.find((payment) => payment.reference === reference);
        return found?.receiptFileId ?? null;
      },
      { message: `the receipt of ${reference}`, timeout: 30_000 },
    )
    .not.toBeNull();
  return found as PaymentHistoryItem;
}

/** The account's schedule rows as the customer's call answers them. */
export async function tenureDetails(
  request: APIRequestContext,
  tokens: Tokens,
  agreementNo: string,
): Promise<TenureDetails> {
  const answer = await request.get(LOAN_ACCOUNT_PATHS.tenureDetails(agreementNo), {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(answer.ok(), `tenure details: ${answer.status()}`).toBe(true);
  return (await answer.json()) as TenureDetails;
}

/** Closes the account's days up to `through` as the daily close would, ahead of the business date (decision 050). */
export async function closeAccountThrough(
  request: APIRequestContext,
  agreementNo: string,
  through: string,
): Promise<DevAccountClosed> {
  const answer = await request.post(DEV_LOAN_ACCOUNT_CLOSE_THROUGH_PATH(agreementNo), { data: { through } });
  expect(answer.ok(), `close through ${through}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as DevAccountClosed;
}

/** The date `days` after a 'YYYY-MM-DD' date. */
export function daysAfter(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A counter receipt number nobody used: letters, digits and dashes. */
export function freshReceiptReference(): string {
  return `CTR-${Date.now().toString(36).toUpperCase()}-${randomInt(0, 1_296).toString(36).toUpperCase()}`;
}
