import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { quoteLoan } from './quote.ts';
import { repaymentSchedule } from './schedule.ts';

const row = (
  instalmentNo: number,
  dueOn: string,
  instalmentSen: number,
  principalSen: number,
  interestSen: number,
  balanceAfterSen: number,
) => ({
  instalmentNo,
  dueOn,
  instalmentSen,
  principalSen,
  interestSen,
  balanceAfterSen,
});

describe('repaymentSchedule', () => {
  it('lays out RM1,000 over 6 months signed on 2026-01-15', () => {
    const quote = quoteLoan({ variant: 'conventional', amountSen: sen(100_000), tenureMonths: 6 });
    expect(repaymentSchedule({ quote, signedOn: '2026-01-15' })).toEqual([
      row(1, '2026-02-14', 18_167, 16_667, 1_500, 90_833),
      row(2, '2026-03-14', 18_167, 16_667, 1_500, 72_666),
      row(3, '2026-04-14', 18_167, 16_667, 1_500, 54_499),
      row(4, '2026-05-14', 18_167, 16_667, 1_500, 36_332),
      row(5, '2026-06-14', 18_167, 16_667, 1_500, 18_165),
      row(6, '2026-07-14', 18_165, 16_665, 1_500, 0),
    ]);
  });

  it('keeps a due day of the 31st, falling back to the month end only where the month is shorter', () => {
    const quote = quoteLoan({ variant: 'islamic', amountSen: sen(200_000), tenureMonths: 6 });
    // Signed 2027-12-01: first due 30 days later on 2027-12-31.
    expect(repaymentSchedule({ quote, signedOn: '2027-12-01' }).map((r) => r.dueOn)).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
  });

  it('refuses a date that does not exist', () => {
    const quote = quoteLoan({ variant: 'conventional', amountSen: sen(100_000), tenureMonths: 6 });
    expect(() => repaymentSchedule({ quote, signedOn: '2026-02-30' })).toThrow();
    expect(() => repaymentSchedule({ quote, signedOn: '15/01/2026' })).toThrow();
  });

  it('always sums each column exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 6, max: 24 }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (thousands, tenureMonths, signed) => {
          const quote = quoteLoan({
            variant: 'conventional',
            amountSen: sen(thousands * 100_000),
            tenureMonths,
          });
          const signedOn = signed.toISOString().slice(0, 10);
          const rows = repaymentSchedule({ quote, signedOn });
          expect(rows).toHaveLength(tenureMonths);
          expect(rows.reduce((sum, r) => sum + r.instalmentSen, 0)).toBe(quote.totalPayableSen);
          expect(rows.reduce((sum, r) => sum + r.principalSen, 0)).toBe(quote.amountSen);
          expect(rows.reduce((sum, r) => sum + r.interestSen, 0)).toBe(quote.totalInterestSen);
          expect(rows.at(-1)?.balanceAfterSen).toBe(0);
          const dueDates = rows.map((r) => r.dueOn);
          expect([...dueDates].sort()).toEqual(dueDates);
        },
      ),
    );
  });
});
