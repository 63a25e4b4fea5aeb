import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { openedAccount } from './testing.ts';

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

describe('opening', () => {
  it('opens the 24-month RM10,000 loan', async () => {
    const account = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: '2026-12-01',
    });
    const rows = await t.db.query(
      'select * from loan_instalments where account_id = $1 order by instalment_no',
      [account.accountId],
    );
    console.log(rows.slice(0, 2), rows.at(-1));
    expect(rows).toHaveLength(24);
  });
});
