import { describe, expect, it } from 'vitest';
import { type Sen, sen } from '../money/sen.ts';
import type { InstalmentComponent } from './instalment-state.ts';
import {
  allocateRecovery,
  applyRecovery,
  unrecoveredSen,
  type WrittenOffInstalment,
} from './written-off-recovery.ts';

/** A written-off schedule row: due date, then what was written off of late charge, fee, interest, principal. */
function row(
  instalmentNo: number,
  dueOn: string,
  writtenOff: [number, number, number, number],
): WrittenOffInstalment {
  const [lateCharge, fee, interest, principal] = writtenOff.map((value) => sen(value)) as [
    Sen,
    Sen,
    Sen,
    Sen,
  ];
  return {
    instalmentNo,
    dueOn,
    writtenOffSen: { lateCharge, fee, interest, principal },
    recoveredSen: { lateCharge: sen(0), fee: sen(0), interest: sen(0), principal: sen(0) },
  };
}

// A 6-month RM1,000 loan written off after two instalments were paid: instalment 3 overdue with RM4.38 of late
// interest and RM10.00 of postage, instalments 4 to 6 not yet due.
const writtenOff = [
  row(3, '2026-09-25', [438, 1000, 667, 16_000]),
  row(4, '2026-10-25', [0, 0, 667, 16_667]),
  row(5, '2026-11-25', [0, 0, 667, 16_667]),
  row(6, '2026-12-25', [0, 0, 665, 16_666]),
];

const asRows = (
  allocations: readonly { instalmentNo: number; component: InstalmentComponent; amountSen: Sen }[],
) => allocations.map((a) => [a.instalmentNo, a.component, a.amountSen]);

describe('allocateRecovery', () => {
  it('meets the written-off components in the allocation order, the oldest instalment first', () => {
    const recovery = allocateRecovery(writtenOff, sen(20_000), 'conventional', '2026-11-30');
    expect(asRows(recovery.allocations)).toEqual([
      [3, 'lateCharge', 438],
      [3, 'fee', 1000],
      [3, 'interest', 667],
      [3, 'principal', 16_000],
      [4, 'interest', 667],
      [4, 'principal', 1228],
    ]);
    expect(recovery.allocatedSen).toBe(20_000);
    expect(recovery.excess).toEqual({ kind: 'none', amountSen: 0 });
  });

  it('treats what is beyond the whole write-off as excess, by the variant rule', () => {
    const total = 438 + 1000 + 667 + 16_000 + 667 + 16_667 + 667 + 16_667 + 665 + 16_666;
    expect(total).toBe(70_104);
    expect(allocateRecovery(writtenOff, sen(total + 500), 'conventional', '2026-11-30').excess).toEqual({
      kind: 'adminFee',
      amountSen: 500,
    });
    expect(allocateRecovery(writtenOff, sen(total + 500), 'islamic', '2026-11-30').excess).toEqual({
      kind: 'charity',
      amountSen: 500,
    });
    expect(allocateRecovery(writtenOff, sen(total + 5000), 'conventional', '2026-11-30').excess).toEqual({
      kind: 'refundable',
      amountSen: 5000,
    });
  });

  it('starts where earlier recoveries stopped', () => {
    const first = allocateRecovery(writtenOff, sen(1000), 'conventional', '2026-11-30');
    const after = applyRecovery(writtenOff, first.allocations);
    expect(unrecoveredSen(after[0] as WrittenOffInstalment, 'fee')).toBe(sen(438));
    const second = allocateRecovery(after, sen(1000), 'conventional', '2026-11-30');
    expect(asRows(second.allocations)).toEqual([
      [3, 'fee', 438],
      [3, 'interest', 562],
    ]);
  });
});

describe('applyRecovery', () => {
  it('undoes exactly a recovery when reversed', () => {
    const recovery = allocateRecovery(writtenOff, sen(20_000), 'islamic', '2026-11-30');
    const recovered = applyRecovery(writtenOff, recovery.allocations);
    expect(recovered[1]?.recoveredSen).toEqual({ lateCharge: 0, fee: 0, interest: 667, principal: 1228 });
    expect(applyRecovery(recovered, recovery.allocations, -1)).toEqual(writtenOff);
  });

  it('refuses to recover beyond a write-off or to undo what was never recovered', () => {
    expect(() =>
      applyRecovery(writtenOff, [{ instalmentNo: 3, component: 'fee', amountSen: sen(1001) }]),
    ).toThrow(RangeError);
    expect(() =>
      applyRecovery(writtenOff, [{ instalmentNo: 3, component: 'fee', amountSen: sen(1) }], -1),
    ).toThrow(RangeError);
  });
});
