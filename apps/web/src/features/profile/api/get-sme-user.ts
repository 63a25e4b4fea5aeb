import { AUTH_PATHS, type SmeUser, smeUserSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getSmeUser(userId: string, signal?: AbortSignal): Promise<SmeUser> {
  return apiRequest(AUTH_PATHS.smeUserById(userId), { schema: smeUserSchema, signal });
}

export function smeUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', 'sme-user', userId] as const,
    queryFn: ({ signal }) => getSmeUser(userId, signal),
  });
}

export function useSmeUser(userId: string) {
  return useQuery(smeUserQueryOptions(userId));
}
