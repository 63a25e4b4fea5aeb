import { AUTH_PATHS, type Brand, type MessageResponse, messageResponseSchema } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PasswordResetRequest {
  readonly email: string;
  /** From the staff page: the emailed link leads back to the staff pages. */
  readonly staff: boolean;
  /** The brand of the page, for the link. */
  readonly brand: Brand;
}

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.requestResetPassword, {
    method: 'POST',
    json: request,
    schema: messageResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
