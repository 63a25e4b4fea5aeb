import { STEP_PATHS } from '@sinar/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH, no body: records the email step once the server knows the address is verified. */
export async function completeEmailVerification(id: string): Promise<void> {
  await apiRequest(STEP_PATHS.emailVerificationCompleted(id), { method: 'PATCH' });
}
