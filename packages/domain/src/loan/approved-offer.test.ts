import { describe, expect, it } from 'vitest';
import { sen } from '../money/sen.ts';
import { approvedOffer } from './approved-offer.ts';

const insurance12Months = { grossRateBp: 120, providerName: 'Perisai Insurance Berhad' };
const takaful12Months = { grossRateBp: 108, providerName: 'Perisai Takaful Berhad' };

describe('approvedOffer', () => {
  it('reads like the approved loan summary: RM5,000 over 12 months with SINAR20 and loan insurance', () => {
    const { quote, agentCommissionSen } = approvedOffer({
      variant: 'conventional',
      amountSen: sen(500_000),
      tenureMonths: 12,
      processingFeeDiscountSen: sen(2_000),
      protection: insurance12Months,
    });
    expect({ ...quote, agentCommissionSen }).toEqual({
      variant: 'conventional',
      amountSen: 500_000, // approved amount RM5,000.00
      tenureMonths: 12,
      monthlyRateBp: 150,
      annualRateBp: 1_800, // 18.00% per annum
      totalInterestSen: 90_000, // RM5,000 x 12 x 1.5% = RM900.00
      totalPayableSen: 590_000, // RM5,900.00
      monthlyInstalmentSen: 49_167, // RM5,900 / 12 = RM491.666... -> RM491.67
      lastInstalmentSen: 49_163, // RM5,900 - 11 x RM491.67 = RM491.63
      stampDutySen: 2_500, // 0.5% of RM5,000 = RM25.00
      processingFeeSen: 3_000, // RM50.00 less the RM20.00 waiver
      processingFeeDiscountSen: 2_000,
      wakalahFeeSen: 0,
      grossPremiumSen: 6_000, // 1.20% of RM5,000 = RM60.00
      premiumServiceTaxSen: 480, // 8% of RM60.00 = RM4.80
      totalPremiumSen: 6_480, // RM64.80
      totalDeductionsSen: 11_980, // RM25.00 + RM30.00 + RM64.80 = RM119.80
      netDisbursementSen: 488_020, // RM5,000.00 - RM119.80 = RM4,880.20
      agentCommissionSen: 1_500, // 25% of RM60.00 = RM15.00, for the back office only
    });
  });

  it('deducts nothing for protection, and records no commission, when the customer declines it', () => {
    const { quote, agentCommissionSen } = approvedOffer({
      variant: 'conventional',
      amountSen: sen(500_000),
      tenureMonths: 12,
      processingFeeDiscountSen: sen(2_000),
      protection: null,
    });
    expect(quote).toMatchObject({
      grossPremiumSen: 0,
      premiumServiceTaxSen: 0,
      totalPremiumSen: 0,
      totalDeductionsSen: 5_500, // RM25.00 + RM30.00
      netDisbursementSen: 494_500, // RM4,945.00
    });
    expect(agentCommissionSen).toBe(0);
  });

  it('reads like the approved financing summary: RM4,000 over 12 months with takaful', () => {
    const { quote, agentCommissionSen } = approvedOffer({
      variant: 'islamic',
      amountSen: sen(400_000),
      tenureMonths: 12,
      processingFeeDiscountSen: sen(0),
      protection: takaful12Months,
    });
    expect({ ...quote, agentCommissionSen }).toMatchObject({
      totalInterestSen: 72_000, // profit: RM4,000 x 12 x 1.5% = RM720.00
      totalPayableSen: 472_000, // the selling price, the most the customer can ever pay: RM4,720.00
      monthlyInstalmentSen: 39_333, // RM4,720 / 12 = RM393.333... -> RM393.33
      lastInstalmentSen: 39_337, // RM4,720 - 11 x RM393.33 = RM393.37
      stampDutySen: 2_000, // RM20.00
      processingFeeSen: 3_000, // RM30.00
      wakalahFeeSen: 2_000, // RM20.00
      grossPremiumSen: 4_320, // contribution: 1.08% of RM4,000 = RM43.20
      premiumServiceTaxSen: 346, // 8% of RM43.20 = RM3.456 -> RM3.46
      totalPremiumSen: 4_666, // RM46.66
      totalDeductionsSen: 11_666, // RM20.00 + RM30.00 + RM20.00 + RM46.66 = RM116.66
      netDisbursementSen: 388_334, // RM4,000.00 - RM116.66 = RM3,883.34
      agentCommissionSen: 1_080, // 25% of RM43.20 = RM10.80
    });
  });
});
