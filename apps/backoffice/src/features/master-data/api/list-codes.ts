import { MASTER_ADMIN_PATHS, type ProductCode, productCodeListSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function listCodes(signal?: AbortSignal): Promise<ProductCode[]> {
  return apiRequest(MASTER_ADMIN_PATHS.codes, { signal, schema: productCodeListSchema });
}

export function useCodes() {
  return useQuery(codesQueryOptions());
}

export function codesQueryOptions() {
  return queryOptions({
    queryKey: ['masterData', 'codes'] as const,
    queryFn: ({ signal }) => listCodes(signal),
  });
}
