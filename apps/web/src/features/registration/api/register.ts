import {
  AUTH_PATHS,
  type Language,
  type RegistrationFormInput,
  type SessionOpenedResponse,
  sessionOpenedResponseSchema,
  type Variant,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type RegistrationRequest = RegistrationFormInput & {
  readonly brand: Variant;
  readonly language: Language;
};

/** Opens the variant's brand account and logs the new customer in: the answer holds the session's tokens. */
export function register(request: RegistrationRequest): Promise<SessionOpenedResponse> {
  return apiRequest(AUTH_PATHS.register, {
    method: 'POST',
    json: request,
    schema: sessionOpenedResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
