import { describe, expect, it } from 'vitest';
import { applicationView } from '../../../test/fixtures.ts';
import { decisionDefaults, decisionFormSchema } from './decision-schema.ts';

describe('the decision form schema', () => {
  const schema = decisionFormSchema(800_000);

  it('takes an approval up to the maximum, and refuses one sen more', () => {
    const approval = { decision: 'approve', remark: 'Income verified.', tenureMonths: 12 } as const;
    expect(schema.safeParse({ ...approval, amountSen: 800_000 }).success).toBe(true);
    const above = schema.safeParse({ ...approval, amountSen: 800_001 });
    expect(above.success).toBe(false);
    expect(above.error?.issues).toEqual([
      expect.objectContaining({ path: ['amountSen'], message: 'decisions.errors.amountAboveMaximum' }),
    ]);
  });

  it("keeps an approval to the product's amounts, in steps of RM1,000", () => {
    const approval = { decision: 'approve', remark: 'Income verified.', tenureMonths: 12 } as const;
    const between = schema.safeParse({ ...approval, amountSen: 450_000 });
    expect(between.error?.issues).toEqual([
      expect.objectContaining({ path: ['amountSen'], message: 'decisions.errors.amountStep' }),
    ]);
    expect(schema.safeParse({ ...approval, amountSen: 400_000 }).success).toBe(true);
  });

  it('requires a remark of at least 3 characters for every decision', () => {
    for (const decision of ['verify', 'reject', 'followUp'] as const) {
      expect(schema.safeParse({ decision, remark: '  ok ' }).success).toBe(false);
      expect(schema.safeParse({ decision, remark: 'All in order.' }).success).toBe(true);
    }
  });

  it('requires at least one step for a refer-back', () => {
    expect(schema.safeParse({ decision: 'referBack', remark: 'Fix it.', steps: [] }).success).toBe(false);
    expect(schema.safeParse({ decision: 'referBack', remark: 'Fix it.', steps: ['ekyc'] }).success).toBe(
      true,
    );
  });

  it('prefills an approval with what was applied for', () => {
    expect(decisionDefaults('approve', applicationView().application)).toEqual({
      decision: 'approve',
      remark: '',
      amountSen: 500_000,
      tenureMonths: 12,
    });
    expect(decisionDefaults('referBack', applicationView().application)).toEqual({
      decision: 'referBack',
      remark: '',
      steps: [],
    });
  });
});
