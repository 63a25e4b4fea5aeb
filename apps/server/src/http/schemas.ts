import { z } from 'zod';

/** The body of every error response. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });

export const errorResponses = {
  400: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
} as const;

/** Path parameter naming the brand whose master data is asked for. */
export const companySchema = z.enum(['conventional', 'islamic']);
