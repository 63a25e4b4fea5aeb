import {
  DomainRuleError,
  INSTALMENT_COMPONENTS,
  PAYMENT_CHANNELS,
  type PaymentChannel,
  sen,
} from '@sinar/domain';
import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { ledgerBalancesOf, unbalancedEntries } from './ledger-repository.ts';
import {
  type CheckerActor,
  chargeInstalment,
  postPayment,
  reversePayment,
  settleEarly,
  settlementQuote,
  waiveCharges,
} from './ledger-service.ts';
import { findLoanAccount, instalmentsOf } from './loan-account-repository.ts';
import { type OpenedAccount, openedAccount } from './testing.ts';

/**
 * Random operations on a few accounts (issue 13's proof): payments by every channel, repeats of a reference with
 * the same and another amount, reversals, charges, waivers, days passing and early settlements (at the day's amount,
 * short of it or beyond it, and reversed like any payment). Afterwards every entry balances, each account's cached
 * figures equal the sum of its ledger lines, and no channel reference is posted twice.
 */

const RUNS = 4;
const OPERATIONS_PER_RUN = 2_500;
const ACCOUNTS_PER_RUN = 3;

type Operation =
  | { kind: 'pay'; account: number; channel: PaymentChannel; amountSen: number }
  | { kind: 'repeat'; pick: number; otherAmount: boolean }
  | { kind: 'reverse'; pick: number }
  | {
      kind: 'charge';
      account: number;
      instalment: number;
      component: 'lateCharge' | 'fee';
      amountSen: number;
    }
  | { kind: 'waive'; account: number; instalment: number }
  | { kind: 'days'; days: number }
  | { kind: 'settle'; account: number; channel: PaymentChannel; differenceSen: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      account: fc.nat(ACCOUNTS_PER_RUN - 1),
      channel: fc.constantFrom(...PAYMENT_CHANNELS),
      amountSen: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 2_000, max: 120_000 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('repeat' as const), pick: fc.nat(), otherAmount: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      account: fc.nat(ACCOUNTS_PER_RUN - 1),
      instalment: fc.integer({ min: 1, max: 24 }),
      component: fc.constantFrom('lateCharge' as const, 'fee' as const),
      amountSen: fc.integer({ min: 1, max: 3_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('waive' as const),
      account: fc.nat(ACCOUNTS_PER_RUN - 1),
      instalment: fc.integer({ min: 1, max: 24 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 12 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      account: fc.nat(ACCOUNTS_PER_RUN - 1),
      channel: fc.constantFrom(...PAYMENT_CHANNELS),
      // What is paid beside the day's settlement amount: short of it, exactly it, or more.
      differenceSen: fc.oneof(fc.constant(0), fc.integer({ min: -5_000, max: 5_000 })),
    }),
  },
);

/** The Islamic interbank rate the quote's late charges after maturity use. */
const TERMS = { afterMaturityAnnualBp: 300 };

const checker: CheckerActor = {
  officerId: '00000000-0000-4000-8000-0000000c4ec4',
  name: 'Chandra Admin',
  role: 'admin',
};

/** Refusals the rules allow in a random walk; anything else fails the run. */
const EXPECTED_REFUSALS = new Set([
  'loanAccounts.referenceReused',
  'loanAccounts.alreadyReversed',
  'loanAccounts.notActive',
  'loanAccounts.notFound',
  'loanAccounts.nothingToWaive',
  'servicingRules.settlement.settlementStands',
]);

let t: TestApp;
let team: ReviewTeam;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
});
afterAll(() => t.close());

interface Posting {
  readonly accountId: string;
  readonly channel: PaymentChannel;
  readonly reference: string;
  readonly amountSen: number;
  readonly paymentId: string;
}

