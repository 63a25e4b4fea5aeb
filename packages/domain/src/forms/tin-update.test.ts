import { describe, expect, it } from 'vitest';
import { problemsOf } from './testing.ts';
import { tinUpdateFormSchema } from './tin-update.ts';

describe('tinUpdateFormSchema', () => {
  it('keeps the TIN in upper case', () => {
    expect(tinUpdateFormSchema.parse({ tinNumber: ' ig12345678901 ' })).toEqual({
      tinNumber: 'IG12345678901',
    });
  });

  it.each([
    [{ tinNumber: '' }, ['tinNumber:identity.tin.required']],
    [{}, ['tinNumber:identity.tin.required']],
    [{ tinNumber: 'IG1234' }, ['tinNumber:identity.tin.invalid']],
  ])('refuses %j', (input, problems) => {
    expect(problemsOf(tinUpdateFormSchema, input)).toEqual(problems);
  });
});
