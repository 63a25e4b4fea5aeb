import { APPLICATION_PATHS, type ApplicationView, applicationListSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query of a user's latest application: the steps' screens share it and read it again after each step. */
export const latestApplicationKey = (userId: string) => ['application', 'latest', userId] as const;

/** GET the user's applications, latest first: the journey works on the latest (null when there is none). */
export async function getLatestApplication(
  userId: string,
  signal?: AbortSignal,
): Promise<ApplicationView | null> {
  const applications = await apiRequest(APPLICATION_PATHS.byUser(userId), {
    signal,
    schema: applicationListSchema,
  });
  return applications[0] ?? null;
}

export function useLatestApplication(userId: string) {
  return useQuery({
    queryKey: latestApplicationKey(userId),
    queryFn: ({ signal }) => getLatestApplication(userId, signal),
  });
}
