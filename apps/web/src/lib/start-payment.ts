import { ApiError } from '@sinar/client/api-error';
import { createAttemptKey } from '@sinar/client/idempotency-key';
import {
  IDEMPOTENCY_KEY_HEADER,
  PAYMENT_PATHS,
  type PaymentOrderRequest,
  type PaymentOrderStarted,
  paymentOrderStartedSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from './api-client.ts';

/**
 * `POST razer`: a payment order (an instalment or an early settlement), with the `Idempotency-Key` of this attempt.
 * A retry of the same request after no answer sends the same key, so the server makes one order however often the
 * button is pressed. Shared by the pages that start an online payment.
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
