import { z } from 'zod';

/**
 * The body of every failed call (spec 001 section 8): the message the user reads, already in their language, and
 * for a bad form the message of each field by its path.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
