import { ApiError } from '@sinar/client/api-error';
import type { LoginMethod, SessionOpenedResponse } from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { storeSession } from '../../../lib/session.ts';
import { homePathOf, passwordChangePathOf, withLanguageOf } from '../../../lib/session-paths.ts';
import { useT } from '../../../lib/use-t.ts';

/** The server's answer to a failed submit, announced at once. */
export function ServerError({ error }: { readonly error: Error | null }) {
  const { t } = useT();
  const message = error instanceof ApiError ? error.message : error ? t('errors.somethingWentWrong') : null;
  return (
    <LiveRegion politeness="assertive">{message ? <Alert tone="error">{message}</Alert> : null}</LiveRegion>
  );
}

/**
 * After a successful login: the tokens are stored (everything else stored before is cleared, the language kept),
 * the cache of the previous user goes, 'Login successful' is shown and the user lands on their home, in the
 * language of the page they logged in from; a user who logged in with a temporary password lands on the password
 * change instead.
 */
export function useOpenSession() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return (response: SessionOpenedResponse, loginMethod: LoginMethod) => {
    storeSession({ accessToken: response.accessToken, refreshToken: response.refreshToken });
    queryClient.clear();
    toast.show(response.message);
    closeLoginDialog();
    const target = response.passwordChangeRequired
      ? passwordChangePathOf({ loginMethod })
      : homePathOf({ loginMethod });
    void navigate(withLanguageOf(target, search));
  };
}
