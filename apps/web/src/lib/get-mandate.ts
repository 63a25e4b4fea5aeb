import { ApiError } from '@sinar/client/api-error';
import { DIRECT_DEBIT_PATHS, type Mandate, mandateSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The agreement's direct-debit mandate, or null when it has none (the call answers 404). In lib because home reads
 * it for the status screen's next step and the direct-debit pages for theirs; one query key keeps them in step.
 */
export async function getMandate(agreementId: string, signal?: AbortSignal): Promise<Mandate | null> {
  try {
    return await apiRequest(DIRECT_DEBIT_PATHS.mandate(agreementId), { signal, schema: mandateSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function mandateQueryOptions(agreementId: string | null | undefined) {
  return queryOptions({
    queryKey: ['agreements', 'mandate', agreementId ?? null] as const,
    queryFn: agreementId ? ({ signal }) => getMandate(agreementId, signal) : skipToken,
  });
}

/** How often a pending mandate is read again while a page waits for the bank's answer. */
export const MANDATE_POLL_MS = 3000;

/**
 * `agreementId` null or undefined waits: nothing is asked until the agreement is known. `pollWhilePending` reads
 * again every few seconds while the bank has not answered.
 */
export function useMandate(
  agreementId: string | null | undefined,
  options: { pollWhilePending?: boolean } = {},
) {
  return useQuery({
    ...mandateQueryOptions(agreementId),
    refetchInterval: (query) =>
      options.pollWhilePending && query.state.data?.state === 'PENDING' ? MANDATE_POLL_MS : false,
  });
}
