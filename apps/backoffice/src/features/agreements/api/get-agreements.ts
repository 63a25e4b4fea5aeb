import {
  AGREEMENT_BACKOFFICE_PATHS,
  type AgreementList,
  type AgreementListQuery,
  agreementListSchema,
} from '@sinar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const AGREEMENT_PAGE_SIZE = 25;

/** The counts by status and product, and one page of agreements, latest change first. */
export function getAgreements(query: AgreementListQuery, signal?: AbortSignal): Promise<AgreementList> {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.agreements, {
    query: {
      ...query,
      needsAttention: query.needsAttention ? 'true' : undefined,
    },
    signal,
    schema: agreementListSchema,
  });
}

export function agreementsQueryOptions(query: AgreementListQuery) {
  return queryOptions({
    queryKey: ['agreements', 'list', query] as const,
    queryFn: ({ signal }) => getAgreements(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgreements(query: AgreementListQuery) {
  return useQuery(agreementsQueryOptions(query));
}
