import type { EkycSession } from '@sinar/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { NoApplication, QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { SESSION_ACCESS } from '../api/ekyc-access.ts';
import { ekycSessionQueryOptions, isDecided, openEkycSession, readEkycSession } from '../api/ekyc-session.ts';
import { CaptureForm } from '../components/capture-form.tsx';
import { EkycTips } from '../components/ekyc-tips.tsx';
import { HandoffPanel } from '../components/handoff-panel.tsx';
import { useSessionPolling } from '../components/use-session-polling.ts';
import styles from '../components/verification.module.css';
import { Waiting } from '../components/waiting.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /application/identity-verification and its /islamic twin: e-KYC here, or on the phone through a QR code. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('verification.ekyc.title'));
  const application = useLatestApplication();
  return (
    <Page title={t('verification.ekyc.title')} lead={t('verification.ekyc.lead')}>
      {application.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {application.isError ? <QueryFailed onRetry={() => void application.refetch()} /> : null}
      {application.data === null ? <NoApplication /> : null}
      {application.data ? <IndividualIdentityVerification applicationId={application.data.id} /> : null}
    </Page>
  );
}

function IndividualIdentityVerification({ applicationId }: { readonly applicationId: string }) {
  const { path } = useVariant();
  return <IdentityVerification applicationId={applicationId} resultPath={path(PAGES.verificationComplete)} />;
}

/**
 * e-KYC of an application of either journey: here, or on the phone through a QR code; a verdict moves on to
 * `resultPath`.
 */
export function IdentityVerification({
  applicationId,
  resultPath,
}: {
  readonly applicationId: string;
  readonly resultPath: string;
}) {
  const { t } = useT('journey');
  const navigate = useNavigate();
  const phone = useIsPhone();
  const queries = useQueryClient();
  const computerId = useId();
  const mobileId = useId();
  const { queryKey: key } = ekycSessionQueryOptions(applicationId);
  // Opening the session is a POST that also reopens it after a retry: once per visit of the page.
  const session = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => openEkycSession(applicationId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const submittedHere = useRef(false);
  const setSession = (next: EkycSession) => queries.setQueryData(key, next);
  useSessionPolling(session.data, (signal) => readEkycSession(applicationId, signal), setSession);

  const data = session.data;
  // A verdict moves on to the result; a RETRY the server still reports when the page opens is captured again here.
  const moveOn = data !== undefined && isDecided(data) && (data.state !== 'RETRY' || submittedHere.current);
  useEffect(() => {
    if (moveOn) void navigate(resultPath);
  }, [moveOn, navigate, resultPath]);

  if (session.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (session.isError)
    return (
      <div role="alert">
        <FormError error={session.error} />
      </div>
    );
  if (!data || moveOn) return <Waiting message={t('verification.ekyc.processing')} />;
  if (data.state === 'PROCESSING') return <Waiting message={t('verification.ekyc.processing')} />;

  const submitted = () => {
    submittedHere.current = true;
    setSession({ ...data, state: 'PROCESSING' });
  };
  const handedOver = (next: EkycSession) => {
    submittedHere.current = true;
    setSession(next);
  };
  const form = <CaptureForm session={data} access={SESSION_ACCESS} phone={phone} onSubmitted={submitted} />;
  return (
    <div className={styles.stack}>
      {data.state === 'RETRY' ? <Alert tone="info">{t('verification.ekyc.retryNotice')}</Alert> : null}
      {data.attempts > 0 ? (
        <p>{t('verification.ekyc.attemptsLeft', { attempts: data.attempts, max: data.maxAttempts })}</p>
      ) : null}
      {phone ? (
        <>
          {form}
          <EkycTips />
        </>
      ) : (
        <div className={styles.columns}>
          <Card as="section" aria-labelledby={computerId}>
            <h2 id={computerId} className={styles.cardTitle}>
              {t('verification.ekyc.onThisComputer')}
            </h2>
            {form}
          </Card>
          <Card as="section" aria-labelledby={mobileId}>
            <h2 id={mobileId} className={styles.cardTitle}>
              {t('verification.ekyc.onMobile')}
            </h2>
            <HandoffPanel session={data} onSession={handedOver} />
          </Card>
        </div>
      )}
    </div>
  );
}
