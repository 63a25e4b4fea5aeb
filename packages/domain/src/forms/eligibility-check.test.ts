import { describe, expect, it } from 'vitest';
import { eligibilityCheckFormSchema } from './eligibility-check.ts';
import { formIssues } from './form-issues.ts';
import { problemsOf } from './testing.ts';

const check = {
  campaignCode: '',
  amountSen: 500_000, // RM5,000
  tenureMonths: 12,
  loanReasonId: '2',
  customReason: '',
  netSalarySen: 350_000, // RM3,500
};

describe('eligibilityCheckFormSchema', () => {
  it('accepts a check without a campaign code', () => {
    expect(eligibilityCheckFormSchema.parse(check)).toEqual({
      amountSen: 500_000,
      tenureMonths: 12,
      loanReasonId: '2',
      netSalarySen: 350_000,
    });
  });

  it('keeps a campaign code and the reason in words for Other', () => {
    expect(
      eligibilityCheckFormSchema.parse({
        ...check,
        campaignCode: ' RAYA2026 ',
        loanReasonId: '99',
        customReason: ' Wedding ',
      }),
    ).toMatchObject({ campaignCode: 'RAYA2026', loanReasonId: '99', customReason: 'Wedding' });
  });

  it.each([
    // amount       tenure  problems
    [100_000, 6, []], // RM1,000 over 6 months: the smallest loan
    [1_000_000, 24, []], // RM10,000 over 24 months: the largest
    [90_000, 12, ['amountSen:validation.amountOutOfRange']],
    [1_100_000, 12, ['amountSen:validation.amountOutOfRange']],
    [150_000, 12, ['amountSen:validation.amountStep']], // RM1,500 is not a step of RM1,000
    [500_000, 5, ['tenureMonths:validation.tenureOutOfRange']],
    [500_000, 25, ['tenureMonths:validation.tenureOutOfRange']],
    [500_050, 12.5, ['amountSen:validation.amountStep', 'tenureMonths:validation.tenureOutOfRange']],
  ])('RM%s sen over %s months: %j', (amountSen, tenureMonths, problems) => {
    expect(problemsOf(eligibilityCheckFormSchema, { ...check, amountSen, tenureMonths })).toEqual(problems);
  });

  it('gives the bounds to the message', () => {
    const result = eligibilityCheckFormSchema.safeParse({ ...check, amountSen: 90_000 });
    expect(result.success ? [] : formIssues(result.error)).toEqual([
      { path: 'amountSen', key: 'validation.amountOutOfRange', params: { min: 1_000, max: 10_000 } },
    ]);
  });

  it.each([
    [{ loanReasonId: '' }, ['loanReasonId:forms.fields.loanReasonRequired']],
    [{ loanReasonId: '99', customReason: '  ' }, ['customReason:forms.fields.customReasonRequired']],
    [{ netSalarySen: undefined }, ['netSalarySen:forms.fields.netSalaryRequired']],
    [{ netSalarySen: 0 }, ['netSalarySen:validation.invalidAmount']],
    [{ netSalarySen: 3500.5 }, ['netSalarySen:validation.invalidAmount']],
    [{ campaignCode: 'RAYA 2026' }, ['campaignCode:errors.invalidCampaignCode']],
    [{ amountSen: undefined }, ['amountSen:forms.fields.amountRequired']],
    [{ tenureMonths: undefined }, ['tenureMonths:forms.fields.tenureRequired']],
  ])('refuses %j', (change, problems) => {
    expect(problemsOf(eligibilityCheckFormSchema, { ...check, ...change })).toEqual(problems);
  });
});
