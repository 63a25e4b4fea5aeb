import type { EkycSession } from '@sinar/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-section.tsx';
import { importWithReload } from '../../../lib/lazy-reload.ts';
import { useT } from '../../../lib/use-t.ts';
import { handoffLinkQueryOptions } from '../api/ekyc-handoff.ts';
import { isDecided, readEkycSession } from '../api/ekyc-session.ts';
import { EkycTips } from './ekyc-tips.tsx';
import styles from './verification.module.css';

/** The encoder loads with this component only, so nobody else downloads it. */
const QrCode = lazy(() => importWithReload(() => import('./qr-code.tsx')));

export interface HandoffPanelProps {
  readonly session: EkycSession;
  /** The session as the button found it: the page moves on when it is decided. */
  readonly onSession: (session: EkycSession) => void;
}

/**
 * Desktop: continue on the phone. A single-use link (POST handoff) as a QR code, tips, and 'I have completed e-KYC
 * on mobile', which reads the session again.
 */
export function HandoffPanel({ session, onSession }: HandoffPanelProps) {
  const { t } = useT('journey');
  const [round, setRound] = useState(0);
  const [notDone, setNotDone] = useState(false);
  const handoff = useQuery(handoffLinkQueryOptions(session.sessionId, round));
  // Asked on the applicant's word, not kept: the page keeps the session (`onSession`).
  const check = useMutation({ mutationFn: () => readEkycSession(session.applicationId) });

  const completedOnMobile = async () => {
    setNotDone(false);
    const answer = await check.mutateAsync().catch(() => null);
    if (!answer) return;
    if (isDecided(answer)) onSession(answer);
    else {
      setNotDone(true);
      if (answer.state === 'PROCESSING') onSession(answer);
    }
  };

  return (
    <div className={styles.handoff}>
      <p>{t('verification.ekyc.qrLead')}</p>
      {handoff.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {handoff.isError ? <FormError error={handoff.error} /> : null}
      {handoff.data ? (
        <>
          <Suspense fallback={<span className={styles.qr} />}>
            <QrCode value={handoff.data.url} />
          </Suspense>
          <p className={styles.qrLink}>
            {t('verification.ekyc.qrLink')}: <code>{handoff.data.url}</code>
          </p>
        </>
      ) : null}
      <Button variant="ghost" size="small" onClick={() => setRound((value) => value + 1)}>
        {t('verification.ekyc.newQr')}
      </Button>
      <EkycTips />
      <LiveRegion politeness="assertive">
        {notDone ? <Alert tone="info">{t('verification.ekyc.notDoneYet')}</Alert> : null}
        {check.isError ? <FormError error={check.error} /> : null}
      </LiveRegion>
      <Button variant="secondary" busy={check.isPending} onClick={() => void completedOnMobile()}>
        {t('verification.ekyc.completedOnMobile')}
      </Button>
    </div>
  );
}
