import {
  AUTH_PATHS,
  type ProfileUpdatedResponse,
  type ProfileUpdateFormInput,
  profileUpdatedResponseSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/get-current-user.ts';

/** Saves the profile, confirmed with the current password. A new email waits for its code (`emailVerificationPending`). */
export function updateProfile(input: {
  userId: string;
  form: ProfileUpdateFormInput;
}): Promise<ProfileUpdatedResponse> {
  return apiRequest(AUTH_PATHS.user(input.userId), {
    method: 'PATCH',
    json: input.form,
    schema: profileUpdatedResponseSchema,
  });
}

export function useUpdateProfile() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer, input) =>
      queries.setQueryData(currentUserQueryOptions(input.userId).queryKey, answer.user),
  });
}
