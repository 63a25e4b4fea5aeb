import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { clearStoredData, getRefreshToken } from '../../../lib/session.ts';
import { withLanguageOf } from '../../../lib/session-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { logOut } from '../api/log-out.ts';

/** Why the user is logging out, when it was not their own choice: the toast on the landing says so. */
export type LogoutReason = 'idle' | 'expired';

function reasonOf(state: unknown): LogoutReason | null {
  const reason = typeof state === 'object' && state !== null ? (state as { reason?: unknown }).reason : null;
  return reason === 'idle' || reason === 'expired' ? reason : null;
}

/**
 * /logout: everything stored except the language is cleared at once (other tabs follow through their storage
 * event), the server ends the session with the refresh token (a failure changes nothing for the user), and the
 * user lands on '/' with 'You have logged out.' in the language they were reading.
 */
export function Component() {
  const { t } = useT();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const started = useRef(false);
  usePageTitle(t('auth.logout.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const refreshToken = getRefreshToken();
    clearStoredData();
    queryClient.clear();
    const reason = reasonOf(state);
    const finish = () => {
      if (reason === 'idle') toast.show(t('auth.idleLoggedOut'));
      else if (reason === 'expired') toast.show(t('errors.sessionExpired'), 'error');
      else toast.show(t('success.loggedOut'));
      void navigate(withLanguageOf('/', search), { replace: true });
    };
    if (refreshToken === null) finish();
    else logOut(refreshToken).then(finish, finish);
  }, [navigate, search, state, toast, queryClient, t]);

  return (
    <Page title={t('auth.logout.title')} lead={t('auth.logout.inProgress')} narrow>
      {null}
    </Page>
  );
}
