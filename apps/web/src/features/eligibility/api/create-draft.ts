import { APPLICATION_PATHS, type ApplicationView, applicationSchema, type Variant } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST: the eligible check becomes a draft application of the page's product. */
export function createDraft(input: { checkId: string; applicationType: Variant }): Promise<ApplicationView> {
  return apiRequest(APPLICATION_PATHS.draft, { method: 'POST', json: input, schema: applicationSchema });
}

export function useCreateDraft() {
  return useMutation({ mutationFn: createDraft });
}
