import {
  IDEMPOTENCY_KEY_HEADER,
  JOMPAY_PATHS,
  type JompayAssignRequest,
  type JompayReturnRequest,
  type JompayUploadRequest,
  jompayImportListSchema,
  jompayImportSchema,
  jompayLineListSchema,
  jompayLineSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const jompayImportsQuery = queryOptions({
  queryKey: ['jompay', 'imports'] as const,
  queryFn: ({ signal }) => apiRequest(JOMPAY_PATHS.imports, { signal, schema: jompayImportListSchema }),
});

export const jompayParkedQuery = queryOptions({
  queryKey: ['jompay', 'parked'] as const,
  queryFn: ({ signal }) => apiRequest(JOMPAY_PATHS.parked, { signal, schema: jompayLineListSchema }),
});

export const jompayReturnedQuery = queryOptions({
  queryKey: ['jompay', 'returned'] as const,
  queryFn: ({ signal }) => apiRequest(JOMPAY_PATHS.returned, { signal, schema: jompayLineListSchema }),
});

/** The lines returned to their payers, with each payout back (decision 048). */
export function useReturnedLines() {
  return useQuery(jompayReturnedQuery);
}

export function useJompayImports() {
  return useQuery(jompayImportsQuery);
}

export function useParkedLines() {
  return useQuery(jompayParkedQuery);
}

/** After any change, both lists are read again: an upload or a settled line changes the counts and the parked. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['jompay'] });
}

/**
 * The calls that move money carry an Idempotency-Key: one per intended operation (an upload, a dialog opened), sent
 * again with every retry of it, so that an answer lost on the way never posts twice.
 */
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

export function useUploadFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, ...body }: JompayUploadRequest & { readonly key: string }) =>
      apiRequest(JOMPAY_PATHS.upload, {
        method: 'POST',
        json: body,
        headers: keyed(key),
        schema: jompayImportSchema,
      }),
    onSuccess: refresh,
  });
}

export function useAssignLine(lineId: string, key: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: JompayAssignRequest) =>
      apiRequest(JOMPAY_PATHS.assign(lineId), {
        method: 'POST',
        json: body,
        headers: keyed(key),
        schema: jompayLineSchema,
      }),
    onSuccess: refresh,
  });
}

export function useReturnLine(lineId: string, key: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: JompayReturnRequest) =>
      apiRequest(JOMPAY_PATHS.markForReturn(lineId), {
        method: 'POST',
        json: body,
        headers: keyed(key),
        schema: jompayLineSchema,
      }),
    onSuccess: refresh,
  });
}
