import { describe, expect, it } from 'vitest';
import { staffVerificationFormSchema } from './staff-verification.ts';
import { problemsOf } from './testing.ts';

describe('staffVerificationFormSchema', () => {
  it('accepts the 6-digit code', () => {
    expect(staffVerificationFormSchema.parse({ code: ' 908172 ' })).toEqual({ code: '908172' });
  });

  it.each([
    ['', 'code:forms.staffVerification.codeRequired'],
    ['90817', 'code:forms.staffVerification.codeRequired'],
    ['9O8172', 'code:validation.numbersOnly'],
  ])('refuses %j: %s', (code, problem) => {
    expect(problemsOf(staffVerificationFormSchema, { code })).toEqual([problem]);
  });
});
