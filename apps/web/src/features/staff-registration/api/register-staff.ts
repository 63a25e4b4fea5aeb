import {
  AUTH_PATHS,
  type Language,
  type StaffRegistrationFormInput,
  staffRegistrationResponseSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type StaffRegistrationResponse = z.infer<typeof staffRegistrationResponseSchema>;

/**
 * Registers a staff member; a 6-digit code goes to the company email, written in `language`. Sent again with the
 * same details, it sends a new code to an email that is not verified yet.
 */
export function registerStaff(input: {
  form: StaffRegistrationFormInput;
  language: Language;
}): Promise<StaffRegistrationResponse> {
  return apiRequest(AUTH_PATHS.staffRegister(input.language), {
    method: 'POST',
    json: input.form,
    schema: staffRegistrationResponseSchema,
  });
}

export function useRegisterStaff() {
  return useMutation({ mutationFn: registerStaff });
}
