import { sen, type TenureRow } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { paidAndRemaining } from './paid-chart.tsx';
import { ROWS } from './test-fixtures.ts';

describe("the chart's figures", () => {
  it('sums what came in and what is owed over every component of every row', () => {
    expect(paidAndRemaining(ROWS)).toEqual({
      paidSen: 36_334,
      waivedSen: 0,
      remainingSen: 72_789,
      totalSen: 109_123,
      rowsMet: 2,
      rowCount: 6,
    });
  });

  it('keeps a waived late charge apart from what is paid and what remains', () => {
    const [first, second, third, ...rest] = ROWS as [TenureRow, TenureRow, TenureRow, ...TenureRow[]];
    // Instalment 3's RM1.23 late charge waived by an officer: the row still owes its RM181.67.
    const waived: TenureRow = {
      ...third,
      components: {
        ...third.components,
        lateCharge: {
          dueSen: sen(123),
          paidSen: sen(0),
          waivedSen: sen(123),
          writtenOffSen: sen(0),
          outstandingSen: sen(0),
        },
      },
      outstandingSen: sen(18_167),
    };
    expect(paidAndRemaining([first, second, waived, ...rest])).toEqual({
      paidSen: 36_334,
      waivedSen: 123,
      remainingSen: 72_666,
      totalSen: 109_123,
      rowsMet: 2,
      rowCount: 6,
    });
  });
});
