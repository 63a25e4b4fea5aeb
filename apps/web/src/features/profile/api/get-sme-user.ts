import { AUTH_PATHS, type SmeUser, smeUserSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const smeUserKey = (userId: string) => ['profile', 'sme-user', userId] as const;

export function getSmeUser(userId: string, signal?: AbortSignal): Promise<SmeUser> {
  return apiRequest(AUTH_PATHS.smeUserById(userId), { schema: smeUserSchema, signal });
}

export function useSmeUser(userId: string) {
  return useQuery({ queryKey: smeUserKey(userId), queryFn: ({ signal }) => getSmeUser(userId, signal) });
}
