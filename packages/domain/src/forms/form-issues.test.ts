import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addProblem } from './fields.ts';
import { formIssues } from './form-issues.ts';

describe('formIssues', () => {
  it('gives each problem its dotted path, catalog key and placeholder values', () => {
    const schema = z
      .object({
        comments: z.string().max(5, { error: 'validation.tooLong' }),
        contacts: z.array(z.object({ name: z.string().min(2, { error: 'forms.fields.fullNameRequired' }) })),
        amountSen: z.number(),
      })
      .superRefine((_form, ctx) =>
        addProblem(ctx, { key: 'validation.amountAboveMaximum', params: { max: 8_000 } }, ['amountSen']),
      );
    const result = schema.safeParse({
      comments: 'far too long',
      contacts: [{ name: 'A' }],
      amountSen: 900_000,
    });
    expect(result.success ? [] : formIssues(result.error)).toEqual([
      { path: 'comments', key: 'validation.tooLong', params: { max: 5 } },
      { path: 'contacts.0.name', key: 'forms.fields.fullNameRequired', params: { min: 2 } },
      { path: 'amountSen', key: 'validation.amountAboveMaximum', params: { max: 8_000 } },
    ]);
  });
});
