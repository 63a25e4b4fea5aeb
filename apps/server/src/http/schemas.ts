import { errorBodySchema as sharedErrorBodySchema } from '@sinar/domain';
import { z } from 'zod';

/** The body of every error response, named once in the OpenAPI document. */
export const errorBodySchema = sharedErrorBodySchema.meta({ id: 'ErrorBody' });

export const errorResponses = {
  400: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
} as const;

/** The error answers of guarded calls: the usual ones, and refused logins, ownership and conflicts. */
export const authErrorResponses = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
} as const;

/** The path parameter of a call on one record. */
export const idParams = z.object({ id: z.uuid() });

/** Path parameter naming the brand whose master data is asked for. */
export const companySchema = z.enum(['conventional', 'islamic']);
