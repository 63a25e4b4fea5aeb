import { AGREEMENT_BACKOFFICE_PATHS, ATTESTATION_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MandateNotice } from '../../providers/direct-debit/direct-debit-provider.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer } from '../review/testing.ts';
import {
  acceptedSummary,
  atBank,
  runJobsNow,
  signAttested,
  signedApplication,
} from './testing/after-signing.ts';
import { mandateSteps } from './testing/mandate-steps.ts';
import {
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * Updating and removing, and the moves an active mandate completes.
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
const { mandatePath, attested, startMandate, mandateDecided, mandateRow, refundsOf } = mandateSteps(() => ({
  t,
  team,
}));

describe('updating and removing', () => {
  it('replaces the active mandate once the new one is active, with another RM1, and cancels it', async () => {
    const loan = await attested();
    const first = await mandateDecided(loan);
    const nothing = await attested();
    const noneToUpdate = await startMandate(nothing, 'PATCH');
    expect(noneToUpdate.statusCode).toBe(409);
    expect(noneToUpdate.json().message).toBe(en.directDebit.nothingToUpdate);

    const update = await startMandate(loan, 'PATCH');
    expect(update.statusCode).toBe(200);
    const { mandateId, redirectUrl } = update.json();
    expect(await mandateRow(first.mandateId)).toMatchObject({ state: 'ACTIVE' });
    expect((await call(t, loan.applicant, 'GET', mandatePath(loan))).json()).toMatchObject({
      id: mandateId,
      state: 'PENDING',
    });
    const twice = await startMandate(loan, 'PATCH');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(en.directDebit.changePending);

    const answered = await atBank(t, redirectUrl, { decision: 'authorise', accountNo: '5012345671234' });
    const back = new URL(answered.headers.location as string);
    const hinted = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(hinted.headers.location).toBe(
      `/update-direct-debit-result?reference=${loan.agreementId}&status=authorised`,
    );
    await runJobsNow(t);
    expect(await mandateRow(first.mandateId)).toMatchObject({ state: 'CANCELLED' });
    expect(await mandateRow(mandateId)).toMatchObject({
      state: 'ACTIVE',
      accountNoLast4: '1234',
      replacesMandateId: first.mandateId,
    });
    expect((await refundsOf(loan.agreementId)).map((refund) => refund.amountSen)).toEqual([100, 100]);

    const removed = await call(t, loan.applicant, 'DELETE', mandatePath(loan));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Update/Remove successfully');
    await runJobsNow(t);
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'CANCELLED' });
    const gone = await call(t, loan.applicant, 'DELETE', mandatePath(loan));
    expect(gone.statusCode).toBe(404);
  });

  it("answers the provider's outage with 'Update/Remove Direct Debit failed', changing nothing", async () => {
    const loan = await attested();
    const { mandateId } = await mandateDecided(loan);
    await t.directDebit.failNext('unavailable');
    const failed = await call(t, loan.applicant, 'DELETE', mandatePath(loan));
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('Update/Remove Direct Debit failed');
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'ACTIVE' });
  });
});

