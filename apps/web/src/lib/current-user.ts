import { AUTH_PATHS, type UserProfile, userProfileSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { currentClaims } from './session.ts';

/**
 * GET /user/me: the logged-in user's profile (spec 001 section 7). In lib because every logged-in page may need it
 * (greeting, the temporary-password notice, prefilled forms). The query key holds the user's id, so a cached
 * profile is never shown to the next user of the same browser.
 */
export function currentUserQueryKey(userId: string | null = currentClaims()?.sub ?? null) {
  return ['current-user', userId] as const;
}

export function fetchCurrentUser(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest(AUTH_PATHS.me, { signal, schema: userProfileSchema });
}

/** Asks only while a user is logged in: a page left behind by a logout does not call again without a token. */
export function useCurrentUser() {
  const key = currentUserQueryKey();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: key[1] !== null,
  });
}
