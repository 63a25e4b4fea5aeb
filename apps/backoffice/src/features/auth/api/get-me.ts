import { OFFICER_AUTH_PATHS, type Officer, officerSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeOfficer } from '../../../lib/session.ts';

export const meKey = ['officer', 'me'] as const;

export function getMe(signal?: AbortSignal): Promise<Officer> {
  return apiRequest(OFFICER_AUTH_PATHS.me, { signal, schema: officerSchema });
}

/** The officer as the server knows them now: roles changed by an admin show in the navigation at once. */
export function useMe() {
  const query = useQuery({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) });
  useEffect(() => {
    if (query.data) storeOfficer(query.data);
  }, [query.data]);
  return query;
}
