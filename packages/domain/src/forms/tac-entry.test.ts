import { describe, expect, it } from 'vitest';
import { tacEntryFormSchema } from './tac-entry.ts';
import { problemsOf } from './testing.ts';

describe('tacEntryFormSchema', () => {
  it('accepts six digits', () => {
    expect(tacEntryFormSchema.parse({ tac: '012345' })).toEqual({ tac: '012345' });
  });

  it.each([
    ['', 'tac:forms.tac.fillAllNumbers'],
    ['01234', 'tac:forms.tac.fillAllNumbers'],
    ['0123456', 'tac:forms.tac.fillAllNumbers'],
    ['01234a', 'tac:validation.numbersOnly'],
  ])('refuses %j: %s', (tac, problem) => {
    expect(problemsOf(tacEntryFormSchema, { tac })).toEqual([problem]);
  });
});
