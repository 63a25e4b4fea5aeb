import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { lateChargeSen } from '../loan/late-charge.ts';
import { quoteLoan } from '../loan/quote.ts';
import { repaymentSchedule } from '../loan/schedule.ts';
import { sen } from '../money/sen.ts';
import {
  applyCloseOfBusinessPlan,
  type CloseOfBusinessPlan,
  closeOfBusinessPlan,
  type ServicingAccountState,
} from './close-of-business.ts';
import { componentOutstandingSen, type InstalmentState } from './instalment-state.ts';
import { openingInstalments } from './opening-instalments.ts';
import { dayAfter } from './servicing-dates.ts';

// RM1,000 over 6 months at 8% late interest: RM181.67 due on the 14th of each month from 2026-02-14.
const quote = quoteLoan({ variant: 'conventional', amountSen: sen(100_000), tenureMonths: 6 });
const opened: ServicingAccountState = {
  variant: 'conventional',
  status: 'ACTIVE',
  instalments: openingInstalments(repaymentSchedule({ quote, signedOn: '2026-01-15' })),
  lastClosedOn: '2026-02-12',
  bucket: 'current',
};

/** Closes each day in turn through `to`, keeping each day's plan. */
function closeThrough(account: ServicingAccountState, to: string) {
  const plans: CloseOfBusinessPlan[] = [];
  let state = account;
  for (let day = dayAfter(state.lastClosedOn ?? to); day <= to; day = dayAfter(day)) {
    const plan = closeOfBusinessPlan(state, day);
    plans.push(plan);
    state = applyCloseOfBusinessPlan(state, plan);
  }
  return { state, plans };
}

function payInstalment(account: ServicingAccountState, instalmentNo: number): ServicingAccountState {
  const instalments = account.instalments.map((row): InstalmentState => {
    if (row.instalmentNo !== instalmentNo) return row;
    const settle = (component: 'interest' | 'principal') => ({
      ...row.components[component],
      paidSen: row.components[component].dueSen,
    });
    return {
      ...row,
      components: { ...row.components, interest: settle('interest'), principal: settle('principal') },
    };
  });
  return { ...account, instalments };
}

function owed(account: ServicingAccountState, instalmentNo: number) {
  const row = account.instalments.find((candidate) => candidate.instalmentNo === instalmentNo);
  if (!row) throw new Error(`no instalment ${instalmentNo}`);
  return {
    lateCharge: componentOutstandingSen(row.components.lateCharge),
    fee: componentOutstandingSen(row.components.fee),
  };
}

