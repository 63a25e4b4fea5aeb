import { AUTH_PATHS, checkResetTokenResponseSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ResetTokenCheck = z.infer<typeof checkResetTokenResponseSchema>;

/** Whether the emailed link still works, and the (partly hidden) address it was sent to. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheck> {
  return apiRequest(AUTH_PATHS.checkResetPasswordToken, {
    method: 'POST',
    json: { token },
    schema: checkResetTokenResponseSchema,
    signal,
  });
}

export function resetTokenCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-reset', 'token', token] as const,
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // A link is checked once per visit: a used link must not look valid from the cache.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useResetTokenCheck(token: string) {
  return useQuery(resetTokenCheckQueryOptions(token));
}