describe('the ledger under random operations', () => {
  it(`balances after ${RUNS * OPERATIONS_PER_RUN} operations, and each account's figures are its lines' sums`, async () => {
    let run = 0;
    let operationsDone = 0;
    let settled = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: OPERATIONS_PER_RUN, maxLength: OPERATIONS_PER_RUN }),
        async (operations) => {
          run += 1;
          const accounts: OpenedAccount[] = [];
          for (const [index, terms] of [
            { variant: 'conventional' as const, amountSen: 1_000_000, tenureMonths: 24 },
            { variant: 'islamic' as const, amountSen: 100_000, tenureMonths: 6 },
            { variant: 'conventional' as const, amountSen: 500_000, tenureMonths: 12 },
          ].entries())
            accounts.push(
              await openedAccount(t, team, {
                ...terms,
                madeOn: '2027-03-01',
                owed: index === 1 ? [100] : [],
              }),
            );
          let today = '2027-03-01';
          const postings: Posting[] = [];
          let serial = 0;
          for (const op of operations) {
            operationsDone += 1;
            try {
              await apply(op);
            } catch (error) {
              if (!(error instanceof DomainRuleError) || !EXPECTED_REFUSALS.has(error.key)) throw error;
            }
          }
          await expectConsistent(accounts, postings);

          async function apply(op: Operation): Promise<void> {
            const at = new Date(`${today}T04:00:00Z`);
            switch (op.kind) {
              case 'days':
                today = format(addDays(parseISO(today), op.days), 'yyyy-MM-dd');
                return;
              case 'pay': {
                const account = accounts[op.account] as OpenedAccount;
                serial += 1;
                const reference = `R${run}-${serial}`;
                const { payment, posted } = await t.db.transaction((tx) =>
                  postPayment(tx, {
                    accountId: account.accountId,
                    channel: op.channel,
                    reference,
                    amountSen: sen(op.amountSen),
                    receivedOn: today,
                    receivedAt: at,
                  }),
                );
                expect(posted).toBe(true);
                postings.push({
                  accountId: account.accountId,
                  channel: op.channel,
                  reference,
                  amountSen: op.amountSen,
                  paymentId: payment.id,
                });
                return;
              }
              case 'settle': {
                const account = accounts[op.account] as OpenedAccount;
                serial += 1;
                const reference = `S${run}-${serial}`;
                const { payment, posted, settlement } = await t.db.transaction(async (tx) => {
                  const row = await findLoanAccount(tx, account.accountId);
                  const due =
                    row?.status === 'ACTIVE'
                      ? (await settlementQuote(tx, row, today, TERMS).catch(() => null))?.settlementSen
                      : undefined;
                  const amountSen = Math.max(1, (due ?? 1_000) + op.differenceSen);
                  return settleEarly(tx, {
                    accountId: account.accountId,
                    channel: op.channel,
                    reference,
                    amountSen: sen(amountSen),
                    receivedOn: today,
                    receivedAt: at,
                    ...TERMS,
                    actor: {
                      actorKind: 'system',
                      actorId: null,
                      actorName: 'Property test',
                      actorRole: null,
                    },
                  });
                });
                expect(posted).toBe(true);
                if (settlement.outcome === 'settled') {
                  expect(settlement.closed).toBe(true);
                  settled += 1;
                }
                postings.push({
                  accountId: account.accountId,
                  channel: op.channel,
                  reference,
                  amountSen: payment.amountSen,
                  paymentId: payment.id,
                });
                return;
              }
              case 'repeat': {
                const first = postings[op.pick % Math.max(postings.length, 1)];
                if (!first) return;
                const amountSen = op.otherAmount ? first.amountSen + 1 : first.amountSen;
                const repeated = await t.db.transaction((tx) =>
                  postPayment(tx, {
                    accountId: first.accountId,
                    channel: first.channel,
                    reference: first.reference,
                    amountSen: sen(amountSen),
                    receivedOn: today,
                    receivedAt: at,
                  }),
                );
                expect(op.otherAmount).toBe(false);
                expect(repeated).toMatchObject({ posted: false, payment: { id: first.paymentId } });
                return;
              }
              case 'reverse': {
                const posting = postings[op.pick % Math.max(postings.length, 1)];
                if (!posting) return;
                await t.db.transaction((tx) =>
                  reversePayment(tx, {
                    paymentId: posting.paymentId,
                    reason: 'Returned',
                    actor: checker,
                    on: today,
                    at,
                  }),
                );
                return;
              }
              case 'charge': {
                const account = accounts[op.account] as OpenedAccount;
                await t.db.transaction((tx) =>
                  chargeInstalment(tx, {
                    accountId: account.accountId,
                    instalmentNo: op.instalment,
                    component: op.component,
                    amountSen: sen(op.amountSen),
                    on: today,
                    description: 'Charge',
                    at,
                  }),
                );
                return;
              }
              case 'waive': {
                const account = accounts[op.account] as OpenedAccount;
                await t.db.transaction(async (tx) => {
                  const row = (await instalmentsOf(tx, account.accountId)).find(
                    (i) => i.instalmentNo === op.instalment,
                  );
                  const late = row?.components.lateCharge;
                  const left = late ? late.dueSen - late.paidSen - late.waivedSen - late.writtenOffSen : 0;
                  await waiveCharges(tx, {
                    accountId: account.accountId,
                    waivers:
                      left > 0
                        ? [{ instalmentNo: op.instalment, component: 'lateCharge', amountSen: sen(left) }]
                        : [],
                    reason: 'Goodwill',
                    actor: checker,
                    on: today,
                    at,
                  });
                });
                return;
              }
            }
          }
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(operationsDone).toBe(RUNS * OPERATIONS_PER_RUN);
    // The walk did settle accounts, not only try to.
    expect(settled).toBeGreaterThan(0);
  }, 900_000);
});

