import { STEP_PATHS } from '@sinar/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** PATCH, no body: the server checks the saved draft with the form's schema (422 with field errors if it fails). */
export async function completeApplicationForm(id: string): Promise<void> {
  await apiRequest(STEP_PATHS.applicationFormCompleted(id), { method: 'PATCH' });
}
