import {
  OFFICER_AUTH_PATHS,
  type OfficerSession,
  type OfficerTotpRequest,
  officerSessionSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The second step: the authenticator's 6-digit code against the challenge opens the session. */
export function verifyCode(body: OfficerTotpRequest): Promise<OfficerSession> {
  return apiRequest(OFFICER_AUTH_PATHS.totp, {
    method: 'POST',
    json: body,
    schema: officerSessionSchema,
    anonymous: true,
  });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
