import { watchSharedStorageLogout } from '@sinar/client/cross-tab-logout';
import { startIdleTimeout } from '@sinar/client/idle-timeout';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { importWithReload } from '../../lib/lazy-reload.ts';
import {
  clearStoredData,
  hasUserIdentity,
  LAST_ACTIVITY_KEY,
  tokens,
  useAccessToken,
} from '../../lib/session.ts';
import { withLanguageOf } from '../../lib/session-paths.ts';
import { PAGES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';

/** The previous user's cached answers go with the session (the cache loads with the first lazy page, if at all). */
function clearQueryCache(): void {
  void importWithReload(() => import('../../lib/query-client.tsx')).then((module) =>
    module.getQueryClient().clear(),
  );
}

/**
 * The session rules of spec 000 and 001 section 4, on every page while a user is logged in:
 * - a token without the user's id or phone number (`sub`, `username`) ends the session with 'Session expired.
 *   Please login again.' on the landing;
 * - 15 minutes without action in any tab logs out (@sinar/client/idle-timeout);
 * - another tab that logs out takes this one along to the landing (@sinar/client/cross-tab-logout).
 */
export function SessionGuard() {
  const { t } = useT();
  const token = useAccessToken();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const currentSearch = useRef(search);
  currentSearch.current = search;
  const loggedIn = token !== null;
  const identified = hasUserIdentity(token);

  useEffect(() => {
    if (!loggedIn || identified) return;
    clearStoredData();
    clearQueryCache();
    void navigate(withLanguageOf('/', currentSearch.current), { replace: true });
    toast.show(t('errors.sessionExpired'), 'error');
  }, [loggedIn, identified, navigate, toast, t]);

  useEffect(() => {
    if (!loggedIn || !identified) return;
    return startIdleTimeout({
      key: LAST_ACTIVITY_KEY,
      onIdle: () =>
        void navigate(withLanguageOf(PAGES.logout, currentSearch.current), { state: { reason: 'idle' } }),
    });
  }, [loggedIn, identified, navigate]);

  // For the page's whole life, not only while logged in: a tab that had no session learns of a login elsewhere.
  useEffect(
    () =>
      watchSharedStorageLogout({
        tokens,
        onLoggedOut: () => {
          clearQueryCache();
          void navigate(withLanguageOf('/', currentSearch.current), { replace: true });
          toast.show(t('success.loggedOut'));
        },
      }),
    [navigate, toast, t],
  );

  return null;
}
