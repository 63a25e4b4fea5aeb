import { APPLICATION_PATHS } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST the code typed back (`emailVerificationCodeRequestSchema`); a wrong code is a field error on `code`. */
export async function verifyEmailCode(input: { readonly id: string; readonly code: string }): Promise<void> {
  await apiRequest(APPLICATION_PATHS.emailVerificationCode(input.id), {
    method: 'POST',
    json: { code: input.code },
  });
}

export function useVerifyEmailCode() {
  return useMutation({ mutationFn: verifyEmailCode });
}
