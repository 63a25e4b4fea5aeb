import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { quoteLoan } from './quote.ts';
import { stampDuty } from './stamp-duty.ts';

describe('stamp duty on the agreement', () => {
  it.each([
    // principal (sen), variant, duty (sen)
    [100_000, 'conventional', 500],
    [350_000, 'islamic', 1_750],
    [1_000_000, 'conventional', 5_000],
    [123_401, 'conventional', 617], // 617.005 rounds half-up
    [123_300, 'islamic', 617], // 616.5 rounds half-up
    [123_299, 'islamic', 616], // 616.495 rounds down
  ] as const)('RM%s sen, %s: %s sen', (principal, variant, duty) => {
    expect(stampDuty(sen(principal), variant)).toBe(duty);
  });

  it('is the figure the quote deducts', () => {
    for (const variant of ['conventional', 'islamic'] as const)
      expect(quoteLoan({ variant, amountSen: sen(700_000), tenureMonths: 12 }).stampDutySen).toBe(
        stampDuty(sen(700_000), variant),
      );
  });
});
