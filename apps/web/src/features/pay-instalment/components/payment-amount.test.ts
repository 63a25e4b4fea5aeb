import { type AccountDetails, sen } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { amountDueSen, largestPaymentSen, readChosenAmount } from './payment-amount.ts';

const account = (overdue: number, current: number, outstanding: number) =>
  ({
    overdueInstalmentSen: sen(overdue),
    currentInstalmentSen: sen(current),
    outstandingBalanceSen: sen(outstanding),
  }) as AccountDetails;

describe('the amount to pay', () => {
  it('is the overdue and the current instalment, never beyond what is owed', () => {
    expect(amountDueSen(account(18_290, 18_167, 72_789))).toBe(36_457);
    expect(amountDueSen(account(0, 18_165, 18_165))).toBe(18_165);
    expect(amountDueSen(account(18_290, 18_167, 20_000))).toBe(20_000);
    expect(amountDueSen(account(0, 0, 0))).toBe(0);
  });

  it('may be at most what is owed, and at most RM30,000 at once', () => {
    expect(largestPaymentSen(account(0, 0, 72_789))).toBe(72_789);
    expect(largestPaymentSen(account(0, 0, 5_000_000))).toBe(3_000_000);
  });

  it('reads a chosen amount to the sen, from RM1 to the largest', () => {
    const largest = sen(72_789);
    expect(readChosenAmount('150', largest)).toEqual({ sen: 15_000 });
    expect(readChosenAmount('RM 1,000.05', sen(200_000))).toEqual({ sen: 100_005 });
    expect(readChosenAmount('727.89', largest)).toEqual({ sen: 72_789 });
    expect(readChosenAmount('1.00', largest)).toEqual({ sen: 100 });
    expect(readChosenAmount(' ', largest)).toEqual({ problem: 'required' });
    expect(readChosenAmount('ten', largest)).toEqual({ problem: 'invalid' });
    expect(readChosenAmount('1.005', largest)).toEqual({ problem: 'invalid' });
    expect(readChosenAmount('0.99', largest)).toEqual({ problem: 'tooSmall' });
    expect(readChosenAmount('727.90', largest)).toEqual({ problem: 'tooLarge' });
  });
});
