import {
  ATTESTATION_PATHS,
  type AttestationVideo,
  agreementChangedSchema,
  attestationVideoSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';
import type { AgreementChange } from './approved-summary.ts';
import { CURRENT_SME_AGREEMENT_KEY } from './sme-agreement.ts';

export function getAttestationVideo(agreementId: string, signal?: AbortSignal): Promise<AttestationVideo> {
  return apiRequest(ATTESTATION_PATHS.video(agreementId), { signal, schema: attestationVideoSchema });
}

/**
 * Each answer carries a new stream address (the one before stops working), so the video is asked for once per visit
 * of the page and in its language: asking again would change the address under the playing video.
 */
export function attestationVideoQueryOptions(agreementId: string, language: string) {
  return queryOptions({
    queryKey: ['agreements', 'attestation-video', agreementId, language] as const,
    queryFn: ({ signal }) => getAttestationVideo(agreementId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useAttestationVideo(agreementId: string, language: string) {
  return useQuery(attestationVideoQueryOptions(agreementId, language));
}

/** The acknowledgement: the server attests only once it has streamed the whole video and its length has passed. */
export function acknowledgeVideo(agreementId: string): Promise<AgreementChange> {
  return apiRequest(ATTESTATION_PATHS.videoAcknowledgement(agreementId), {
    method: 'POST',
    json: { acknowledged: true },
    schema: agreementChangedSchema,
  });
}

export function useAcknowledgeVideo() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeVideo,
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ['agreements', 'current'] }),
        queries.invalidateQueries({ queryKey: CURRENT_SME_AGREEMENT_KEY }),
        queries.invalidateQueries({ queryKey: latestApplicationQueryOptions().queryKey }),
      ]),
  });
}
