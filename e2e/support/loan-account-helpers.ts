import type { APIRequestContext } from '@playwright/test';
import {
  AGREEMENT_BACKOFFICE_PATHS,
  AGREEMENT_PATHS,
  type AgreementView,
  ATTESTATION_PATHS,
  DEV_LIVE_CALL_START_NOW_PATH,
  DIRECT_DEBIT_PATHS,
  type DirectDebitBank,
  type LiveCallSlots,
  LOAN_ACCOUNT_PATHS,
  type LoanHistory,
  type MandateStarted,
  SIGNING_PATHS,
  type TacPurpose,
  type Variant,
} from '@sinar/domain';
import { readInbox } from './accounts.ts';
import { type Applicant, registerApplicant } from './application-helpers.ts';
import { expect } from './fixtures.ts';
import { applicationReadyForReview, pngBytes } from './journey-helpers.ts';
import { approveThroughApi, type DemoOfficer, OFFICERS, officerSession } from './officers.ts';

/**
 * A customer with an ACTIVE loan account, reached through the real steps of the lifecycle by the API, as the
 * journeys' screens would send them: registration, an application approved by the verifier and the approver, the
 * summary accepted, a live-call attestation recorded by the attestation officer, the agreement accepted, the signing
 * certificate, the signature with its TAC, the direct-debit mandate authorised at the sandbox bank, then the payout
 * prepared and released by two disbursement officers. The sandboxes answer in the background (stamping, the bank's
 * notices, an Islamic financing's commodity trade, the payout); the helper waits for each as the pages would. The
 * first instalment falls due about a month after the payout.
 */
export interface ActiveAccount {
  readonly applicant: Applicant;
  readonly agreement: AgreementView;
  readonly agreementNo: string;
}

const DEFAULT_TERMS = { amountSen: 500_000, tenureMonths: 12 } as const;

export async function activeLoanAccount(
  request: APIRequestContext,
  variant: Variant,
  terms: { readonly amountSen: number; readonly tenureMonths: number } = DEFAULT_TERMS,
): Promise<ActiveAccount> {
  const applicant = await registerApplicant(
    request,
    variant === 'islamic' ? { brand: 'islamic', language: 'ms' } : {},
  );
  const application = await applicationReadyForReview(request, applicant, variant);
  await approveThroughApi(request, application.id, terms);
  const customer = { authorization: `Bearer ${applicant.tokens.accessToken}` };
  const send = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const answer = await request.fetch(path, { method, headers: customer, ...(data ? { data } : {}) });
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return answer;
  };

  let agreement = await currentAgreement(request, applicant);
  await send('POST', AGREEMENT_PATHS.acceptSummary(agreement.id), { takeProtection: false });

  // The live call: booked on the first free time, started now (the developer's control), recorded completed.
  const slots = (await (
    await send('GET', ATTESTATION_PATHS.liveCallSlots(agreement.id))
  ).json()) as LiveCallSlots;
  const slot = slots.days
    .flatMap((day) => day.slots.map((free) => ({ date: day.date, ...free })))
    .find((free) => free.remaining > 0);
  if (!slot) throw new Error('no live-call slot is free');
  await send('POST', ATTESTATION_PATHS.liveCall(agreement.id), { date: slot.date, time: slot.time });
  const { id: bookingId } = (await (await send('GET', ATTESTATION_PATHS.liveCall(agreement.id))).json()) as {
    id: string;
  };
  const started = await request.post(DEV_LIVE_CALL_START_NOW_PATH(bookingId));
  expect(started.ok(), `start now: ${started.status()}`).toBe(true);
  await asOfficer(request, OFFICERS.attestation, AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(bookingId), {
    outcome: 'completed',
    remark: 'Customer confirmed the terms on camera.',
  });

  // The agreement read and accepted, the certificate, the signature and its TAC.
  const language = variant === 'islamic' ? 'ms' : 'en';
  await expect
    .poll(
      async () =>
        (await request.get(SIGNING_PATHS.document(agreement.id, language), { headers: customer })).status(),
      {
        message: 'the agreement PDF',
        timeout: 30_000,
      },
    )
    .toBe(200);
  await send('POST', SIGNING_PATHS.acceptDocument(agreement.id), { accepted: true });
  await send('POST', SIGNING_PATHS.enrol(applicant.nric), { agreementId: agreement.id });
  await verifiedTac(request, applicant, agreement.id, 'signing', /TAC to sign agreement \S+ is (\d{6})\b/);
  const signed = await request.post(SIGNING_PATHS.sign(language, variant, agreement.id), {
    headers: customer,
    multipart: {
      consent: 'true',
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: pngBytes({ size: 300 }) },
    },
    timeout: 60_000,
  });
  expect(signed.ok(), `sign: ${signed.status()} ${await signed.text()}`).toBe(true);

  // The direct-debit mandate: its TAC, then the sandbox bank's page, authorised with an account that pays the RM1.
  const banks = (await (await send('GET', DIRECT_DEBIT_PATHS.banks)).json()) as DirectDebitBank[];
  const bank = banks.find((candidate) => candidate.accountTypes.includes('savings'));
  if (!bank) throw new Error('no bank takes a savings account');
  const mandateTac = await smsTac(
    request,
    applicant,
    agreement.id,
    'directDebit',
    /direct debit of agreement \S+ is (\d{6})\b/,
  );
  const mandate = (await (
    await send('POST', DIRECT_DEBIT_PATHS.mandate(agreement.id), {
      bankCode: bank.code,
      accountType: 'savings',
      consent: true,
      signature: `data:image/png;base64,${pngBytes({ size: 300 }).toString('base64')}`,
      tac: mandateTac,
    })
  ).json()) as MandateStarted;
  const bankPage = await (await request.get(mandate.redirectUrl)).text();
  const token = /name="token" value="([^"]+)"/.exec(bankPage)?.[1];
  if (!token) throw new Error('the sandbox bank page has no token');
  const authorised = await request.post(mandate.redirectUrl, {
    form: { token, accountNo: '514012341234', decision: 'authorise' },
    maxRedirects: 0,
  });
  expect(authorised.status(), `the sandbox bank: ${await authorised.text()}`).toBeLessThan(400);

  // Stamped and the mandate active: the payout, prepared and released (the trade of a financing completes first).
  await agreementReaches(request, applicant, 'PENDING_DISBURSEMENT');
  await asOfficer(
    request,
    OFFICERS.disbursement,
    AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(agreement.id),
    {
      remark: 'Payee account and net amount checked.',
    },
  );
  await expect(async () => {
    await asOfficer(
      request,
      OFFICERS.disbursement2,
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(agreement.id),
      {
        remark: 'Prepared payout verified, releasing.',
      },
    );
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await agreementReaches(request, applicant, 'COMPLETED');
  agreement = await currentAgreement(request, applicant);

  let agreementNo = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(LOAN_ACCOUNT_PATHS.loanHistory, { headers: customer });
        const history = (await answer.json()) as LoanHistory;
        agreementNo = history.loans.find((loan) => loan.status === 'ACTIVE')?.agreementNo ?? '';
        return agreementNo;
      },
      { message: 'the loan account opened', timeout: 30_000 },
    )
    .not.toBe('');
  return { applicant, agreement, agreementNo };
}

