import {
  ATTESTATION_PATHS,
  type LiveCallBooking,
  type LiveCallBookingRequest,
  type LiveCallSlots,
  liveCallBookingSchema,
  liveCallSlotsSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';
import { CURRENT_SME_AGREEMENT_KEY } from './sme-agreement.ts';

/** The bookable days of the live attestation call and each slot's remaining places. */
export function getLiveCallSlots(agreementId: string, signal?: AbortSignal): Promise<LiveCallSlots> {
  return apiRequest(`${ATTESTATION_PATHS.liveCallSlots(agreementId)}?days=10`, {
    signal,
    schema: liveCallSlotsSchema,
  });
}

export function useLiveCallSlots(agreementId: string) {
  return useQuery({
    queryKey: ['agreements', 'live-call-slots', agreementId] as const,
    queryFn: ({ signal }) => getLiveCallSlots(agreementId, signal),
  });
}

/** The agreement's call: the one booked, or the last it had (404 without any). */
export function getLiveCall(agreementId: string, signal?: AbortSignal): Promise<LiveCallBooking> {
  return apiRequest(ATTESTATION_PATHS.liveCall(agreementId), { signal, schema: liveCallBookingSchema });
}

export function liveCallQueryOptions(agreementId: string, enabled = true) {
  return queryOptions({
    queryKey: ['agreements', 'live-call', agreementId] as const,
    queryFn: ({ signal }) => getLiveCall(agreementId, signal),
    enabled,
    retry: false,
  });
}

export function useLiveCall(agreementId: string, enabled = true) {
  return useQuery(liveCallQueryOptions(agreementId, enabled));
}

type Change =
  | { readonly kind: 'book' | 'move'; readonly slot: LiveCallBookingRequest }
  | { readonly kind: 'cancel' };

function changeLiveCall(agreementId: string, change: Change): Promise<LiveCallBooking> {
  const url = ATTESTATION_PATHS.liveCall(agreementId);
  if (change.kind === 'cancel') return apiRequest(url, { method: 'DELETE', schema: liveCallBookingSchema });
  return apiRequest(url, {
    method: change.kind === 'book' ? 'POST' : 'PATCH',
    json: change.slot,
    schema: liveCallBookingSchema,
  });
}

/** Books, moves or cancels the call; the agreement's status, the call and the slots are read again after. */
export function useChangeLiveCall(agreementId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => changeLiveCall(agreementId, change),
    onSuccess: (booking) => {
      queries.setQueryData(liveCallQueryOptions(agreementId).queryKey, booking);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['agreements', 'current'] }),
        queries.invalidateQueries({ queryKey: CURRENT_SME_AGREEMENT_KEY }),
        queries.invalidateQueries({ queryKey: ['agreements', 'live-call-slots', agreementId] }),
        queries.invalidateQueries({ queryKey: latestApplicationQueryOptions().queryKey }),
      ]);
    },
  });
}
