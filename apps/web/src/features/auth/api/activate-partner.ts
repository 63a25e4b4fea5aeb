import {
  AUTH_PATHS,
  type MessageResponse,
  messageResponseSchema,
  type PartnerActivationForm,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /smeUser: a partner's first visit. The account is made from the partner directory's record and a temporary
 * password goes by SMS to the phone number the directory holds.
 */
export function activatePartner(form: PartnerActivationForm): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.smeUser, { method: 'POST', json: form, schema: messageResponseSchema });
}

export function useActivatePartner() {
  return useMutation({ mutationFn: activatePartner });
}
