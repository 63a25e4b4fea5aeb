import {
  AGREEMENT_PATHS,
  type AgreementView,
  type ApprovedSummary,
  agreementChangedSchema,
  approvedSummarySchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';

export function getApprovedSummary(agreementId: string, signal?: AbortSignal): Promise<ApprovedSummary> {
  return apiRequest(AGREEMENT_PATHS.summary(agreementId), { signal, schema: approvedSummarySchema });
}

export function approvedSummaryQueryOptions(agreementId: string) {
  return queryOptions({
    queryKey: ['agreements', 'summary', agreementId] as const,
    queryFn: ({ signal }) => getApprovedSummary(agreementId, signal),
  });
}

export function useApprovedSummary(agreementId: string) {
  return useQuery(approvedSummaryQueryOptions(agreementId));
}

/** What the server answered to a change: its message for the toast, and the agreement as it now stands. */
export interface AgreementChange {
  readonly message: string;
  readonly agreement: AgreementView;
}

/** POST the acceptance of the approved summary, with the protection plan or without. */
export function acceptSummary(input: {
  agreementId: string;
  takeProtection: boolean;
}): Promise<AgreementChange> {
  return apiRequest(AGREEMENT_PATHS.acceptSummary(input.agreementId), {
    method: 'POST',
    json: { takeProtection: input.takeProtection },
    schema: agreementChangedSchema,
  });
}

/** PATCH the walk-away: the agreement and its application are cancelled together. */
export function cancelAgreement(agreementId: string): Promise<AgreementChange> {
  return apiRequest(AGREEMENT_PATHS.cancel(agreementId), { method: 'PATCH', schema: agreementChangedSchema });
}

/** Both changes move the agreement (and a cancel the application): every screen reading them reads anew. */
function useRefreshAfterChange() {
  const queries = useQueryClient();
  return () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: ['agreements'] }),
      queries.invalidateQueries({ queryKey: latestApplicationQueryOptions().queryKey }),
    ]);
}

export function useAcceptSummary() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: acceptSummary, onSuccess: refresh });
}

export function useCancelAgreement() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: cancelAgreement, onSuccess: refresh });
}
