import { type InsuranceRate, insuranceRateSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const insuranceRatesKey = ['masterData', 'insuranceRates'] as const;

export function listInsuranceRates(signal?: AbortSignal): Promise<InsuranceRate[]> {
  return apiRequest(MASTER_ADMIN_PATHS.insuranceRates, { signal, schema: z.array(insuranceRateSchema) });
}

export function useInsuranceRates() {
  return useQuery({ queryKey: insuranceRatesKey, queryFn: ({ signal }) => listInsuranceRates(signal) });
}
