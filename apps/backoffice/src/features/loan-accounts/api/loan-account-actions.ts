import {
  type AccountRequest,
  type AccountRequestCreate,
  type AccountRequestDecision,
  accountRequestSchema,
  type CounterPaymentRequest,
  counterPaymentPostedSchema,
  IDEMPOTENCY_KEY_HEADER,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  LOAN_REFUND_PATHS,
  type RefundRequest,
  refundRequestSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { LOAN_ACCOUNTS_KEY } from './loan-account-queries.ts';

/**
 * Posts a counter payment under `idempotencyKey`: the form makes one key when it opens and sends it with every try,
 * so a repeat after a lost answer posts nothing twice.
 */
export function postCounterPayment(accountId: string, body: CounterPaymentRequest, idempotencyKey: string) {
  return apiRequest(LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(accountId), {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: counterPaymentPostedSchema,
  });
}

export function usePostCounterPayment(accountId: string, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterPaymentRequest) => postCounterPayment(accountId, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOAN_ACCOUNTS_KEY }),
  });
}

/** A maker's reversal, waiver or write-off, left for another officer. */
export function prepareAccountRequest(accountId: string, body: AccountRequestCreate) {
  return apiRequest(LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(accountId), {
    method: 'POST',
    json: body,
    schema: accountRequestSchema,
  });
}

export function usePrepareAccountRequest(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountRequestCreate) => prepareAccountRequest(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOAN_ACCOUNTS_KEY }),
  });
}

export type RequestDecision = 'approve' | 'reject';

/** A checker's approval (applied at once) or rejection of another officer's request. */
export function decideAccountRequest(
  requestId: string,
  decision: RequestDecision,
  body: AccountRequestDecision,
) {
  return apiRequest(
    decision === 'approve'
      ? LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(requestId)
      : LOAN_ACCOUNT_BACKOFFICE_PATHS.rejectRequest(requestId),
    { method: 'POST', json: body, schema: accountRequestSchema },
  );
}

/**
 * `onDecided` runs before the lists are read again: the queue read again no longer lists a request once it is
 * decided, and its row leaves the page with the dialog that decided it, whose own callbacks then never run.
 */
export function useDecideAccountRequest(
  requestId: string,
  decision: RequestDecision,
  onDecided: (answer: AccountRequest) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountRequestDecision) => decideAccountRequest(requestId, decision, body),
    onSuccess: (answer) => {
      onDecided(answer);
      return queryClient.invalidateQueries({ queryKey: LOAN_ACCOUNTS_KEY });
    },
  });
}

/** Records a refund paid by bank transfer, or rejects the request with a reason. */
export function decideRefund(
  requestId: string,
  decision:
    | { readonly kind: 'pay'; readonly reference: string }
    | { readonly kind: 'reject'; readonly remark: string },
) {
  return decision.kind === 'pay'
    ? apiRequest(LOAN_REFUND_PATHS.pay(requestId), {
        method: 'POST',
        json: { reference: decision.reference },
        schema: refundRequestSchema,
      })
    : apiRequest(LOAN_REFUND_PATHS.reject(requestId), {
        method: 'POST',
        json: { remark: decision.remark },
        schema: refundRequestSchema,
      });
}

/** `onDecided` runs before the lists are read again, as for `useDecideAccountRequest`: the row leaves the page. */
export function useDecideRefund(requestId: string, onDecided: (answer: RefundRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Parameters<typeof decideRefund>[1]) => decideRefund(requestId, decision),
    onSuccess: (answer) => {
      onDecided(answer);
      return queryClient.invalidateQueries({ queryKey: LOAN_ACCOUNTS_KEY });
    },
  });
}
