import { APPLICATION_PATHS, type ApplicationView, applicationListSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { currentClaims } from './session.ts';

/**
 * The current application: the user's latest (GET byUser, latest first), or null when there is none. In lib
 * because home and every step of the journey read it; they share its one query key, so that a step's change (a
 * cancelled draft, a submission) reaches every screen at once.
 */
export async function getLatestApplication(
  userId: string,
  signal?: AbortSignal,
): Promise<ApplicationView | null> {
  const list = await apiRequest(APPLICATION_PATHS.byUser(userId), { signal, schema: applicationListSchema });
  return list[0] ?? null;
}

/** The logged-in user's unless told; no user (a page left behind by a logout): nothing is asked. */
export function latestApplicationQueryOptions(userId: string | null = currentClaims()?.sub ?? null) {
  return queryOptions({
    queryKey: ['applications', 'latest', userId] as const,
    queryFn: userId === null ? skipToken : ({ signal }) => getLatestApplication(userId, signal),
  });
}

export function useLatestApplication(userId?: string | null) {
  return useQuery(latestApplicationQueryOptions(userId));
}
