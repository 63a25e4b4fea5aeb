import { ADMIN_AUTH_PATHS, type LinkApplicationRequest, userProfileSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerQueryOptions } from './get-customer.ts';

/** The admin-auth call: PATCH the application and agreement as the customer's latest. */
export function linkApplication(userId: string, { applicationId, agreementId }: LinkApplicationRequest) {
  return apiRequest(ADMIN_AUTH_PATHS.linkApplication(userId, applicationId, agreementId), {
    method: 'PATCH',
    schema: userProfileSchema,
  });
}

export function useLinkApplication(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkApplicationRequest) => linkApplication(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryOptions(userId).queryKey }),
  });
}
