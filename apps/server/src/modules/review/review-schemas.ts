import { authErrorResponses, errorBodySchema } from '../../http/schemas.ts';

/** The error answers of back-office calls: the account calls' ones, and terms an approval cannot take (422). */
export const reviewErrorResponses = { ...authErrorResponses, 422: errorBodySchema } as const;
