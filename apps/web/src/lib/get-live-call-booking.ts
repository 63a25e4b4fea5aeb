import { ApiError } from '@sinar/client/api-error';
import { ATTESTATION_PATHS, type LiveCallBooking, liveCallBookingSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The agreement's booked live call, or null without one (the call answers 404). In lib because home shows its time
 * and join link, and the live-call page moves or cancels it; one query key keeps them in step.
 */
export async function getLiveCallBooking(
  agreementId: string,
  signal?: AbortSignal,
): Promise<LiveCallBooking | null> {
  try {
    return await apiRequest(ATTESTATION_PATHS.liveCall(agreementId), {
      signal,
      schema: liveCallBookingSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function liveCallBookingQueryOptions(agreementId: string | null | undefined) {
  return queryOptions({
    queryKey: ['agreements', 'live-call', agreementId ?? null] as const,
    queryFn: agreementId ? ({ signal }) => getLiveCallBooking(agreementId, signal) : skipToken,
  });
}

/** Nothing is asked while `agreementId` is null or undefined. */
export function useLiveCallBooking(agreementId: string | null | undefined) {
  return useQuery(liveCallBookingQueryOptions(agreementId));
}
