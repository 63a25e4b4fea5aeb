import { AUTH_PATHS, type TinUpdated, type TinUpdateForm, tinUpdatedResponseSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type TinOwner = { readonly kind: 'individual' | 'sme'; readonly userId: string };

/** Saves the LHDN TIN for e-invoices: an individual's (or staff member's) or an SME partner's. */
export function updateTin(input: { owner: TinOwner; form: TinUpdateForm }): Promise<TinUpdated> {
  const { owner, form } = input;
  const path =
    owner.kind === 'sme' ? AUTH_PATHS.smeTinNumber(owner.userId) : AUTH_PATHS.tinNumber(owner.userId);
  return apiRequest(path, { method: 'PATCH', json: form, schema: tinUpdatedResponseSchema });
}

/** `profileKey` is the query of the account, read again to show the TIN on record. */
export function useUpdateTin(profileKey: readonly unknown[]) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updateTin,
    onSuccess: () => queries.invalidateQueries({ queryKey: profileKey }),
  });
}
