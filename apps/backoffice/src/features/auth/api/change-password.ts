import {
  OFFICER_AUTH_PATHS,
  type OfficerPasswordChanged,
  type OfficerPasswordChangeRequest,
  officerPasswordChangedSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeOfficer } from '../../../lib/session.ts';

/** POST the officer's own new password; the server ends their other sessions and answers the officer as now. */
export function changePassword(body: OfficerPasswordChangeRequest): Promise<OfficerPasswordChanged> {
  return apiRequest(OFFICER_AUTH_PATHS.password, {
    method: 'POST',
    json: body,
    schema: officerPasswordChangedSchema,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The stored officer no longer has to change the password: every page opens again.
    onSuccess: (response) => storeOfficer(response.officer),
  });
}
