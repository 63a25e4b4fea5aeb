import { BACKOFFICE_PATHS, type CustomerUpdateRequest, customerUpdatedSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerQueryOptions } from './get-customer.ts';

/** PATCH the customer's address, with the admin's remark; the answer is the account as it now is. */
export function updateCustomer(id: string, body: CustomerUpdateRequest) {
  return apiRequest(BACKOFFICE_PATHS.user(id), {
    method: 'PATCH',
    json: body,
    schema: customerUpdatedSchema,
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdateRequest) => updateCustomer(id, body),
    onSuccess: (response) => queryClient.setQueryData(customerQueryOptions(id).queryKey, response.customer),
  });
}
