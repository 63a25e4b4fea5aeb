import {
  type ApplicationStatus,
  type ApplicationView,
  applicantMayChangeStep,
  type EkycSession,
  isAwaitingOfficer,
  type OnboardingStep,
  type StepMarker,
  type Variant,
} from '@sinar/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NoApplication, QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { latestApplicationQueryOptions, useLatestApplication } from '../../../lib/get-latest-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { completeEkycStep } from '../api/complete-ekyc.ts';
import { ekycSessionQueryOptions, readEkycSession } from '../api/ekyc-session.ts';
import { ResultVideo } from '../components/result-video.tsx';
import { useSessionPolling } from '../components/use-session-polling.ts';
import styles from '../components/verification.module.css';
import { Waiting } from '../components/waiting.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /application/verification-complete and its /islamic twin: the e-KYC verdict and what the applicant may do next. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('verification.complete.title'));
  const application = useLatestApplication();
  if (application.data) return <IndividualVerificationResult application={application.data} />;
  return (
    <Page title={t('verification.complete.title')} narrow>
      {application.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {application.isError ? <QueryFailed onRetry={() => void application.refetch()} /> : null}
      {application.data === null ? <NoApplication /> : null}
    </Page>
  );
}

/**
 * The application whose verdict is shown, whichever journey's: its state, and where each way on leads.
 * `onStepRecorded` refreshes what the journey's screens read once the e-KYC step is recorded.
 */
export interface VerificationResultSubject {
  readonly id: string;
  readonly applicationNo: string;
  readonly applicationStatus: ApplicationStatus;
  readonly markers: readonly StepMarker[];
  readonly referBackSteps: readonly OnboardingStep[] | null;
  /** The product whose video follows a pass; null for a journey without one. */
  readonly variant: Variant | null;
  readonly retryPath: string;
  readonly editPath: string;
  readonly applyAgainPath: string;
  readonly homePath: string;
  readonly onStepRecorded: () => Promise<unknown>;
}

function IndividualVerificationResult({ application }: { readonly application: ApplicationView }) {
  const { path } = useVariant();
  const queries = useQueryClient();
  return (
    <VerificationResult
      subject={{
        id: application.id,
        applicationNo: application.applicationNo,
        applicationStatus: application.applicationStatus,
        markers: application.markers,
        referBackSteps: application.referBack?.steps ?? null,
        variant: application.applicationType,
        retryPath: path(PAGES.identityVerification),
        editPath: path(PAGES.updateProfile),
        applyAgainPath: path(PAGES.testingEligibility),
        homePath: path(PAGES.home),
        onStepRecorded: () =>
          queries.invalidateQueries({ queryKey: latestApplicationQueryOptions().queryKey }),
      }}
    />
  );
}

function useStepRecorded(application: VerificationResultSubject, session: EkycSession | undefined) {
  const asked = useRef(false);
  const [error, setError] = useState<unknown>(null);
  const needed = session?.state === 'PASSED' && !application.markers.includes('EKYCCOMPLETED');
  const { id, onStepRecorded } = application;
  useEffect(() => {
    if (!needed || asked.current) return;
    asked.current = true;
    completeEkycStep(id).then(onStepRecorded, setError);
  }, [needed, id, onStepRecorded]);
  return error;
}

/** The e-KYC verdict of an application of either journey and what the applicant may do next. */
export function VerificationResult({
  subject: application,
}: {
  readonly subject: VerificationResultSubject;
}) {
  const { t } = useT('journey');
  const { t: tc } = useT();
  const { path } = useVariant();
  const queries = useQueryClient();
  const options = ekycSessionQueryOptions(application.id);
  // The verdict as it stands when the page opens, whatever the page before kept.
  const session = useQuery({ ...options, refetchOnMount: 'always', refetchOnWindowFocus: false });
  useSessionPolling(
    session.data,
    (signal) => readEkycSession(application.id, signal),
    (next) => queries.setQueryData(options.queryKey, next),
  );
  const stepError = useStepRecorded(application, session.data);
  const state = session.data?.state;
  const nricMismatch = state === 'FAILED' && session.data?.failureReason === 'nricMismatch';
  const status = application.applicationStatus;
  // The verdict stays, but what follows it is the application's status now: it may have been decided since.
  const withUsForApproval = isAwaitingOfficer(status);
  const mayRetry = applicantMayChangeStep({
    status,
    step: 'ekyc',
    referBackSteps: application.referBackSteps,
  });

  const title =
    state === 'PASSED'
      ? t('verification.complete.passedTitle')
      : state === 'RETRY'
        ? t('verification.complete.retryTitle')
        : state === 'FAILED'
          ? tc('errors.idVerificationFailed')
          : t('verification.complete.title');

  return (
    <Page title={title} narrow>
      <div className={styles.stack}>
        {session.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
        {session.isError ? (
          <div role="alert">
            <FormError error={session.error} />
          </div>
        ) : null}
        {state === 'PROCESSING' ? <Waiting message={t('verification.complete.waiting')} /> : null}
        {state === 'PASSED' ? (
          <Alert tone="success">
            {withUsForApproval
              ? t('verification.complete.passedMessage')
              : t('verification.complete.passedMovedOn')}
          </Alert>
        ) : null}
        {state === 'RETRY' ? <Alert tone="info">{t('verification.complete.retryMessage')}</Alert> : null}
        {state === 'FAILED' ? (
          <Alert tone="error" title={t('verification.complete.failedSubtitle')}>
            {nricMismatch ? tc('errors.idNricMismatch') : tc('errors.idVerificationFailed')}
          </Alert>
        ) : null}
        {/* The NRIC is the application's: only the lender corrects it (docs/decisions/020). */}
        {nricMismatch ? <p>{t('verification.complete.nricMismatchHelp')}</p> : null}
        <LiveRegion politeness="assertive">{stepError ? <FormError error={stepError} /> : null}</LiveRegion>
        <FigureList
          figures={[
            {
              id: 'application-no',
              term: t('verification.common.applicationNo'),
              value: application.applicationNo,
            },
            ...(withUsForApproval
              ? []
              : [
                  {
                    id: 'status',
                    term: t('verification.statusCheck.status'),
                    value: tc(`status.applicationForApplicant.${status}`),
                  },
                ]),
          ]}
        />
        {state === 'PASSED' && application.variant ? <ResultVideo variant={application.variant} /> : null}
        <div className={styles.actions}>
          {mayRetry && (state === 'RETRY' || state === 'CAPTURING') ? (
            <LinkButton to={application.retryPath}>{t('verification.complete.retryVerification')}</LinkButton>
          ) : null}
          {state === 'FAILED' ? (
            <>
              {nricMismatch ? null : (
                <LinkButton to={application.editPath}>
                  {t('verification.complete.editInformation')}
                </LinkButton>
              )}
              <LinkButton to={application.applyAgainPath} variant="secondary">
                {t('verification.complete.applyAgain')}
              </LinkButton>
            </>
          ) : null}
          <LinkButton to={application.homePath} variant={state === 'PASSED' ? 'primary' : 'secondary'}>
            {t('verification.common.backToHome')}
          </LinkButton>
          <LinkButton to={path(PAGES.contact)} variant={nricMismatch ? 'primary' : 'ghost'}>
            {t('verification.complete.contactUs')}
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
