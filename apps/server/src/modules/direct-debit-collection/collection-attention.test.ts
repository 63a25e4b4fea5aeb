import { MONEY_ATTENTION_PATHS, type MoneyAttentionList } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mandateSteps } from '../agreements/testing/mandate-steps.ts';
import { createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import type { DirectDebitCollectionService } from './collection-service.ts';
import { InMemoryLoanAccounts } from './testing.ts';

/**
 * A deduction the bank never settles (decision 052): sent on Wednesday 23 December 2026, it has no result three
 * working days later, counted past Christmas Day and the weekend: on Tuesday 29 December it is marked once, the
 * operations inbox emailed once, listed for the servicing officers, and resolved with a note that is audited.
 */
const INSTALMENT = { interestSen: 7_500, principalSen: 41_667 };

let t: TestApp;
let team: ReviewTeam;
let collections: DirectDebitCollectionService;
let servicing: TestOfficer;
let verifier: TestOfficer;
let agreementNo = '';
let weekAgreementNo = '';
const accounts = new InMemoryLoanAccounts();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      APPROVAL_WORKFLOW: 'single',
      PUBLIC_URL: 'https://sinar.test',
      OPERATIONS_EMAIL: 'ops@sinarkredit.com.my',
    },
    loanAccountCollections: accounts,
  });
  team = await createReviewTeam(t);
  if (!t.directDebitCollections) throw new Error('the direct-debit run was not registered');
  collections = t.directDebitCollections;
  const { attested, mandateDecided } = mandateSteps(() => ({ t, team }));
  const opened = async (accountId: string, dueOn: string) => {
    const loan = await attested();
    await mandateDecided(loan);
    const [agreement] = await t.db.query<{ agreementNo: string }>(
      'select agreement_no as "agreementNo" from agreements where id = $1',
      [loan.agreementId],
    );
    const number = agreement?.agreementNo ?? '';
    accounts.open({
      accountId,
      agreementId: loan.agreementId,
      agreementNo: number,
      instalments: [{ dueOn, ...INSTALMENT }],
    });
    return number;
  };
  agreementNo = await opened('account-unsettled', '2026-12-23');
  weekAgreementNo = await opened('account-week', '2026-12-07');
  servicing = await createOfficer(t, ['attestationOfficer'], 'Sara Servicing');
  verifier = await createOfficer(t, ['verifier'], 'Vera Verifier');
}, 120_000);
afterAll(() => t.close());

const alerts = (number = agreementNo) =>
  t.db.query<{ recipient: string; subject: string; bodyText: string }>(
    `select recipient, subject, body_text as "bodyText" from outbound_emails
     where purpose = 'operations.directDebit.unsettled' and subject like '%' || $1 || '%'`,
    [number],
  );

const attemptOf = async (accountId = 'account-unsettled') => {
  const [attempt] = await t.db.query<{ id: string; status: string; attentionSince: Date | null }>(
    `select id, status, attention_since as "attentionSince" from direct_debit_attempts
     where account_id = $1`,
    [accountId],
  );
  if (!attempt) throw new Error('no attempt');
  return attempt;
};

