import { MASTER_ADMIN_PATHS, type ProductCode, productCodeSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const codesKey = ['masterData', 'codes'] as const;

export function listCodes(signal?: AbortSignal): Promise<ProductCode[]> {
  return apiRequest(MASTER_ADMIN_PATHS.codes, { signal, schema: z.array(productCodeSchema) });
}

export function useCodes() {
  return useQuery({ queryKey: codesKey, queryFn: ({ signal }) => listCodes(signal) });
}