describe('the moves the mandate completes', () => {
  it('moves a stamped agreement to pending disbursement when the mandate becomes active', async () => {
    const loan = await signedApplication(t, team);
    await runJobsNow(t);
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('STAMPED');
    await mandateDecided(loan);
    const { agreement, events } = await storedAgreement(t, loan.agreementId);
    expect(agreement?.status).toBe('PENDING_DISBURSEMENT');
    expect(events.at(-1)).toMatchObject({
      event: 'completeDirectDebit',
      from: 'STAMPED',
      to: 'PENDING_DISBURSEMENT',
      actorType: 'system',
    });
    // Waiting for the payout, the mandate is updated, not removed.
    const removed = await call(t, loan.applicant, 'DELETE', mandatePath(loan));
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('Update/Remove Direct Debit failed');
  });

  it('moves on in the stamping transaction when the mandate was active first, and shows both to the officer', async () => {
    const loan = await attested();
    const { mandateId } = await mandateDecided(loan);
    await signAttested(t, loan);
    expect((await storedAgreement(t, loan.agreementId)).agreement?.status).toBe('SIGNED');
    await runJobsNow(t);
    const { agreement, events } = await storedAgreement(t, loan.agreementId);
    expect(agreement?.status).toBe('PENDING_DISBURSEMENT');
    expect(events.slice(-2).map((event) => event.event)).toEqual(['stamp', 'completeDirectDebit']);

    const officer = await createOfficer(t, ['disbursementOfficer'], 'Eli Disbursement');
    const view = await asOfficer(t, officer, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreement(loan.agreementId));
    expect(view.statusCode).toBe(200);
    expect(view.json().stamping).toMatchObject({ state: 'stamped', dutySen: 2_500, paidSen: 2_500 });
    expect(view.json().stamping.certificateNo).toMatch(/^SS\d{14}$/);
    expect(view.json().mandate).toMatchObject({
      id: mandateId,
      state: 'ACTIVE',
      bankName: 'Maybank2u',
      accountNoLast4: '5678',
      rejection: null,
    });
    expect(view.json().files.map((file: { kind: string }) => file.kind)).toContain('estamping');
  });

  it('attests an Islamic financing whose mandate was started from the attestation option', async () => {
    const financing = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
    await acceptedSummary(t, financing);
    const notYet = await call(
      t,
      financing.applicant,
      'POST',
      ATTESTATION_PATHS.directDebit(financing.agreementId),
    );
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(en.status.refusals.directDebitNotActive);
    const { mandateId } = await mandateDecided(financing);
    expect(await mandateRow(mandateId)).toMatchObject({ state: 'ACTIVE', forAttestation: true });
    const { agreement, events } = await storedAgreement(t, financing.agreementId);
    expect(agreement?.status).toBe('ATTESTED');
    expect(events.at(-1)).toMatchObject({
      event: 'attestByDirectDebit',
      from: 'AWAITING_ATTESTATION',
      to: 'ATTESTED',
      actorType: 'system',
    });
  });

  it('lets the Islamic applicant take an active mandate as the attestation, and nobody else', async () => {
    const financing = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
    await acceptedSummary(t, financing);
    const started = await startMandate(financing);
    const { mandateId, redirectUrl } = started.json();
    // The customer chose the video meanwhile: the mandate no longer stands for the attestation on its own.
    await t.db.query('update agreement_mandates set for_attestation = false where id = $1', [mandateId]);
    await atBank(t, redirectUrl, { decision: 'authorise', accountNo: '114012345678' });
    await runJobsNow(t);
    expect((await storedAgreement(t, financing.agreementId)).agreement?.status).toBe('AWAITING_ATTESTATION');
    const stranger = await attested();
    const refused = await call(
      t,
      stranger.applicant,
      'POST',
      ATTESTATION_PATHS.directDebit(financing.agreementId),
    );
    expect(refused.statusCode).toBe(404);
    const attest = await call(
      t,
      financing.applicant,
      'POST',
      ATTESTATION_PATHS.directDebit(financing.agreementId),
    );
    expect(attest.statusCode).toBe(200);
    expect(attest.json()).toMatchObject({
      message: en.agreements.attested,
      agreement: { status: 'ATTESTED' },
    });
    const { events } = await storedAgreement(t, financing.agreementId);
    expect(events.at(-1)).toMatchObject({ event: 'attestByDirectDebit', actorType: 'applicant' });
  });
});

describe('a live call the mandate makes needless', () => {
  it('is withdrawn, its place given back, when the mandate attests an Islamic financing with a call booked', async () => {
    // Monday 23 November 2026, 10:00 in Malaysia: Thursday afternoon is bookable.
    t.clock.set('2026-11-23T02:00:00.000Z');
    const financing = await approvedApplication(t, team, { check: { applicationType: 'islamic' } });
    await acceptedSummary(t, financing);
    const booked = await call(
      t,
      financing.applicant,
      'POST',
      ATTESTATION_PATHS.liveCall(financing.agreementId),
      {
        date: '2026-11-26',
        time: '15:30',
      },
    );
    expect(booked.statusCode).toBe(201);
    expect((await storedAgreement(t, financing.agreementId)).agreement?.status).toBe('LIVE_CALL_SCHEDULED');

    await mandateDecided(financing);

    expect((await storedAgreement(t, financing.agreementId)).agreement?.status).toBe('ATTESTED');
    const liveCall = await call(
      t,
      financing.applicant,
      'GET',
      ATTESTATION_PATHS.liveCall(financing.agreementId),
    );
    expect(liveCall.json().state).toBe('CANCELLED');
    const [slot] = await t.db.query<{ booked: number }>(
      'select booked from live_call_slots where starts_at = $1',
      ['2026-11-26T07:30:00Z'],
    );
    expect(slot?.booked).toBe(0);
  });
});
