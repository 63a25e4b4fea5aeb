import { ApiError } from '@sinar/client/api-error';
import { createAttemptKey } from '@sinar/client/idempotency-key';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_PATHS,
  type PaymentOrder,
  type PaymentOrderRequest,
  type PaymentOrderStarted,
  paymentOrderSchema,
  paymentOrderStartedSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST razer`: a payment order, with the `Idempotency-Key` of this attempt. A retry of the same request after no
 * answer sends the same key, so the server makes one order however often the button is pressed.
 */
export function useStartPayment() {
  const [attempt] = useState(createAttemptKey);
  return useMutation({
    mutationFn: async (request: PaymentOrderRequest): Promise<PaymentOrderStarted> => {
      const key = attempt.keyFor(request);
      try {
        const started = await apiRequest(PAYMENT_PATHS.order, {
          method: 'POST',
          json: request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
          schema: paymentOrderStartedSchema,
        });
        attempt.settle(201);
        return started;
      } catch (error) {
        if (error instanceof ApiError) attempt.settle(error.status);
        throw error;
      }
    },
  });
}

/** How often the pending page asks again while the gateway has not decided. */
export const PENDING_POLL_MS = 3000;

export function paymentOrderQueryOptions(orderId: string | null, polling = false) {
  return queryOptions({
    queryKey: ['pay-instalment', 'order', orderId] as const,
    queryFn: ({ signal }): Promise<PaymentOrder> =>
      apiRequest(PAYMENT_PATHS.orderStatus(orderId ?? ''), { signal, schema: paymentOrderSchema }),
    enabled: orderId !== null,
    refetchInterval: polling
      ? (query) => (query.state.data?.status === 'pending' || !query.state.data ? PENDING_POLL_MS : false)
      : false,
  });
}

/** `GET razer/orders/{orderId}`: the order as the gateway's answers left it; polled while pending if asked. */
export function usePaymentOrder(orderId: string | null, options: { readonly polling?: boolean } = {}) {
  return useQuery(paymentOrderQueryOptions(orderId, options.polling));
}
