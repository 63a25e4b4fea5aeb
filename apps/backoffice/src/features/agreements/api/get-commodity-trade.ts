import {
  AGREEMENT_BACKOFFICE_PATHS,
  type OfficerCommodityTrade,
  officerCommodityTradeSchema,
} from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** An Islamic financing's commodity trade and its legs; the server answers 404 before the trade starts. */
export function getCommodityTrade(id: string, signal?: AbortSignal): Promise<OfficerCommodityTrade> {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.commodityTrade(id), {
    signal,
    schema: officerCommodityTradeSchema,
  });
}

export function commodityTradeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['agreements', 'commodity-trade', id] as const,
    queryFn: ({ signal }) => getCommodityTrade(id, signal),
    retry: false,
  });
}

export function useCommodityTrade(id: string) {
  return useQuery(commodityTradeQueryOptions(id));
}
