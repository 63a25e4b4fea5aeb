import { errorBodySchema as sharedErrorBodySchema } from '@sinar/domain';

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
