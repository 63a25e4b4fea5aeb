import { describe, expect, it } from 'vitest';
import { type Sen, sen } from '../money/sen.ts';
import {
  type InstalmentComponent,
  type InstalmentState,
  instalmentOutstandingSen,
} from './instalment-state.ts';
import { allocatePayment, applyAllocations } from './payment-allocation.ts';

function amounts(dueSen: number) {
  return { dueSen: sen(dueSen), paidSen: sen(0), waivedSen: sen(0), writtenOffSen: sen(0) };
}

/** A schedule row as the statement prints it: due date, late charge, fee, interest, principal. */
function row(instalmentNo: number, dueOn: string, due: [number, number, number, number]): InstalmentState {
  const [lateCharge, fee, interest, principal] = due;
  return {
    instalmentNo,
    dueOn,
    components: {
      lateCharge: amounts(lateCharge),
      fee: amounts(fee),
      interest: amounts(interest),
      principal: amounts(principal),
    },
    metOn: null,
  };
}

/** The allocation as statement rows: instalment, component, amount in sen, paid ahead. */
function statement(
  allocations: readonly {
    instalmentNo: number;
    component: InstalmentComponent;
    amountSen: Sen;
    prepaid: boolean;
  }[],
) {
  return allocations.map((a) => [a.instalmentNo, a.component, a.amountSen, a.prepaid ? 'ahead' : 'due']);
}

// RM10,000 over 24 months at 18% flat: RM566.67 a month (RM150.00 interest, RM416.67 principal).
const schedule = [
  row(1, '2027-01-10', [0, 0, 15_000, 41_667]),
  row(2, '2027-02-10', [0, 0, 15_000, 41_667]),
  row(3, '2027-03-10', [0, 0, 15_000, 41_667]),
];

describe('allocatePayment', () => {
  it('meets a late charge, then a fee, then interest, then principal', () => {
    const overdue = [row(1, '2027-01-10', [1_823, 1_000, 15_000, 41_667]), ...schedule.slice(1)];
    const result = allocatePayment(overdue, sen(30_000), 'conventional', '2027-02-01');
    expect(statement(result.allocations)).toEqual([
      [1, 'lateCharge', 1_823, 'due'],
      [1, 'fee', 1_000, 'due'],
      [1, 'interest', 15_000, 'due'],
      [1, 'principal', 12_177, 'due'],
    ]);
    expect(result.allocatedSen).toBe(30_000);
    expect(result.excess).toEqual({ kind: 'none', amountSen: 0 });
  });

  it('meets the oldest instalment due first, every component of it before the next', () => {
    const twoLate = [
      row(1, '2027-01-10', [500, 0, 15_000, 41_667]),
      row(2, '2027-02-10', [120, 1_000, 15_000, 41_667]),
      schedule[2] as InstalmentState,
    ];
    const result = allocatePayment(twoLate, sen(60_000), 'conventional', '2027-02-20');
    expect(statement(result.allocations)).toEqual([
      [1, 'lateCharge', 500, 'due'],
      [1, 'interest', 15_000, 'due'],
      [1, 'principal', 41_667, 'due'],
      [2, 'lateCharge', 120, 'due'],
      [2, 'fee', 1_000, 'due'],
      [2, 'interest', 1_713, 'due'],
    ]);
  });

  it('pays the next instalments ahead, interest then principal, once what is due is met', () => {
    const result = allocatePayment(schedule, sen(100_000), 'conventional', '2027-01-10');
    expect(statement(result.allocations)).toEqual([
      [1, 'interest', 15_000, 'due'],
      [1, 'principal', 41_667, 'due'],
      [2, 'interest', 15_000, 'ahead'],
      [2, 'principal', 28_333, 'ahead'],
    ]);
    expect(result.excess.kind).toBe('none');
  });

  it('treats as due only the instalments falling due on or before the business date', () => {
    const lateTomorrow = [row(1, '2027-01-11', [700, 0, 15_000, 41_667])];
    const result = allocatePayment(lateTomorrow, sen(10_000), 'conventional', '2027-01-10');
    expect(statement(result.allocations)).toEqual([
      [1, 'lateCharge', 700, 'ahead'],
      [1, 'interest', 9_300, 'ahead'],
    ]);
  });

  describe('what is paid beyond everything owed', () => {
    const lastRow = [row(24, '2028-12-10', [0, 0, 15_000, 41_659])];
    const owed = 56_659;

    it.each([
      ['conventional', 1_000, 'adminFee'],
      ['conventional', 1_001, 'refundable'],
      ['islamic', 999, 'charity'],
      ['islamic', 1_000, 'refundable'],
    ] as const)('%s: an excess of %i sen is %s', (variant, excess, kind) => {
      const result = allocatePayment(lastRow, sen(owed + excess), variant, '2028-12-10');
      expect(result.allocatedSen).toBe(owed);
      expect(result.excess).toEqual({ kind, amountSen: excess });
    });

    it('is excess only once nothing at all is outstanding', () => {
      const result = allocatePayment(schedule, sen(3 * 56_667 + 500), 'conventional', '2027-01-10');
      expect(result.allocatedSen).toBe(3 * 56_667);
      expect(result.excess).toEqual({ kind: 'adminFee', amountSen: 500 });
    });
  });

  it('refuses a payment of nothing', () => {
    expect(() => allocatePayment(schedule, sen(0), 'islamic', '2027-01-10')).toThrow();
  });
});

describe('applyAllocations', () => {
  it('marks an instalment met on the day it is paid in full, and a reversal restores it exactly', () => {
    const { allocations } = allocatePayment(schedule, sen(70_000), 'conventional', '2027-01-10');
    const paid = applyAllocations(schedule, allocations, '2027-01-10');
    expect(
      paid.map((instalment) => [
        instalment.instalmentNo,
        instalmentOutstandingSen(instalment),
        instalment.metOn,
      ]),
    ).toEqual([
      [1, 0, '2027-01-10'],
      [2, 43_334, null],
      [3, 56_667, null],
    ]);
    expect(applyAllocations(paid, allocations, '2027-01-12', -1)).toEqual(schedule);
  });
});
