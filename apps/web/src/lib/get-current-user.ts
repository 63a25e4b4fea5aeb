import { AUTH_PATHS, type UserProfile, userProfileSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { currentClaims } from './session.ts';

/**
 * GET /user/me: the logged-in user's profile (spec 001 section 7). In lib because every logged-in page may need it
 * (greeting, the temporary-password notice, prefilled forms). The query key holds the user's id, so a cached
 * profile is never shown to the next user of the same browser.
 */
export function fetchCurrentUser(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest(AUTH_PATHS.me, { signal, schema: userProfileSchema });
}

/** Asks only while a user is logged in: a page left behind by a logout does not call again without a token. */
export function currentUserQueryOptions(userId: string | null = currentClaims()?.sub ?? null) {
  return queryOptions({
    queryKey: ['current-user', userId] as const,
    queryFn: userId === null ? skipToken : ({ signal }) => fetchCurrentUser(signal),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
