import {
  DIRECT_DEBIT_PATHS,
  type DirectDebitBank,
  type DirectDebitMessage,
  directDebitBankListSchema,
  directDebitMessageSchema,
  type MandateRequest,
  type MandateStarted,
  mandateStartedSchema,
  SIGNING_PATHS,
  type TacSent,
  tacSentSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mandateQueryOptions } from '../../../lib/get-mandate.ts';

/**
 * The direct-debit e-mandate's calls (packages/domain/src/api/direct-debit.ts): the banks, the TAC that confirms the
 * consent (the agreement's TAC call, for the purpose 'directDebit'), starting or replacing the mandate, and removing
 * it. The mandate itself is read through lib/get-mandate.ts, which home shares.
 */

export function getBanks(signal?: AbortSignal): Promise<DirectDebitBank[]> {
  return apiRequest(DIRECT_DEBIT_PATHS.banks, { signal, schema: directDebitBankListSchema });
}

export function banksQueryOptions() {
  return queryOptions({
    queryKey: ['direct-debit', 'banks'] as const,
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useBanks() {
  return useQuery(banksQueryOptions());
}

/** A 6-digit TAC by SMS for the mandate's consent. */
export function requestMandateTac(agreementId: string): Promise<TacSent> {
  return apiRequest(SIGNING_PATHS.tac(agreementId), {
    method: 'POST',
    json: { purpose: 'directDebit' },
    schema: tacSentSchema,
  });
}

/** POST starts the first mandate; PATCH replaces the active one (another RM1). Both answer where the bank is. */
export function startMandate(input: {
  readonly agreementId: string;
  readonly replace: boolean;
  readonly request: MandateRequest;
}): Promise<MandateStarted> {
  return apiRequest(DIRECT_DEBIT_PATHS.mandate(input.agreementId), {
    method: input.replace ? 'PATCH' : 'POST',
    json: input.request,
    schema: mandateStartedSchema,
  });
}

/** DELETE: the mandate is cancelled ('Update/Remove successfully'). */
export function removeMandate(agreementId: string): Promise<DirectDebitMessage> {
  return apiRequest(DIRECT_DEBIT_PATHS.mandate(agreementId), {
    method: 'DELETE',
    schema: directDebitMessageSchema,
  });
}

/** Leaves the app for the bank's authorisation page; one object so that a test can watch the departure. */
export const bankPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

function useRefreshMandate(agreementId: string) {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: mandateQueryOptions(agreementId).queryKey });
}

export function useStartMandate(agreementId: string) {
  const refresh = useRefreshMandate(agreementId);
  return useMutation({ mutationFn: startMandate, onSuccess: refresh });
}

export function useRemoveMandate(agreementId: string) {
  const refresh = useRefreshMandate(agreementId);
  return useMutation({ mutationFn: () => removeMandate(agreementId), onSuccess: refresh });
}

/** The update started from /update-direct-debit, remembered across the bank's page so the result can name it. */
const UPDATE_KEY = 'sinar.directDebitUpdate';

export const pendingUpdate = {
  remember(agreementId: string): void {
    sessionStorage.setItem(UPDATE_KEY, agreementId);
  },
  /** Whether an update of this agreement's mandate is under way; reading it forgets it when `take` is set. */
  isFor(agreementId: string, options: { take?: boolean } = {}): boolean {
    const found = sessionStorage.getItem(UPDATE_KEY) === agreementId;
    if (found && options.take) sessionStorage.removeItem(UPDATE_KEY);
    return found;
  },
};
