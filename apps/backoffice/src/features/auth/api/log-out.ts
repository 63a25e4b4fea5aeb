import { announceLogout } from '@sinar/client/cross-tab-logout';
import { OFFICER_AUTH_PATHS } from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession, getRefreshToken, openOfficerLogoutChannel } from '../../../lib/session.ts';
import { noteSessionEnd, type SessionEndReason } from '../../../lib/session-end.ts';

/** POST the logout: the server ends the session, so its refresh token is dead even if it was copied. */
export function logOut(refreshToken: string): Promise<unknown> {
  return apiRequest(OFFICER_AUTH_PATHS.logout, { method: 'POST', json: { refreshToken }, anonymous: true });
}

/**
 * Ends this tab's session: on the server (best effort: the tab forgets its tokens whatever the answer), in the
 * tab, in the query cache (the next officer at this computer must not see these answers), and, when the officer
 * chose to log out, in the other back-office tabs too. The layout then leaves for the login page, which says why.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (reason: SessionEndReason) => {
      const refreshToken = getRefreshToken();
      if (refreshToken) void logOut(refreshToken).catch(() => undefined);
      noteSessionEnd(reason);
      clearSession();
      queryClient.clear();
      if (reason === 'loggedOut') announceLogout(openOfficerLogoutChannel);
    },
    [queryClient],
  );
}
