import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { sen } from '../money/sen.ts';
import { quoteLoan } from './quote.ts';

describe('quoteLoan', () => {
  it('quotes RM1,000 over 6 months, conventional, to the sen', () => {
    expect(quoteLoan({ variant: 'conventional', amountSen: sen(100_000), tenureMonths: 6 })).toEqual({
      variant: 'conventional',
      amountSen: 100_000,
      tenureMonths: 6,
      monthlyRateBp: 150,
      annualRateBp: 1_800,
      totalInterestSen: 9_000, // RM1,000 x 6 x 1.5% = RM90.00
      totalPayableSen: 109_000,
      monthlyInstalmentSen: 18_167, // RM1,090 / 6 = RM181.666... -> RM181.67
      lastInstalmentSen: 18_165, // RM1,090 - 5 x RM181.67
      stampDutySen: 500, // 0.5% of RM1,000
      processingFeeSen: 5_000,
      processingFeeDiscountSen: 0,
      wakalahFeeSen: 0,
      grossPremiumSen: 0,
      premiumServiceTaxSen: 0,
      totalPremiumSen: 0,
      totalDeductionsSen: 5_500,
      netDisbursementSen: 94_500,
    });
  });

  it('quotes RM10,000 over 24 months, Islamic, with a takaful contribution', () => {
    const quote = quoteLoan({
      variant: 'islamic',
      amountSen: sen(1_000_000),
      tenureMonths: 24,
      grossPremiumSen: sen(12_345),
    });
    expect(quote).toMatchObject({
      totalInterestSen: 360_000, // RM10,000 x 24 x 1.5% = RM3,600 profit
      totalPayableSen: 1_360_000,
      monthlyInstalmentSen: 56_667, // RM13,600 / 24 = RM566.666... -> RM566.67
      lastInstalmentSen: 56_659, // RM13,600 - 23 x RM566.67
      stampDutySen: 5_000, // 0.5% of RM10,000
      processingFeeSen: 3_000,
      wakalahFeeSen: 2_000,
      grossPremiumSen: 12_345,
      premiumServiceTaxSen: 988, // 8% of RM123.45 = RM9.876 -> RM9.88
      totalPremiumSen: 13_333,
      totalDeductionsSen: 23_333,
      netDisbursementSen: 976_667,
    });
  });

  it('rounds the instalment half-up to the sen', () => {
    // RM5,000 over 7 months: RM5,525 / 7 = RM789.2857... -> RM789.29, and 6 x RM789.29 + RM789.26 = RM5,525.
    const quote = quoteLoan({ variant: 'conventional', amountSen: sen(500_000), tenureMonths: 7 });
    expect(quote.monthlyInstalmentSen).toBe(78_929);
    expect(quote.lastInstalmentSen).toBe(78_926);
  });

  it('applies a campaign discount to the processing fee, never below zero', () => {
    const partial = quoteLoan({
      variant: 'conventional',
      amountSen: sen(300_000),
      tenureMonths: 12,
      processingFeeDiscountSen: sen(2_000),
    });
    expect(partial.processingFeeSen).toBe(3_000);
    expect(partial.processingFeeDiscountSen).toBe(2_000);
    const waived = quoteLoan({
      variant: 'islamic',
      amountSen: sen(300_000),
      tenureMonths: 12,
      processingFeeDiscountSen: sen(99_999),
    });
    expect(waived.processingFeeSen).toBe(0);
    expect(waived.processingFeeDiscountSen).toBe(3_000);
    expect(waived.wakalahFeeSen).toBe(2_000); // the Wakalah fee is not a processing fee
  });

  it.each([
    [99_900, 12, 'validation.amountOutOfRange'],
    [1_100_000, 12, 'validation.amountOutOfRange'],
    [150_000, 12, 'validation.amountStep'],
    [100_050, 12, 'validation.amountStep'],
    [100_000, 5, 'validation.tenureOutOfRange'],
    [100_000, 25, 'validation.tenureOutOfRange'],
    [100_000, 6.5, 'validation.tenureOutOfRange'],
  ])('refuses RM%s sen over %s months with %s', (amountSen, tenureMonths, key) => {
    expect(() => quoteLoan({ variant: 'conventional', amountSen: sen(amountSen), tenureMonths })).toThrow(
      expect.objectContaining({ key }) as unknown as DomainRuleError,
    );
  });

  it('refuses a premium so large that nothing would be disbursed', () => {
    expect(() =>
      quoteLoan({
        variant: 'conventional',
        amountSen: sen(100_000),
        tenureMonths: 6,
        grossPremiumSen: sen(100_000),
      }),
    ).toThrow(DomainRuleError);
  });

  const anyQuoteInput = fc.record({
    variant: fc.constantFrom('conventional' as const, 'islamic' as const),
    amountSen: fc.integer({ min: 1, max: 10 }).map((thousands) => sen(thousands * 100_000)),
    tenureMonths: fc.integer({ min: 6, max: 24 }),
    grossPremiumSen: fc.integer({ min: 0, max: 50_000 }).map((amount) => sen(amount)),
    processingFeeDiscountSen: fc.integer({ min: 0, max: 10_000 }).map((amount) => sen(amount)),
  });

  it('always makes the instalments sum exactly to the total payable', () => {
    fc.assert(
      fc.property(anyQuoteInput, (input) => {
        const quote = quoteLoan(input);
        const sum = quote.monthlyInstalmentSen * (quote.tenureMonths - 1) + quote.lastInstalmentSen;
        expect(sum).toBe(quote.totalPayableSen);
        expect(Math.abs(quote.lastInstalmentSen - quote.monthlyInstalmentSen)).toBeLessThan(
          quote.tenureMonths,
        );
      }),
    );
  });

  it('always makes the deductions plus the net amount equal the amount applied for', () => {
    fc.assert(
      fc.property(anyQuoteInput, (input) => {
        const quote = quoteLoan(input);
        const deductions =
          quote.stampDutySen + quote.processingFeeSen + quote.wakalahFeeSen + quote.totalPremiumSen;
        expect(deductions).toBe(quote.totalDeductionsSen);
        expect(deductions + quote.netDisbursementSen).toBe(input.amountSen);
        expect(quote.processingFeeSen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
