import { errorBodySchema, errorResponses } from '../../http/schemas.ts';

/** The error answers of document calls: the spec's refusals of a file by size, kind, duplicate and count. */
export const documentErrorResponses = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
} as const;