describe('a deduction the bank never settles', () => {
  it('is marked and emailed once on the third working day after it was sent, then resolved with a note', async () => {
    t.clock.set('2026-12-23T07:00:00+08:00');
    // The bank accepts the deduction and never reports on it.
    await t.directDebit.failNext('holdCollection');
    expect(await collections.runDay('2026-12-23')).toMatchObject({ firstAttempts: 1 });
    await t.jobs.runDue();
    expect(await attemptOf()).toMatchObject({ status: 'requested', attentionSince: null });

    // Thursday 24, Monday 28 (Christmas Day and the weekend skipped): not yet.
    t.clock.set('2026-12-28T07:00:00+08:00');
    expect(await collections.flagUnsettled('2026-12-24')).toBe(0);
    expect(await collections.flagUnsettled('2026-12-28')).toBe(0);
    expect(await alerts()).toEqual([]);

    // Tuesday 29, the third working day: marked once, emailed once, whoever checks again.
    t.clock.set('2026-12-29T07:00:00+08:00');
    expect(await collections.flagUnsettled('2026-12-29')).toBe(1);
    expect(await collections.flagUnsettled('2026-12-29')).toBe(0);
    await collections.runDay('2026-12-29');
    expect((await attemptOf()).attentionSince).toEqual(new Date('2026-12-29T07:00:00+08:00'));
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: 'ops@sinarkredit.com.my',
      subject: `Direct debit of agreement ${agreementNo} not settled after 3 working days`,
    });
    expect(sent[0]?.bodyText).toContain(
      `The direct-debit deduction of RM491.67 for agreement ${agreementNo} (instalment 1, attempt 1) was sent to the bank on 2026-12-23`,
    );

    const { id } = await attemptOf();
    const listed = await asOfficer(t, servicing, 'GET', MONEY_ATTENTION_PATHS.directDebit);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<MoneyAttentionList>().items).toEqual([
      {
        kind: 'directDebit',
        id,
        agreementNo,
        amountSen: 49_167,
        startedAt: '2026-12-22T23:00:00.000Z',
        attentionSince: '2026-12-28T23:00:00.000Z',
        reference: expect.any(String),
      },
    ]);

    const resolved = await asOfficer(t, servicing, 'POST', MONEY_ATTENTION_PATHS.resolveDirectDebit(id), {
      note: 'Bank confirms the deduction was never made; customer to pay at the counter',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<MoneyAttentionList>().items).toEqual([]);
    const [audit] = await t.db.query<Record<string, unknown>>(
      `select action, subject_type as "subjectType", actor_name as "actorName", actor_role as "actorRole", remark,
         before, after
       from audit_events where subject_id = $1`,
      [id],
    );
    expect(audit).toEqual({
      action: 'moneyAttention.resolve',
      subjectType: 'directDebitAttempt',
      actorName: 'Sara Servicing',
      actorRole: 'attestationOfficer',
      remark: 'Bank confirms the deduction was never made; customer to pay at the counter',
      before: { agreementNo, amountSen: 49_167, attentionSince: '2026-12-28T23:00:00.000Z' },
      after: { agreementNo, amountSen: 49_167, resolvedAt: '2026-12-28T23:00:00.000Z' },
    });
    // Resolved, it is not marked or emailed again, and cannot be resolved twice.
    expect(await collections.flagUnsettled('2026-12-30')).toBe(0);
    expect(await alerts()).toHaveLength(1);
    const again = await asOfficer(t, servicing, 'POST', MONEY_ATTENTION_PATHS.resolveDirectDebit(id), {
      note: 'Once more',
    });
    expect(again.statusCode).toBe(404);
  });

  it('counts three working days from a deduction sent on a Monday morning: marked on the Thursday', async () => {
    t.clock.set('2026-12-07T07:00:00+08:00');
    await t.directDebit.failNext('holdCollection');
    expect(await collections.runDay('2026-12-07')).toMatchObject({ firstAttempts: 1 });
    await t.jobs.runDue();
    t.clock.set('2026-12-09T07:00:00+08:00');
    expect(await collections.flagUnsettled('2026-12-09')).toBe(0);
    t.clock.set('2026-12-10T07:00:00+08:00');
    expect(await collections.flagUnsettled('2026-12-10')).toBe(1);
    expect((await attemptOf('account-week')).attentionSince).toEqual(new Date('2026-12-10T07:00:00+08:00'));
    expect(await alerts(weekAgreementNo)).toHaveLength(1);
    // The deduction resolved in the first test is never marked again.
    expect(await alerts()).toHaveLength(1);
  });

  it('refuses a role that does not service accounts', async () => {
    expect((await asOfficer(t, verifier, 'GET', MONEY_ATTENTION_PATHS.directDebit)).statusCode).toBe(403);
    const { id } = await attemptOf();
    const resolve = await asOfficer(t, verifier, 'POST', MONEY_ATTENTION_PATHS.resolveDirectDebit(id), {
      note: 'Not mine to resolve',
    });
    expect(resolve.statusCode).toBe(403);
  });
});
