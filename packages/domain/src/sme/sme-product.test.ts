import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import {
  flatRateMonthlyInstalmentSen,
  smeMaximumAmountSen,
  smeProductOffer,
  smeStampingSen,
  staffMaximumAmountSen,
} from './sme-product.ts';

describe('the SME maximum: average recurring commission x tenure, rounded down to RM1,000', () => {
  it.each([
    // average commission a month, months, already committed by the partner id -> maximum; why
    [702_500, 12, 0, 8_400_000], // RM7,025.00 x 12 = RM84,300.00 -> RM84,000
    [702_500, 24, 0, 16_800_000], // RM7,025.00 x 24 = RM168,600.00 -> RM168,000
    [259_300, 6, 0, 1_500_000], // RM2,593.00 x 6 = RM15,558.00 -> RM15,000
    [50_000, 6, 0, 300_000], // RM500.00 x 6 = RM3,000.00: exactly the minimum
    [49_999, 6, 0, 0], // RM499.99 x 6 = RM2,999.94: below the RM3,000 minimum
    [2_500_000, 24, 0, 50_000_000], // RM600,000 is capped at RM500,000 per partner id
    [2_500_000, 24, 45_000_000, 5_000_000], // RM450,000 already committed leaves RM50,000
    [2_500_000, 24, 44_950_050, 5_000_000], // RM50,499.50 left rounds down to RM50,000
    [2_500_000, 24, 49_700_000, 300_000], // RM3,000 left: the minimum still fits
    [2_500_000, 24, 49_700_001, 0], // RM2,999.99 left: fully utilised
  ])('RM%s sen a month over %s months, %s sen committed: %s sen', (average, months, committed, expected) => {
    expect(
      smeMaximumAmountSen({
        averageRecurringCommissionSen: sen(average),
        tenureMonths: months,
        committedSmeLoansSen: sen(committed),
      }),
    ).toBe(expected);
  });

  it('grows with the tenure, so the profile recomputes it whenever the tenure changes', () => {
    const at = (tenureMonths: number) =>
      smeMaximumAmountSen({
        averageRecurringCommissionSen: sen(259_300),
        tenureMonths,
        committedSmeLoansSen: sen(0),
      });
    expect([6, 12, 18, 24].map(at)).toEqual([1_500_000, 3_100_000, 4_600_000, 6_200_000]);
  });

  it('offers 8% a year from an average of RM5,000, 12% below it, with the ceiling left to the partner id', () => {
    const offer = (average: number) =>
      smeProductOffer({
        averageRecurringCommissionSen: sen(average),
        tenureMonths: 12,
        committedSmeLoansSen: sen(10_000_000),
      });
    expect(offer(500_000)).toMatchObject({
      loanAmountToMultiplySen: 500_000,
      interestRateBpPerYear: 800,
      eligibleMaxLoanAmountSen: 6_000_000,
      bounds: { minAmountSen: 300_000, maxAmountSen: 40_000_000, amountStepSen: 100_000 },
    });
    expect(offer(499_999).interestRateBpPerYear).toBe(1_200);
  });
});

describe('the staff maximum: 5 x net salary, rounded down to RM1,000', () => {
  it.each([
    // net salary -> maximum; why
    [350_000, 1_700_000], // RM3,500.00 x 5 = RM17,500.00 -> RM17,000
    [412_345, 2_000_000], // RM4,123.45 x 5 = RM20,617.25 -> RM20,000
    [20_000, 100_000], // RM200.00 x 5 = RM1,000.00: exactly the minimum
    [19_999, 0], // RM199.99 x 5 = RM999.95: below the RM1,000 minimum
    [1_500_000, 5_000_000], // RM75,000 is capped at the staff product's RM50,000
  ])('net %s sen: %s sen', (netSalary, expected) => {
    expect(staffMaximumAmountSen(sen(netSalary))).toBe(expected);
  });
});

describe('the SME charges and instalment', () => {
  it('stamps 0.5% of the amount plus the RM150 admin fee', () => {
    expect(smeStampingSen(sen(8_400_000))).toBe(42_000 + 15_000); // RM420.00 + RM150.00
    expect(smeStampingSen(sen(300_000))).toBe(1_500 + 15_000); // RM15.00 + RM150.00
  });

  it('quotes a flat-rate instalment, half-up to the sen', () => {
    // RM84,000 at 8% over 12 months: interest RM6,720.00; RM90,720.00 / 12 = RM7,560.00
    expect(flatRateMonthlyInstalmentSen(sen(8_400_000), 800, 12)).toBe(756_000);
    // RM10,000 at 12% over 7 months: interest RM700.00; RM10,700.00 / 7 = RM1,528.571... -> RM1,528.57
    expect(flatRateMonthlyInstalmentSen(sen(1_000_000), 1_200, 7)).toBe(152_857);
  });
});