async function currentAgreement(request: APIRequestContext, applicant: Applicant): Promise<AgreementView> {
  const answer = await request.get(AGREEMENT_PATHS.current, {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
  });
  expect(answer.ok(), `current agreement: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { agreement: AgreementView }).agreement;
}

async function agreementReaches(
  request: APIRequestContext,
  applicant: Applicant,
  status: string,
): Promise<void> {
  await expect
    .poll(async () => (await currentAgreement(request, applicant)).status, {
      message: `the agreement ${status}`,
      timeout: 90_000,
      intervals: [1_000],
    })
    .toBe(status);
}

async function asOfficer(request: APIRequestContext, officer: DemoOfficer, path: string, data: unknown) {
  const session = await officerSession(request, officer);
  const answer = await request.post(path, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data,
  });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

/** Asks for a TAC of the purpose and reads it from the newest SMS matching `pattern`. */
async function smsTac(
  request: APIRequestContext,
  applicant: Applicant,
  agreementId: string,
  purpose: TacPurpose,
  pattern: RegExp,
): Promise<string> {
  const before = (await readInbox(request, applicant.phoneNo, 'sms')).length;
  const asked = await request.post(SIGNING_PATHS.tac(agreementId), {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
    data: { purpose },
  });
  expect(asked.ok(), `TAC: ${asked.status()} ${await asked.text()}`).toBe(true);
  let tac: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readInbox(request, applicant.phoneNo, 'sms');
        if (messages.length <= before) return undefined;
        tac = messages.map((message) => message.text.match(pattern)?.[1]).find(Boolean);
        return tac;
      },
      { message: `a ${purpose} TAC by SMS`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return tac as string;
}

async function verifiedTac(
  request: APIRequestContext,
  applicant: Applicant,
  agreementId: string,
  purpose: TacPurpose,
  pattern: RegExp,
): Promise<void> {
  const tac = await smsTac(request, applicant, agreementId, purpose, pattern);
  const verified = await request.post(SIGNING_PATHS.tacVerification(agreementId), {
    headers: { authorization: `Bearer ${applicant.tokens.accessToken}` },
    data: { purpose, tac },
  });
  expect(verified.ok(), `TAC verification: ${verified.status()} ${await verified.text()}`).toBe(true);
}
