import { randomUUID } from 'node:crypto';
import { JOMPAY_PATHS, type JompayLine, jompayRef1 } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { asOfficer, officerHeaders, type TestOfficer } from '../review/testing.ts';
import { JompayReturnPayouts } from './jompay-return-service.ts';

/**
 * A parked JomPAY line returned to its payer is paid back through the payout provider (decision 048): queued in the
 * officer's transaction, instructed once under the line's own reference, settled by the bank's signed notice as
 * paid or failed, audited, and shown on the back office's list of returned lines.
 */

let t: TestApp;
let team: ReviewTeam;
const BILLER = '83212';
// An agreement number no account has: its Ref-1 passes the check digit, so its lines are parked.
const UNKNOWN = jompayRef1('SKL-2026-999991');

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  t.clock.set('2027-01-05T01:00:00Z');
  // The payers' bank knows the payment behind JPB-RET-1, not the one behind JPB-RET-2.
  await t.db.query(
    `insert into sandbox_jompay_payments (biller_code, ref1, amount_sen, bank_reference, paid_at, paid_on, file_date)
     values ($1, $2, 15000, 'JPB-RET-1', '2027-01-04T02:00:00Z', '2027-01-04', '2027-01-04')`,
    [BILLER, UNKNOWN],
  );
  const file = [
    `H,${BILLER},20270104`,
    `D,${BILLER},20270104,${UNKNOWN},,150.00,JPB-RET-1`,
    `D,${BILLER},20270104,${UNKNOWN},,75.00,JPB-RET-2`,
    'T,2,225.00',
  ].join('\r\n');
  const uploaded = await post(team.admin, JOMPAY_PATHS.upload, {
    fileName: 'jompay-20270104.txt',
    content: file,
  });
  expect(uploaded.json()).toMatchObject({ counts: { parked: 2 } });
});
afterAll(() => t.close());

async function post(officer: TestOfficer, url: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await officerHeaders(t, officer)), 'idempotency-key': randomUUID() },
    payload: payload as Record<string, unknown>,
  });
}

async function parkedLine(bankReference: string): Promise<JompayLine> {
  const lines = (await asOfficer(t, team.admin, 'GET', JOMPAY_PATHS.parked)).json() as JompayLine[];
  const line = lines.find((candidate) => candidate.bankReference === bankReference);
  if (!line) throw new Error(`no parked line ${bankReference}`);
  return line;
}

async function returned(): Promise<JompayLine[]> {
  return (await asOfficer(t, team.admin, 'GET', JOMPAY_PATHS.returned)).json() as JompayLine[];
}

describe('returning a parked JomPAY line to its payer', () => {
  it('queues the payout back in the officer’s transaction, then pays it once and records the bank’s reference', async () => {
    const line = await parkedLine('JPB-RET-1');
    const response = await post(team.admin, JOMPAY_PATHS.markForReturn(line.id), {
      remark: 'Payer has no agreement with us',
    });
    expect(response.json()).toMatchObject({ status: 'returned', returnPayout: { status: 'pending' } });
    await t.jobs.runDue();
    await t.jobs.runDue();
    const [shown] = await returned();
    expect(shown).toMatchObject({
      id: line.id,
      status: 'returned',
      returnPayout: {
        status: 'paid',
        bankReference: expect.stringMatching(/^IBG\d{16}$/),
        failureReason: null,
      },
    });
    const payouts = await t.db.query<Record<string, unknown>>(
      `select reference, returns_bank_reference as "returns", amount_sen as "amountSen", status
       from sandbox_payouts where reference like 'JPR-%'`,
    );
    expect(payouts).toEqual([
      { reference: `JPR-${line.id}`, returns: 'JPB-RET-1', amountSen: 15_000, status: 'paid' },
    ]);
    const [audit] = await t.db.query<Record<string, unknown>>(
      `select actor_kind as "actorKind", before, after from audit_events
       where action = 'jompayLine.returnSettled' and subject_id = $1`,
      [line.id],
    );
    expect(audit).toEqual({
      actorKind: 'system',
      before: { returnStatus: 'instructed', amountSen: 15_000 },
      after: {
        returnStatus: 'paid',
        amountSen: 15_000,
        bankReference: shown?.returnPayout?.bankReference,
        failureReason: null,
      },
    });
  });

  it('never pays twice: the job again, and the notice again, change nothing', async () => {
    const [line] = await returned();
    if (!line) throw new Error('no returned line');
    const payouts = new JompayReturnPayouts({ db: t.db, clock: t.clock, payout: t.payout });
    await payouts.instruct(line.id);
    const [{ count }] = (await t.db.query<{ count: number }>(
      `select count(*)::int as count from sandbox_payouts where reference = $1`,
      [`JPR-${line.id}`],
    )) as [{ count: number }];
    expect(count).toBe(1);
    const [entries] = (await t.db.query<{ count: number }>(
      `select count(*)::int as count from audit_events where action = 'jompayLine.returnSettled'`,
    )) as [{ count: number }];
    expect(entries.count).toBe(1);
  });

  it('records the bank’s refusal when the payer’s bank knows no such payment', async () => {
    const line = await parkedLine('JPB-RET-2');
    await post(team.admin, JOMPAY_PATHS.markForReturn(line.id), { remark: 'Not ours' });
    // The bank reports its notice twice: the line is settled, and audited, once.
    await t.payout.failNext('repeatNotice');
    await t.jobs.runDue();
    await t.jobs.runDue();
    const shown = (await returned()).find((candidate) => candidate.id === line.id);
    expect(shown?.returnPayout).toEqual({
      status: 'failed',
      bankReference: null,
      failureReason: 'accountNotFound',
    });
    const entries = await t.db.query<{ after: unknown }>(
      `select after from audit_events where action = 'jompayLine.returnSettled' and subject_id = $1`,
      [line.id],
    );
    expect(entries).toEqual([
      {
        after: {
          returnStatus: 'failed',
          amountSen: 7_500,
          bankReference: null,
          failureReason: 'accountNotFound',
        },
      },
    ]);
    expect(await t.payout.armedFailures()).toEqual({});
  });
});
