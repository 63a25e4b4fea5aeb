import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Sen } from './sen.ts';
import { senSchema } from './sen-schema.ts';

describe('senSchema', () => {
  it('parses whole sen to Sen, bounds and all', () => {
    const amount = senSchema.nonnegative().parse(500_000);
    expect(amount).toBe(500_000);
    expectTypeOf(amount).toEqualTypeOf<Sen>();
    expectTypeOf<z.output<ReturnType<typeof senSchema.nullable>>>().toEqualTypeOf<Sen | null>();
    // What is sent needs no brand: a request or a response carries a plain number.
    expectTypeOf<z.input<typeof senSchema>>().toEqualTypeOf<number>();
  });

  it.each([12.5, Number.NaN, 2 ** 53, '500000'])('refuses %s', (value) => {
    expect(senSchema.safeParse(value).success).toBe(false);
  });

  it('is described as an integer in the OpenAPI document', () => {
    expect(z.toJSONSchema(senSchema.nonnegative())).toMatchObject({ type: 'integer', minimum: 0 });
  });
});
