import { STEP_PATHS } from '@sinar/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH the e-KYC step as completed (idempotent): the server records it only when the session passed. */
export function completeEkycStep(applicationId: string): Promise<unknown> {
  return apiRequest(STEP_PATHS.ekycCompleted(applicationId), { method: 'PATCH' });
}