describe('closeOfBusinessPlan', () => {
  it('plans each day of a first instalment left unpaid: due, overdue, a late charge a day, the bucket, a reminder', () => {
    const { state, plans } = closeThrough(opened, '2026-02-22');
    expect(plans.map((plan) => [plan.businessDate, plan.daysPastDue, plan.bucket, plan.actions])).toEqual([
      ['2026-02-13', 0, 'current', []],
      ['2026-02-14', 0, 'current', [{ kind: 'instalmentDue', instalmentNo: 1, dueSen: 18_167 }]],
      [
        '2026-02-15',
        1,
        '1-30',
        [
          { kind: 'instalmentOverdue', instalmentNo: 1, overdueSen: 18_167 },
          { kind: 'lateCharge', instalmentNo: 1, day: 1, annualBp: 800, overdueSen: 18_167, amountSen: 4 },
          { kind: 'bucketChange', from: 'current', to: '1-30', daysPastDue: 1 },
        ],
      ],
      [
        '2026-02-16',
        2,
        '1-30',
        [{ kind: 'lateCharge', instalmentNo: 1, day: 2, annualBp: 800, overdueSen: 18_167, amountSen: 4 }],
      ],
      [
        '2026-02-17',
        3,
        '1-30',
        [{ kind: 'lateCharge', instalmentNo: 1, day: 3, annualBp: 800, overdueSen: 18_167, amountSen: 4 }],
      ],
      [
        '2026-02-18',
        4,
        '1-30',
        [{ kind: 'lateCharge', instalmentNo: 1, day: 4, annualBp: 800, overdueSen: 18_167, amountSen: 4 }],
      ],
      [
        '2026-02-19',
        5,
        '1-30',
        [{ kind: 'lateCharge', instalmentNo: 1, day: 5, annualBp: 800, overdueSen: 18_167, amountSen: 4 }],
      ],
      [
        '2026-02-20',
        6,
        '1-30',
        [{ kind: 'lateCharge', instalmentNo: 1, day: 6, annualBp: 800, overdueSen: 18_167, amountSen: 4 }],
      ],
      [
        '2026-02-21',
        7,
        '1-30',
        [
          { kind: 'lateCharge', instalmentNo: 1, day: 7, annualBp: 800, overdueSen: 18_167, amountSen: 4 },
          {
            kind: 'reminderLetter',
            letter: 'firstReminder',
            instalmentNo: 1,
            daysPastDue: 7,
            postageSen: 1_000,
          },
        ],
      ],
      [
        '2026-02-22',
        8,
        '1-30',
        [{ kind: 'lateCharge', instalmentNo: 1, day: 8, annualBp: 800, overdueSen: 18_167, amountSen: 4 }],
      ],
    ]);
    // Eight days on RM181.67: RM181.67 x 8% x 8/365 = 31.85 sen -> 32 sen, and RM10 postage.
    expect(owed(state, 1)).toEqual({ lateCharge: 32, fee: 1_000 });
    expect(state).toMatchObject({ lastClosedOn: '2026-02-22', bucket: '1-30' });
  });

  it('plans nothing for a day already closed, so running the close again changes nothing', () => {
    const { state } = closeThrough(opened, '2026-02-21');
    const again = closeOfBusinessPlan(state, '2026-02-21');
    expect(again).toEqual({
      businessDate: '2026-02-21',
      alreadyClosed: true,
      actions: [],
      daysPastDue: 7,
      bucket: '1-30',
    });
    expect(applyCloseOfBusinessPlan(state, again)).toBe(state);
    expect(closeOfBusinessPlan(state, '2026-02-15')).toMatchObject({ alreadyClosed: true, actions: [] });
  });

  it('refuses to skip a day: missed days are closed one by one', () => {
    const attempt = () => closeOfBusinessPlan(opened, '2026-02-15');
    expect(attempt).toThrow(DomainRuleError);
    expect(attempt).toThrow(
      expect.objectContaining({
        key: 'servicingRules.closeOfBusiness.dayMissed',
        kind: 'conflict',
        params: { date: '2026-02-13' },
      }),
    );
  });

  it('stops charging once the instalment is paid and moves the account back to current', () => {
    const { state } = closeThrough(opened, '2026-02-21');
    const afterPayment = closeOfBusinessPlan(payInstalment(state, 1), '2026-02-22');
    expect(afterPayment.actions).toEqual([
      { kind: 'bucketChange', from: '1-30', to: 'current', daysPastDue: 0 },
    ]);
    // The seven days' charges and the postage stay owed until paid; they do not make the account past due.
    expect(owed(state, 1)).toEqual({ lateCharge: 28, fee: 1_000 });
  });

  it('moves through the buckets and letters as an instalment stays unpaid, without drifting from the formula', () => {
    const paidFirst = payInstalment(closeThrough(opened, '2026-03-13').state, 1);
    const { state, plans } = closeThrough(paidFirst, '2026-05-14');
    const notable = plans.flatMap((plan) =>
      plan.actions
        .filter((action) => action.kind !== 'lateCharge')
        .map((action) => [plan.businessDate, action] as const),
    );
    expect(notable).toEqual([
      ['2026-03-14', { kind: 'instalmentDue', instalmentNo: 2, dueSen: 18_167 }],
      // Instalment 1 was paid after the close of 2026-03-13: the next close finds the account current again.
      ['2026-03-14', { kind: 'bucketChange', from: '1-30', to: 'current', daysPastDue: 0 }],
      ['2026-03-15', { kind: 'instalmentOverdue', instalmentNo: 2, overdueSen: 18_167 }],
      ['2026-03-15', { kind: 'bucketChange', from: 'current', to: '1-30', daysPastDue: 1 }],
      [
        '2026-03-21',
        {
          kind: 'reminderLetter',
          letter: 'firstReminder',
          instalmentNo: 2,
          daysPastDue: 7,
          postageSen: 1_000,
        },
      ],
      [
        '2026-04-13',
        {
          kind: 'reminderLetter',
          letter: 'secondReminder',
          instalmentNo: 2,
          daysPastDue: 30,
          postageSen: 1_000,
        },
      ],
      ['2026-04-14', { kind: 'instalmentDue', instalmentNo: 3, dueSen: 18_167 }],
      ['2026-04-14', { kind: 'bucketChange', from: '1-30', to: '31-60', daysPastDue: 31 }],
      ['2026-04-15', { kind: 'instalmentOverdue', instalmentNo: 3, overdueSen: 18_167 }],
      [
        '2026-05-13',
        {
          kind: 'reminderLetter',
          letter: 'finalNotice',
          instalmentNo: 2,
          daysPastDue: 60,
          postageSen: 1_000,
        },
      ],
      ['2026-05-14', { kind: 'instalmentDue', instalmentNo: 4, dueSen: 18_167 }],
      ['2026-05-14', { kind: 'bucketChange', from: '31-60', to: '61-90', daysPastDue: 61 }],
    ]);
    // Instalment 2, 61 days late: RM181.67 x 8% x 61/365 = RM2.43; instalment 3, 30 days: RM1.19.
    expect(owed(state, 2)).toEqual({ lateCharge: 243, fee: 3_000 });
    expect(owed(state, 3)).toEqual({ lateCharge: 119, fee: 0 });
    expect(owed(state, 2).lateCharge).toBe(
      lateChargeSen({ variant: 'conventional', overdueSen: sen(18_167), days: 61 }),
    );
  });

  it('only marks the day closed for an account that is no longer active', () => {
    const writtenOff: ServicingAccountState = { ...opened, status: 'WRITEOFF', lastClosedOn: '2026-03-01' };
    const plan = closeOfBusinessPlan(writtenOff, '2026-03-02');
    expect(plan).toMatchObject({ alreadyClosed: false, actions: [], daysPastDue: 16 });
    expect(applyCloseOfBusinessPlan(writtenOff, plan)).toMatchObject({
      lastClosedOn: '2026-03-02',
      instalments: writtenOff.instalments,
    });
  });

  it('accepts any day for an account never closed before', () => {
    const fresh = { ...opened, lastClosedOn: null };
    expect(closeOfBusinessPlan(fresh, '2026-02-14').actions).toEqual([
      { kind: 'instalmentDue', instalmentNo: 1, dueSen: 18_167 },
    ]);
  });

  it('gives the same account whether each day is closed once or run again, whatever is paid when', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 200 }),
        (payDays, length) => {
          const last = dayAfter('2026-02-12', length);
          let once = opened;
          let twice = opened;
          for (let day = '2026-02-13', n = 1; day <= last; day = dayAfter(day), n++) {
            // On each drawn day the oldest instalment with anything outstanding is paid.
            const paying = payDays.includes(n);
            const pay = (state: ServicingAccountState) => {
              const oldest = state.instalments.find(
                (row) => componentOutstandingSen(row.components.principal) > 0,
              );
              return paying && oldest ? payInstalment(state, oldest.instalmentNo) : state;
            };
            once = applyCloseOfBusinessPlan(pay(once), closeOfBusinessPlan(pay(once), day));
            twice = pay(twice);
            twice = applyCloseOfBusinessPlan(twice, closeOfBusinessPlan(twice, day));
            twice = applyCloseOfBusinessPlan(twice, closeOfBusinessPlan(twice, day));
          }
          expect(twice).toEqual(once);
          expect(once.lastClosedOn).toBe(last);
        },
      ),
      { numRuns: 100 },
    );
  });
});
