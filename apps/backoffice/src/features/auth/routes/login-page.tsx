import { recordActivity } from '@sinar/client/idle-timeout';
import type { OfficerLoginChallenge, OfficerSession } from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { safeNextPath } from '../../../lib/paths.ts';
import { LAST_ACTIVITY_KEY, storeSession, useAccessToken } from '../../../lib/session.ts';
import { forgetSessionEnd } from '../../../lib/session-end.ts';
import { useT } from '../../../lib/use-t.ts';
import { CodeForm } from '../components/code-form.tsx';
import { EnrolmentPanel } from '../components/enrolment-panel.tsx';
import styles from '../components/login.module.css';
import { PasswordForm } from '../components/password-form.tsx';
import { SessionNotice } from '../components/session-notice.tsx';

/**
 * The officer's login in two steps: email and password, then the authenticator's code (after adding the back office
 * to the app at first login). Each step's heading takes the focus when it appears.
 */
export function Component() {
  const { t } = useT();
  const token = useAccessToken();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<OfficerLoginChallenge | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const next = safeNextPath(searchParams.get('next'));

  useEffect(() => {
    if (challenge) stepHeading.current?.focus();
  }, [challenge]);

  if (token) return <Navigate to={next} replace />;

  const openSession = (session: OfficerSession) => {
    // A new session starts clean: nothing cached from the last officer at this computer, and active now.
    queryClient.clear();
    forgetSessionEnd();
    recordActivity({ key: LAST_ACTIVITY_KEY });
    storeSession(session);
  };

  return (
    <>
      <PageHeader title={t('login.title')} lead={t('login.lead')} />
      <SessionNotice />
      <div className={styles.card}>
        {challenge === null ? (
          <>
            <h2>
              <span className={styles.stepCount}>{t('login.step', { step: 1, steps: 2 })}</span>
              {t('login.passwordStep')}
            </h2>
            <PasswordForm onChallenge={setChallenge} />
          </>
        ) : (
          <>
            <h2 ref={stepHeading} tabIndex={-1}>
              <span className={styles.stepCount}>{t('login.step', { step: 2, steps: 2 })}</span>
              {challenge.enrolment ? t('login.enrolment.title') : t('login.codeStep')}
            </h2>
            {challenge.enrolment ? (
              <EnrolmentPanel
                secret={challenge.enrolment.secret}
                otpauthUri={challenge.enrolment.otpauthUri}
              />
            ) : (
              <p>{t('login.codeLead')}</p>
            )}
            <CodeForm challengeToken={challenge.challengeToken} onSession={openSession} />
            <Button variant="ghost" className={styles.restart} onClick={() => setChallenge(null)}>
              {t('login.restart')}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
