import { type InsuranceRateForm, insuranceRateSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { insuranceRatesQueryOptions } from './list-insurance-rates.ts';

/** PATCH the rate of a brand for a tenure: the form's brand and tenure choose the row. */
export function setInsuranceRate({ company, tenureMonths, ...rate }: InsuranceRateForm) {
  return apiRequest(MASTER_ADMIN_PATHS.insuranceRate(company, tenureMonths), {
    method: 'PATCH',
    json: rate,
    schema: insuranceRateSchema,
  });
}

export function useSetInsuranceRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInsuranceRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceRatesQueryOptions().queryKey }),
  });
}
