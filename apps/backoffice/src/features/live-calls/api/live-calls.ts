import {
  AGREEMENT_BACKOFFICE_PATHS,
  type LiveCallList,
  type LiveCallOutcomeRequest,
  liveCallListSchema,
  liveCallOutcomeSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const LIVE_CALLS_KEY = ['live-calls'] as const;

/** A day's live calls (today, Malaysian time, when no date is given). */
export function getLiveCalls(date: string | undefined, signal?: AbortSignal): Promise<LiveCallList> {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.liveCalls, {
    query: date ? { date } : {},
    signal,
    schema: liveCallListSchema,
  });
}

export function liveCallsQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: [...LIVE_CALLS_KEY, date ?? 'today'] as const,
    queryFn: ({ signal }) => getLiveCalls(date, signal),
  });
}

export function useLiveCalls(date: string | undefined) {
  return useQuery(liveCallsQueryOptions(date));
}

export function recordLiveCallOutcome(bookingId: string, body: LiveCallOutcomeRequest) {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.liveCallOutcome(bookingId), {
    method: 'POST',
    json: body,
    schema: liveCallOutcomeSchema,
  });
}

/** The attestation officer's outcome; every day's list is read again after it. */
export function useRecordLiveCallOutcome(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveCallOutcomeRequest) => recordLiveCallOutcome(bookingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIVE_CALLS_KEY }),
  });
}
