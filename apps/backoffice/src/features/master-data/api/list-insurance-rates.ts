import { type InsuranceRate, insuranceRateListSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function listInsuranceRates(signal?: AbortSignal): Promise<InsuranceRate[]> {
  return apiRequest(MASTER_ADMIN_PATHS.insuranceRates, { signal, schema: insuranceRateListSchema });
}

export function useInsuranceRates() {
  return useQuery(insuranceRatesQueryOptions());
}

export function insuranceRatesQueryOptions() {
  return queryOptions({
    queryKey: ['masterData', 'insuranceRates'] as const,
    queryFn: ({ signal }) => listInsuranceRates(signal),
  });
}