async function expectConsistent(
  accounts: readonly OpenedAccount[],
  postings: readonly Posting[],
): Promise<void> {
  expect(await unbalancedEntries(t.db)).toEqual([]);
  const twice = await t.db.query(
    'select channel, reference from loan_payments group by channel, reference having count(*) > 1',
  );
  expect(twice).toEqual([]);
  // A settlement that stands leaves its account closed: only its own reversal reopens it.
  const openAfterSettling = await t.db.query(
    `select s.account_id from loan_settlements s join loan_payments p on p.id = s.payment_id
     join loan_accounts a on a.id = s.account_id
     where s.outcome = 'settled' and p.status = 'posted' and a.status <> 'CLOSED'`,
  );
  expect(openAfterSettling).toEqual([]);
  for (const { accountId } of accounts) {
    const [account, ledger, instalments] = await Promise.all([
      findLoanAccount(t.db, accountId),
      ledgerBalancesOf(t.db, accountId),
      instalmentsOf(t.db, accountId),
    ]);
    if (!account) throw new Error('account vanished');
    const line = (name: Parameters<typeof ledger.get>[0]) => Number(ledger.get(name) ?? 0);
    expect(account.outstanding).toEqual({
      lateCharge: line('loanLateChargeReceivable'),
      fee: line('loanFeeReceivable'),
      interest: line('loanInterestReceivable'),
      principal: line('loanPrincipalReceivable'),
    });
    expect(account.refundableSen).toBe(0 - line('customerRefundsPayable') || 0);
    for (const component of INSTALMENT_COMPONENTS) {
      const fromRows = instalments.reduce((sum, row) => {
        const c = row.components[component];
        return sum + c.dueSen - c.paidSen - c.waivedSen - c.writtenOffSen;
      }, 0);
      expect(account.outstanding[component]).toBe(fromRows);
    }
    // What came into the bank for this account is exactly its payments still posted.
    const [received] = await t.db.query<{ posted: number; payments: number }>(
      `select coalesce(sum(amount_sen) filter (where status = 'posted'), 0)::bigint as posted, count(*)::int as payments
       from loan_payments where account_id = $1`,
      [accountId],
    );
    expect(line('bankClearing')).toBe(received?.posted);
    const own = postings.filter((posting) => posting.accountId === accountId);
    const opening = account.variant === 'islamic' ? 1 : 0;
    expect(received?.payments).toBe(own.length + opening);
  }
}
