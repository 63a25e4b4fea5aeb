import { LOAN_ACCOUNT_PATHS } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { fetchFileWithSession } from '../../../lib/file-with-session.ts';

/** `payment-receipt/{fileId}`: a payment's receipt PDF. */
export function getPaymentReceipt(fileId: string): Promise<Blob> {
  return fetchFileWithSession(LOAN_ACCOUNT_PATHS.paymentReceipt(fileId));
}

/**
 * Fetched when the customer asks for it, not for every row of the history: a mutation, since nothing is cached and
 * the file is handed to the browser at once.
 */
export function usePaymentReceipt() {
  return useMutation({ mutationFn: getPaymentReceipt });
}

/** `payment-reversal-advice/{fileId}`: a reversed payment's own document (decision 048). */
export function getPaymentReversalAdvice(fileId: string): Promise<Blob> {
  return fetchFileWithSession(LOAN_ACCOUNT_PATHS.paymentReversalAdvice(fileId));
}

export function usePaymentReversalAdvice() {
  return useMutation({ mutationFn: getPaymentReversalAdvice });
}
