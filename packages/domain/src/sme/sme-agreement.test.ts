import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { smeAgreementProductOf, smeAgreementQuote, smeStampingOf } from './sme-agreement.ts';

describe('the SME agreement', () => {
  it('is the SME loan for every partner type but staff, whose loan is the staff personal loan', () => {
    expect(smeAgreementProductOf('COMPANY')).toBe('SME');
    expect(smeAgreementProductOf('INDIVIDUAL')).toBe('SME');
    expect(smeAgreementProductOf('STAFF')).toBe('STAFF');
  });

  it('stamps 0.5% of the amount, half-up to the sen, plus the RM150 admin fee', () => {
    expect(smeStampingOf(sen(1_000_000))).toEqual({
      stampDutySen: 5_000,
      adminFeeSen: 15_000,
      totalSen: 20_000,
    });
    // RM3,333.33 is not an SME amount, but the rounding is the stamping's: 0.5% of 333,333 sen is 1,666.665.
    expect(smeStampingOf(sen(333_333))).toEqual({
      stampDutySen: 1_667,
      adminFeeSen: 15_000,
      totalSen: 16_667,
    });
    expect(smeStampingOf(sen(50_000_000)).totalSen).toBe(265_000);
  });

  it('quotes RM25,000 over 24 months at 8% a year as a statement', () => {
    const quote = smeAgreementQuote({
      product: 'SME',
      amountSen: sen(2_500_000),
      tenureMonths: 24,
      annualRateBp: 800,
    });
    // interest 25,000.00 x 8% x 24/12 = 4,000.00; total 29,000.00; 23 x 1,208.33 + the last 1,208.41
    expect(quote).toMatchObject({
      annualRateBp: 800,
      totalInterestSen: 400_000,
      totalPayableSen: 2_900_000,
      monthlyInstalmentSen: 120_833,
      lastInstalmentSen: 120_841,
      stampDutySen: 27_500,
      processingFeeSen: 0,
      totalDeductionsSen: 27_500,
      netDisbursementSen: 2_472_500,
    });
    expect(quote.monthlyInstalmentSen * 23 + quote.lastInstalmentSen).toBe(quote.totalPayableSen);
  });

  it('refuses an amount outside the SME product', () => {
    expect(() =>
      smeAgreementQuote({ product: 'SME', amountSen: sen(200_000), tenureMonths: 12, annualRateBp: 1_200 }),
    ).toThrow();
  });
});
