import { z } from 'zod';

/**
 * Money as every API schema carries it: a whole number of sen within the safe integers, typed `Sen` once parsed
 * (the brand is a type only; the JSON stays a number). Chain its bounds: `senSchema.nonnegative()`,
 * `senSchema.positive().max(...)`. Forms build their money fields on the same brand (../forms/fields.ts).
 */
export const senSchema = z.int().brand<'Sen'>();

/** Money in a query string, where it arrives as text: '500000' -> 500000 sen. */
export const senQuerySchema = z.coerce.number().int().brand<'Sen'>();
