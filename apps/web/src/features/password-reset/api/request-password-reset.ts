import { AUTH_PATHS, type MessageResponse, messageResponseSchema, type Variant } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PasswordResetRequest {
  readonly email: string;
  /** From the staff page: the emailed link leads back to the staff pages. */
  readonly staff: boolean;
  /** The variant of the page: the link leads back to its pages. */
  readonly brand: Variant;
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
