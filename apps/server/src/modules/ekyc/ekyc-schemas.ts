import { EKYC_CAPTURE_TOKEN_HEADER } from '@sinar/domain';
import { errorBodySchema, errorResponses } from '../../http/schemas.ts';

/** The error answers of e-KYC calls: ownership, state, spent links, and pictures refused by size or kind. */
export const ekycErrorResponses = {
  ...errorResponses,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
} as const;

export const CAPTURE_TOKEN_HEADER = EKYC_CAPTURE_TOKEN_HEADER.toLowerCase();
