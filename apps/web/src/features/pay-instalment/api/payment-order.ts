import { PAYMENT_PATHS, type PaymentOrder, paymentOrderSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
