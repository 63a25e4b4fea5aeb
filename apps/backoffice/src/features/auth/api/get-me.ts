import { OFFICER_AUTH_PATHS, type Officer, officerSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeOfficer } from '../../../lib/session.ts';

export function getMe(signal?: AbortSignal): Promise<Officer> {
  return apiRequest(OFFICER_AUTH_PATHS.me, { signal, schema: officerSchema });
}

/** The officer as the server knows them now: roles changed by an admin show in the navigation at once. */
export function useMe() {
  const query = useQuery(meQueryOptions());
  useEffect(() => {
    if (query.data) storeOfficer(query.data);
  }, [query.data]);
  return query;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: ['officer', 'me'] as const, queryFn: ({ signal }) => getMe(signal) });
}
