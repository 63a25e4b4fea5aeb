import { APPLICATION_PATHS, type ApplicationStatusView, applicationStatusSchema } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET an application's status by its reference number; only the caller's own applications answer. */
export function checkStatus(applicationNo: string): Promise<ApplicationStatusView> {
  return apiRequest(APPLICATION_PATHS.statusCheck(applicationNo), { schema: applicationStatusSchema });
}

export function useStatusCheck() {
  return useMutation({ mutationFn: checkStatus });
}
