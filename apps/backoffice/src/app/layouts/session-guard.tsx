import { watchLogoutAnnouncements } from '@sinar/client/cross-tab-logout';
import { startIdleTimeout } from '@sinar/client/idle-timeout';
import { useEffect } from 'react';
import { useEndSession } from '../../features/auth/api/log-out.ts';
import { LAST_ACTIVITY_KEY, openOfficerLogoutChannel } from '../../lib/session.ts';

/**
 * The session rules while an officer is logged in: 15 minutes without action in any back-office tab logs out
 * (@sinar/client/idle-timeout), and logging out in another tab logs this one out too (its tokens are its own, so
 * the word comes on a broadcast channel: @sinar/client/cross-tab-logout).
 */
export function SessionGuard() {
  const endSession = useEndSession();
  useEffect(
    () => startIdleTimeout({ key: LAST_ACTIVITY_KEY, onIdle: () => endSession('idle') }),
    [endSession],
  );
  useEffect(
    () => watchLogoutAnnouncements(() => endSession('elsewhere'), openOfficerLogoutChannel),
    [endSession],
  );
  return null;
}
