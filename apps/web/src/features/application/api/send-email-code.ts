import { APPLICATION_PATHS } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST: sends a 6-digit code and a link to the application's email address, in the reader's language. */
export async function sendEmailCode(id: string): Promise<void> {
  await apiRequest(APPLICATION_PATHS.emailVerification(id), { method: 'POST' });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
