import { APPLICATION_PATHS, type ApplicationView, applicationListSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { currentClaims } from './session.ts';

/**
 * The current application: the logged-in user's latest (GET byUser, latest first), or null when there is none.
 * Every page of the journey reads it through this one query key, so they share one cached answer.
 */
export function latestApplicationQueryKey(userId: string | null = currentClaims()?.sub ?? null) {
  return ['applications', 'latest', userId] as const;
}

export async function fetchLatestApplication(
  userId: string,
  signal?: AbortSignal,
): Promise<ApplicationView | null> {
  const list = await apiRequest(APPLICATION_PATHS.byUser(userId), { signal, schema: applicationListSchema });
  return list[0] ?? null;
}

export function useLatestApplication() {
  const key = latestApplicationQueryKey();
  const userId = key[2];
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchLatestApplication(userId as string, signal),
    enabled: userId !== null,
  });
}
