import { ADMIN_AUTH_PATHS, updateAuthOnlyRequestSchema, userProfileSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerQueryOptions } from './get-customer.ts';

export type AuthOnlyChanges = z.infer<typeof updateAuthOnlyRequestSchema>;

/** The admin-auth call: PATCH what a login is made of (email, phone, lock, the date a new application is allowed). */
export function updateAuthOnly(userId: string, body: AuthOnlyChanges) {
  return apiRequest(ADMIN_AUTH_PATHS.updateAuthOnly(userId), {
    method: 'PATCH',
    json: updateAuthOnlyRequestSchema.parse(body),
    schema: userProfileSchema,
  });
}

/** The page reads the account again afterwards: the lock is not part of this call's answer. */
export function useUpdateAuthOnly(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthOnlyChanges) => updateAuthOnly(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryOptions(userId).queryKey }),
  });
}
