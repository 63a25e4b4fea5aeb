import {
  OFFICER_AUTH_PATHS,
  type OfficerLoginChallenge,
  type OfficerLoginRequest,
  officerLoginChallengeSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The password step: a right password answers a challenge for the second factor (and, at first, the enrolment). */
export function logIn(body: OfficerLoginRequest): Promise<OfficerLoginChallenge> {
  return apiRequest(OFFICER_AUTH_PATHS.login, {
    method: 'POST',
    json: body,
    schema: officerLoginChallengeSchema,
    anonymous: true,
  });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
