import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { forgetSessionEnd, readSessionEnd } from '../../../lib/session-end.ts';
import { useT } from '../../../lib/use-t.ts';

/** Why the officer is back on the login page: logged out, idle, logged out elsewhere, or the session expired. */
export function SessionNotice() {
  const { t } = useT();
  const [reason] = useState(readSessionEnd);
  useEffect(() => forgetSessionEnd(), []);
  if (!reason) return null;
  return (
    <div role="status">
      <Alert tone={reason === 'loggedOut' ? 'success' : 'info'} title={t(`session.${reason}.title`)}>
        <p>{t(`session.${reason}.body`)}</p>
      </Alert>
    </div>
  );
}
