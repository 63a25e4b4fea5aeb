import { AUTH_PATHS, type CheckEmailExistedResponse, checkEmailExistedResponseSchema } from '@sinar/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whether the email or the phone number already has an account, asked before the form is sent. */
export function checkEmailExisted(email: string, phoneNo: string): Promise<CheckEmailExistedResponse> {
  return apiRequest(AUTH_PATHS.checkEmailExisted(email, phoneNo), {
    method: 'POST',
    schema: checkEmailExistedResponseSchema,
  });
}
