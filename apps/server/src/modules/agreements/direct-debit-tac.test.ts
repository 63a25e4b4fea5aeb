import { SIGNING_PATHS } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { approvedApplication, createAgreementTestApp, createReviewTeam, moveAgreementTo } from './testing.ts';

/** The TAC that confirms the direct-debit consent says what it is for, so that nobody takes it for a signing code. */

let t: TestApp;

beforeAll(async () => {
  t = await createAgreementTestApp();
});
afterAll(() => t.close());

describe('the direct-debit TAC', () => {
  it('is sent by SMS naming the direct debit of the agreement, apart from the signing TAC', async () => {
    const approved = await approvedApplication(t, await createReviewTeam(t));
    await moveAgreementTo(t, approved.agreementId, 'SIGNED');
    const sent = await call(t, approved.applicant, 'POST', SIGNING_PATHS.tac(approved.agreementId), {
      purpose: 'directDebit',
    });
    expect(sent.statusCode).toBe(200);
    const messages = await t.db.query<{ purpose: string; text: string }>(
      `select purpose, body_text as text from outbound_sms
        where recipient = (select phone_no from users where id = $1) and purpose like 'agreement-tac-%'`,
      [approved.applicant.userId],
    );
    expect(messages).toEqual([
      {
        purpose: 'agreement-tac-directDebit',
        text: expect.stringMatching(
          /^Sinar Kredit: your TAC to authorise the direct debit of agreement SKL-\d{4}-\d{6} is \d{6}\. It expires in 10 minutes\./,
        ),
      },
    ]);
  });
});
