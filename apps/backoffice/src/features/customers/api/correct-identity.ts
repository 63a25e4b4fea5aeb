import {
  BACKOFFICE_PATHS,
  type CustomerIdentityCorrectionRequest,
  customerIdentityCorrectedSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerQueryOptions } from './get-customer.ts';

/** PATCH the customer's NRIC and name as on the card, with the reason (docs/decisions/020). */
export function correctIdentity(id: string, body: CustomerIdentityCorrectionRequest) {
  return apiRequest(BACKOFFICE_PATHS.userIdentity(id), {
    method: 'PATCH',
    json: body,
    schema: customerIdentityCorrectedSchema,
  });
}

/** The page reads the account again afterwards: an application may have been sent back. */
export function useCorrectIdentity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerIdentityCorrectionRequest) => correctIdentity(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryOptions(id).queryKey }),
  });
}
