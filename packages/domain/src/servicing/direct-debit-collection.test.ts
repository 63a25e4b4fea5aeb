import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import {
  COLLECTION_FAILURE_REASONS,
  collectionAmountSen,
  collectionRetryOn,
  directDebitDay,
  nextWorkingDayAfter,
  unsettledCollectionAttentionOn,
} from './direct-debit-collection.ts';

describe('the debit day', () => {
  it.each([
    ['a Wednesday is its own debit day', '2026-12-02', '2026-12-02'],
    ['a Saturday moves to the Monday', '2026-12-05', '2026-12-07'],
    ['Christmas Day (a Friday) moves past the weekend to the Monday', '2026-12-25', '2026-12-28'],
    ['Deepavali and its replacement day move to the Tuesday', '2026-11-08', '2026-11-10'],
  ])('%s', (_case, dueOn, debitOn) => {
    expect(directDebitDay(dueOn)).toBe(debitOn);
  });
});

describe('retries after a failed deduction', () => {
  it('tries insufficient funds again on the next two working days, skipping a weekend and a public holiday', () => {
    // Thursday 24 December: Christmas Day falls on the Friday, so the retries are Monday 28 and Tuesday 29.
    expect(collectionRetryOn({ attemptNo: 1, reason: 'insufficientFunds', failedOn: '2026-12-24' })).toBe(
      '2026-12-28',
    );
    expect(collectionRetryOn({ attemptNo: 2, reason: 'insufficientFunds', failedOn: '2026-12-28' })).toBe(
      '2026-12-29',
    );
    expect(
      collectionRetryOn({ attemptNo: 3, reason: 'insufficientFunds', failedOn: '2026-12-29' }),
    ).toBeNull();
  });

  it('never tries again after any other failure', () => {
    for (const reason of COLLECTION_FAILURE_REASONS.filter((one) => one !== 'insufficientFunds'))
      expect(collectionRetryOn({ attemptNo: 1, reason, failedOn: '2026-12-02' })).toBeNull();
  });

  it('refuses an attempt number outside 1 to 3', () => {
    expect(() =>
      collectionRetryOn({ attemptNo: 4, reason: 'insufficientFunds', failedOn: '2026-12-02' }),
    ).toThrow(RangeError);
  });

  it('counts the working day after a Friday as the Monday', () => {
    expect(nextWorkingDayAfter('2026-12-04')).toBe('2026-12-07');
  });
});

describe('the amount asked of the bank', () => {
  it.each([
    ['the instalment due, within the mandate', 49_167, 60_000, 49_167],
    ['no more than the mandate allows', 98_334, 60_000, 60_000],
    ['nothing when nothing is due', 0, 60_000, 0],
  ])('%s', (_case, amountDueSen, mandateLimitSen, asked) => {
    expect(
      collectionAmountSen({ amountDueSen: sen(amountDueSen), mandateLimitSen: sen(mandateLimitSen) }),
    ).toBe(asked);
  });
});

describe('a deduction the bank has not settled', () => {
  it('needs an officer on the third working day after it was sent', () => {
    // Monday: Tuesday, Wednesday, Thursday.
    expect(unsettledCollectionAttentionOn('2026-12-07')).toBe('2026-12-10');
    // Friday: the weekend is skipped.
    expect(unsettledCollectionAttentionOn('2026-12-11')).toBe('2026-12-16');
    // Wednesday before Christmas Day: Thursday, then Monday and Tuesday.
    expect(unsettledCollectionAttentionOn('2026-12-23')).toBe('2026-12-29');
  });
});
