import { SME_APPLICATION_PATHS, type SmeApplicationView, smeApplicationSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiRequest } from './api-client.ts';

/**
 * An SME partner's or staff member's application by id (GET smeApplication/{id}). In lib because the SME step
 * screens of several features (email, documents, identity) read it and share its one query key.
 */
export function smeApplicationQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: ['sme-applications', id] as const,
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) =>
            apiRequest(SME_APPLICATION_PATHS.application(id), { signal, schema: smeApplicationSchema }),
  });
}

/** The SME step screens name their application in the address: `?id={applicationId}`. */
export const SME_APPLICATION_QUERY_PARAM = 'id';

/** The application the SME step screen's address names, or null without one. */
export function useSmeApplicationOfPage(): {
  readonly id: string | null;
  readonly query: ReturnType<typeof useQuery<SmeApplicationView>>;
} {
  const [search] = useSearchParams();
  const id = search.get(SME_APPLICATION_QUERY_PARAM);
  return { id, query: useQuery(smeApplicationQueryOptions(id)) };
}

/** An SME step screen's path for the application: `/sme/document-upload?id=...`. */
export function smeStepPath(path: string, id: string): string {
  return `${path}?${SME_APPLICATION_QUERY_PARAM}=${encodeURIComponent(id)}`;
}
