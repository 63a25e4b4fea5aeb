import { DIRECT_DEBIT_PATHS } from '@sinar/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
import { call } from '../../applications/testing.ts';
import { type ApprovedApplication, approvedApplication, type ReviewTeam } from '../testing.ts';
import { atBank, attestedApplication, requestTac, runJobsNow } from './after-signing.ts';

/** A signature as the pad hands it over: a 1 x 1 PNG as a data URL. */
export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The mandate tests' steps, on the app and review team a test file set up. */
export function mandateSteps(context: () => { t: TestApp; team: ReviewTeam }) {
  const mandatePath = (application: ApprovedApplication) =>
    DIRECT_DEBIT_PATHS.mandate(application.agreementId);

  async function attested(options: { check?: Record<string, unknown> } = {}): Promise<ApprovedApplication> {
    const application = await approvedApplication(context().t, context().team, options);
    await attestedApplication(context().t, application);
    return application;
  }

  /** Starts (POST) or updates (PATCH) the mandate with a drawn signature and a fresh TAC of the direct-debit purpose. */
  async function startMandate(
    application: ApprovedApplication,
    method: 'POST' | 'PATCH' = 'POST',
    body: Record<string, unknown> = {},
  ) {
    const tac = await requestTac(context().t, application, 'directDebit');
    return call(context().t, application.applicant, method, mandatePath(application), {
      bankCode: 'MB2U0227',
      accountType: 'savings',
      consent: true,
      signature: DRAWN_SIGNATURE,
      tac,
      ...body,
    });
  }

  /** A mandate started, authorised at the bank with `accountNo` (or rejected there), and the bank's notice applied. */
  async function mandateDecided(
    application: ApprovedApplication,
    form: Record<string, string> = { decision: 'authorise', accountNo: '114012345678' },
    method: 'POST' | 'PATCH' = 'POST',
  ) {
    const started = await startMandate(application, method);
    expect(started.statusCode).toBe(200);
    const { mandateId, redirectUrl } = started.json();
    const answered = await atBank(context().t, redirectUrl, form);
    expect(answered.statusCode).toBe(303);
    await runJobsNow(context().t);
    return { mandateId: mandateId as string, back: new URL(answered.headers.location as string) };
  }

  async function mandateRow(mandateId: string) {
    const [row] = await context().t.db.query<Record<string, unknown>>(
      `select state, account_no_last4 as "accountNoLast4", rejection, replaces_mandate_id as "replacesMandateId",
       for_attestation as "forAttestation"
     from agreement_mandates where id = $1`,
      [mandateId],
    );
    return row;
  }

  async function refundsOf(agreementId: string) {
    return context().t.db.query<{ amountSen: number; reason: string; mandateId: string }>(
      `select amount_sen as "amountSen", reason, mandate_id as "mandateId" from agreement_refunds
      where agreement_id = $1 order by created_at, id`,
      [agreementId],
    );
  }

  const tableCounts = async () =>
    (
      await context().t.db.query<{ n: string }>(
        `select (select count(*) from agreement_mandates where state <> 'PENDING')
         || '/' || (select count(*) from agreement_provider_notices)
         || '/' || (select count(*) from agreement_refunds) as n`,
      )
    )[0]?.n;

  return { mandatePath, attested, startMandate, mandateDecided, mandateRow, refundsOf, tableCounts };
}
