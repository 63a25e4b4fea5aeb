import {
  type AgreementView,
  type ApplicationView,
  formatMalaysianDate,
  formatMalaysianDateTime,
  formatRinggit,
  homeScreen,
  type LiveCallBooking,
  type MandateState,
  stepProgress,
  type UserProfile,
  VARIANT_RULES,
  type Variant,
} from '@sinar/domain';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { useCurrentAgreement } from '../../../lib/get-current-agreement.ts';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { useLiveCallBooking } from '../../../lib/get-live-call-booking.ts';
import { useMandate } from '../../../lib/get-mandate.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './home.module.css';
import { ProfileError, ProfileLoading } from './profile-state.tsx';

/** The latest application's status screen on the home page (spec 000 section 4). */
export function ApplicationStatus({
  profile,
  siteVariant,
}: {
  readonly profile: UserProfile;
  readonly siteVariant: Variant;
}) {
  const latest = useLatestApplication();
  // An approved application's agreement says where the journey after approval stands.
  const agreement = useCurrentAgreement({ enabled: latest.data?.applicationStatus === 'APPROVED' });
  const status = agreement.data?.status;
  // Signed, the next step is the mandate's; a booked live call shows its time and link.
  const mandate = useMandate(status === 'SIGNED' || status === 'STAMPED' ? agreement.data?.id : null);
  const liveCall = useLiveCallBooking(status === 'LIVE_CALL_SCHEDULED' ? agreement.data?.id : null);
  if (latest.isPending) return <ProfileLoading />;
  if (latest.isError) return <ProfileError onRetry={() => void latest.refetch()} />;
  if (latest.data?.applicationStatus === 'APPROVED') {
    if (agreement.isPending) return <ProfileLoading />;
    if (agreement.isError) return <ProfileError onRetry={() => void agreement.refetch()} />;
    if (mandate.isError) return <ProfileError onRetry={() => void mandate.refetch()} />;
    // The status card waits for the mandate (its button depends on it); the live call's details may come later.
    if (status === 'SIGNED' || status === 'STAMPED') {
      if (mandate.isPending) return <ProfileLoading />;
    }
  }
  return (
    <StatusCard
      application={latest.data}
      agreement={agreement.data ?? null}
      mandateState={mandate.data?.state ?? null}
      liveCall={liveCall.data ?? null}
      profile={profile}
      siteVariant={siteVariant}
    />
  );
}

function StatusCard({
  application,
  agreement,
  mandateState,
  liveCall,
  profile,
  siteVariant,
}: {
  readonly application: ApplicationView | null;
  readonly agreement: AgreementView | null;
  readonly mandateState: MandateState | null;
  readonly liveCall: LiveCallBooking | null;
  readonly profile: UserProfile;
  readonly siteVariant: Variant;
}) {
  const { t, language } = useT('journey');
  const { t: tc } = useT();
  const navigate = useNavigate();
  const headingId = useId();
  const result = homeScreen({
    variant: application?.applicationType ?? siteVariant,
    applicationStatus: application?.applicationStatus,
    markers: application?.markers,
    ...(agreement && agreement.applicationId === application?.id
      ? { agreementStatus: agreement.status, mandateState }
      : {}),
    allowToApplyNewLoanAfterDateTime: profile.allowToApplyNewLoanAfterDateTime,
    now: new Date(),
  });
  const { action, screen } = result;
  const redirectTo = action?.redirect ? action.route : null;
  // A rejected applicant still banned is sent at once to the page that explains the wait.
  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  const date = result.reapplyAfter ? formatMalaysianDate(result.reapplyAfter, language, 'long') : undefined;
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.status}>
      <h2 id={headingId}>{t('verification.home.statusHeading')}</h2>
      {application ? (
        <p className={styles.applicationNo}>
          {t('verification.common.applicationNo')}: <strong>{application.applicationNo}</strong>
        </p>
      ) : null}
      <h3>{tc(`status.screens.${screen}.title`)}</h3>
      <p>{tc(`status.screens.${screen}.message`, { date: date ?? '' })}</p>
      {screen === 'applicationIncomplete' && application ? (
        <ol className={styles.steps} aria-label={t('verification.home.progressHeading')}>
          {stepProgress(application.markers).map(({ step, label }) => (
            <li key={step} className={styles[label]}>
              <span className={styles.stepName}>{tc(`status.steps.${step}`)}</span>
              <span className={styles.stepLabel}>{tc(`status.stepLabels.${label}`)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {application?.applicationStatus === 'REFERBACK' && application.referBack ? (
        <ReferBackNote referBack={application.referBack} />
      ) : null}
      {application?.approval && screen !== 'cancelledOrRemoved' ? (
        <dl className={styles.approval}>
          <dt>{t('verification.home.approvedAmount', { context: variantContext(application) })}</dt>
          <dd>{formatRinggit(application.approval.amountSen, language)}</dd>
          <dt>{t('verification.home.approvedTenure')}</dt>
          <dd>{t('verification.home.approvedTenureMonths', { count: application.approval.tenureMonths })}</dd>
        </dl>
      ) : null}
      {screen === 'liveAttestationScheduled' && liveCall?.state === 'BOOKED' ? (
        <p>
          {tc('status.homeLiveCall.at', { date: formatMalaysianDateTime(liveCall.startsAt, language) })}{' '}
          <a href={liveCall.joinUrl} target="_blank" rel="noreferrer">
            {tc('status.homeLiveCall.join')}
          </a>
        </p>
      ) : null}
      {action && !action.redirect ? <LinkButton to={action.route}>{tc(action.labelKey)}</LinkButton> : null}
      {result.loanAction ? (
        <LinkButton to={result.loanAction.route} variant="secondary" className={styles.loanAction}>
          {tc(result.loanAction.labelKey)}
        </LinkButton>
      ) : null}
    </Card>
  );
}

const variantContext = (application: ApplicationView) =>
  VARIANT_RULES[application.applicationType].wordingContext;

/** What the officer asked for when returning the application: their note and the steps to redo. */
function ReferBackNote({ referBack }: { readonly referBack: NonNullable<ApplicationView['referBack']> }) {
  const { t } = useT('journey');
  const { t: tc } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.referBack}>
      <h4 id={headingId}>{t('verification.home.referBackHeading')}</h4>
      <p>{t('verification.home.referBackLead')}</p>
      <blockquote>{referBack.remark}</blockquote>
      <p>{t('verification.home.referBackSteps')}</p>
      <ul>
        {referBack.steps.map((step) => (
          <li key={step}>{tc(`status.steps.${step}`)}</li>
        ))}
      </ul>
    </section>
  );
}
