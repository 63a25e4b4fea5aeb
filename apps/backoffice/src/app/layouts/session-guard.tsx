import { useEffect } from 'react';
import { useEndSession } from '../../features/auth/api/log-out.ts';
import { watchCrossTabLogout } from '../../lib/cross-tab-logout.ts';
import { startIdleTimeout } from '../../lib/idle-timeout.ts';

/**
 * The session rules while an officer is logged in: 15 minutes without action in any back-office tab logs out
 * (lib/idle-timeout.ts), and logging out in another tab logs this one out too (lib/cross-tab-logout.ts).
 */
export function SessionGuard() {
  const endSession = useEndSession();
  useEffect(() => startIdleTimeout({ onIdle: () => endSession('idle') }), [endSession]);
  useEffect(() => watchCrossTabLogout(() => endSession('elsewhere')), [endSession]);
  return null;
}
