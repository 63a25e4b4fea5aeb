import { describe, expect, it } from 'vitest';
import { quoteLoan } from '../loan/quote.ts';
import { repaymentSchedule } from '../loan/schedule.ts';
import { sen } from '../money/sen.ts';
import {
  DELINQUENCY_BUCKET_KEYS,
  DELINQUENCY_BUCKETS,
  daysPastDue,
  delinquencyBucket,
  REMINDER_LETTER_SUBJECT_KEYS,
  reminderLetterOn,
} from './delinquency.ts';
import type { InstalmentState } from './instalment-state.ts';
import { openingInstalments } from './opening-instalments.ts';

const quote = quoteLoan({ variant: 'conventional', amountSen: sen(100_000), tenureMonths: 6 });
// Due 2026-02-14, 03-14, 04-14, 05-14, 06-14, 07-14.
const opening = openingInstalments(repaymentSchedule({ quote, signedOn: '2026-01-15' }));

function paid(rows: readonly InstalmentState[], ...instalmentNos: number[]): InstalmentState[] {
  return rows.map((row) =>
    instalmentNos.includes(row.instalmentNo)
      ? {
          ...row,
          components: {
            ...row.components,
            interest: { ...row.components.interest, paidSen: row.components.interest.dueSen },
            principal: { ...row.components.principal, paidSen: row.components.principal.dueSen },
          },
        }
      : row,
  );
}

describe('daysPastDue', () => {
  it.each([
    ['2026-02-13', 0],
    ['2026-02-14', 0], // the due date itself is still on time
    ['2026-02-15', 1],
    ['2026-03-16', 30],
    ['2026-04-15', 60], // instalment 1 is still the oldest unpaid
  ])('on %s an account with nothing paid is %s days past due', (businessDate, days) => {
    expect(daysPastDue(opening, businessDate)).toBe(days);
  });

  it('counts from the oldest instalment still unpaid', () => {
    expect(daysPastDue(paid(opening, 1), '2026-04-15')).toBe(32);
    expect(daysPastDue(paid(opening, 1, 2), '2026-04-15')).toBe(1);
    expect(daysPastDue(paid(opening, 1, 2, 3), '2026-04-15')).toBe(0);
  });

  it('is not made past due by a late charge or fee left unpaid', () => {
    const [first, ...rest] = paid(opening, 1);
    if (!first) throw new Error('no first instalment');
    const withFee = {
      ...first,
      components: { ...first.components, fee: { ...first.components.fee, dueSen: sen(1_000) } },
    };
    expect(daysPastDue([withFee, ...rest], '2026-03-01')).toBe(0);
  });
});

describe('delinquencyBucket', () => {
  it.each([
    [0, 'current'],
    [1, '1-30'],
    [30, '1-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
    [400, '90+'],
  ])('%s days past due is %s', (days, bucket) => {
    expect(delinquencyBucket(days)).toBe(bucket);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => delinquencyBucket(-1)).toThrow(RangeError);
    expect(() => delinquencyBucket(1.5)).toThrow(RangeError);
  });

  it('names every bucket in the catalog', () => {
    expect(DELINQUENCY_BUCKETS.map((bucket) => DELINQUENCY_BUCKET_KEYS[bucket])).toEqual([
      'servicingRules.delinquency.current',
      'servicingRules.delinquency.days1to30',
      'servicingRules.delinquency.days31to60',
      'servicingRules.delinquency.days61to90',
      'servicingRules.delinquency.over90',
    ]);
  });
});

describe('reminder letters', () => {
  it.each([
    [6, null],
    [7, 'firstReminder'],
    [8, null],
    [30, 'secondReminder'],
    [60, 'finalNotice'],
    [90, null],
  ])('at %s days past due the letter is %s', (days, letter) => {
    expect(reminderLetterOn(days)?.letter ?? null).toBe(letter);
  });

  it('charges RM10 postage for each', () => {
    expect(reminderLetterOn(7)).toEqual({ letter: 'firstReminder', postageSen: 1_000 });
    expect(REMINDER_LETTER_SUBJECT_KEYS.finalNotice).toBe('servicingRules.reminderLetter.finalNotice');
  });
});
