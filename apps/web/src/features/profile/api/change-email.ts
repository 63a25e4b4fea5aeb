import { AUTH_PATHS } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const emailChangeResponseSchema = z.object({ message: z.string().optional() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** Sends a code to a new email (again, for one waiting already); the email changes once the code is typed back. */
export function changeEmail(input: { userId: string; email: string }): Promise<EmailChangeResponse> {
  return apiRequest(AUTH_PATHS.email(input.userId), {
    method: 'PATCH',
    json: { email: input.email },
    schema: emailChangeResponseSchema,
  });
}

/** `profileKey` is the query of the account, read again to show the email waiting for its code. */
export function useChangeEmail(profileKey: readonly unknown[]) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queries.invalidateQueries({ queryKey: profileKey }),
  });
}
