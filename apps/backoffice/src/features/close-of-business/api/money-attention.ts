import {
  MONEY_ATTENTION_PATHS,
  type MoneyAttentionItem,
  type MoneyAttentionResolveRequest,
  moneyAttentionListSchema,
} from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Money stuck in between (decision 052): the deductions the bank never settled and the payment orders left pending,
 * each served by its own module, read together oldest first.
 */
export const moneyAttentionQuery = queryOptions({
  queryKey: ['money-attention'] as const,
  queryFn: async ({ signal }): Promise<MoneyAttentionItem[]> => {
    const [debits, orders] = await Promise.all([
      apiRequest(MONEY_ATTENTION_PATHS.directDebit, { signal, schema: moneyAttentionListSchema }),
      apiRequest(MONEY_ATTENTION_PATHS.paymentOrders, { signal, schema: moneyAttentionListSchema }),
    ]);
    return [...debits.items, ...orders.items].sort((a, b) =>
      a.attentionSince.localeCompare(b.attentionSince),
    );
  },
});

export function useMoneyAttention() {
  return useQuery(moneyAttentionQuery);
}

export function useResolveMoneyAttention(item: MoneyAttentionItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneyAttentionResolveRequest) =>
      apiRequest(
        item.kind === 'directDebit'
          ? MONEY_ATTENTION_PATHS.resolveDirectDebit(item.id)
          : MONEY_ATTENTION_PATHS.resolvePaymentOrder(item.id),
        { method: 'POST', json: body, schema: moneyAttentionListSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money-attention'] }),
  });
}
