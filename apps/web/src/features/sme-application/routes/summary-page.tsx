import {
  applicantMayChangeStep,
  formatRinggit,
  type OnboardingStep,
  type Sen,
  type SmeApplicationView,
  type StepMarker,
} from '@sinar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { SME_APPLICATION_QUERY_PARAM } from '../../../lib/get-sme-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import {
  smeApplicationsQueryOptions,
  smeLoanReasonsQueryOptions,
  submitSmeApplication,
} from '../api/sme-application-api.ts';
import { ApplicationActions } from '../components/application-actions.tsx';
import styles from '../components/sme.module.css';
import { isClosed, useSmeSession } from '../components/sme-session.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

const BASIS_POINTS_PER_PERCENT = 100;

/**
 * The steps in the spec's order (spec 001 section 4), each with its marker and its page: the first three before
 * submission, the identity verification after it.
 */
const STEPS: readonly {
  key: 'form' | 'documents' | 'email' | 'identity';
  step: OnboardingStep;
  marker: StepMarker;
  to: string;
}[] = [
  { key: 'form', step: 'applicationForm', marker: 'APPLICATIONFORMCOMPLETED', to: SME_PAGES.productProfile },
  {
    key: 'documents',
    step: 'documentUpload',
    marker: 'DOCUMENTUPLOADCOMPLETED',
    to: SME_PAGES.documentUpload,
  },
  {
    key: 'email',
    step: 'emailVerification',
    marker: 'EMAILVERIFICATIONCOMPLETED',
    to: SME_PAGES.emailVerification,
  },
  { key: 'identity', step: 'ekyc', marker: 'EKYCCOMPLETED', to: SME_PAGES.identityVerification },
];

/**
 * A step links to its page while the applicant may take it: the form, documents and email on a draft, the identity
 * verification once submitted and until it is done.
 */
function stepIsOpen(application: SmeApplicationView, step: (typeof STEPS)[number]): boolean {
  const open = applicantMayChangeStep({
    status: application.applicationStatus,
    step: step.step,
    referBackSteps: null,
  });
  return open && !(step.step === 'ekyc' && application.markers.includes(step.marker));
}

/**
 * /sme/application/summary: the SME loan summary of spec 001 section 3 (total applied, tenure, rate, reason,
 * estimated monthly instalment, partner ID), the steps still to do with their pages, the submission to PENDING
 * (the server's refusal naming the missing steps shown as it says them) and the cancel.
 */
export function Component() {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const { userId } = useSmeSession();
  // The steps' screens record their markers through the email, documents and e-KYC calls, which do not touch this
  // list: the summary reads it again each time it opens, so a step just done shows as done.
  const applications = useQuery({ ...smeApplicationsQueryOptions(userId), refetchOnMount: 'always' });
  usePageTitle(t('smeApply.summary.title'));
  const latest = applications.data?.[0];
  const application = latest && !isClosed(latest) ? latest : null;
  return (
    <Page title={t('smeApply.summary.title')}>
      {applications.isPending ? <p role="status">{tr('common.status.loading')}</p> : null}
      {applications.isError ? <QueryFailed onRetry={() => void applications.refetch()} /> : null}
      {applications.data && application === null ? (
        <FormActions>
          <LinkButton to={SME_PAGES.home}>{t('smeApply.common.toHome')}</LinkButton>
        </FormActions>
      ) : null}
      {application ? <Summary application={application} /> : null}
    </Page>
  );
}

function Summary({ application }: { readonly application: SmeApplicationView }) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const { userId } = useSmeSession();
  const queries = useQueryClient();
  const reasons = useQuery(smeLoanReasonsQueryOptions(language));
  const submit = useMutation({
    mutationFn: () => submitSmeApplication(application.id),
    onSuccess: () => queries.invalidateQueries({ queryKey: smeApplicationsQueryOptions(userId).queryKey }),
  });
  const draft = application.applicationStatus === 'DRAFT';
  const money = (amount: Sen | null, whole = false) =>
    amount === null ? '-' : formatRinggit(amount, language, { wholeRinggit: whole });
  const reason =
    reasons.data?.find((item) => item.code === application.smeLoanReasonId)?.name ??
    application.smeLoanReasonId ??
    '-';
  return (
    <div className={styles.stack}>
      <FigureList
        figures={[
          { id: 'number', term: t('smeApply.summary.applicationNo'), value: application.applicationNo },
          ...(application.partnerId
            ? [{ id: 'partner', term: t('smeApply.summary.partnerId'), value: application.partnerId }]
            : []),
          {
            id: 'status',
            term: t('smeApply.summary.status'),
            value: tr(`status.applicationForApplicant.${application.applicationStatus}`),
          },
          {
            id: 'amount',
            term: t('smeApply.summary.totalApplied'),
            value: money(application.amountSen, true),
            strong: true,
          },
          {
            id: 'tenure',
            term: t('smeApply.summary.tenure'),
            value:
              application.tenureMonths === null
                ? '-'
                : t('smeApply.profile.tenureMonths', { count: application.tenureMonths }),
          },
          {
            id: 'rate',
            term: t('smeApply.summary.rate'),
            value: t('smeApply.profile.ratePerYear', {
              rate: application.interestRateBpPerYear / BASIS_POINTS_PER_PERCENT,
            }),
          },
          { id: 'reason', term: t('smeApply.summary.reason'), value: reason },
          {
            id: 'instalment',
            term: t('smeApply.summary.instalment'),
            value: money(application.estimatedMonthlyInstalmentSen),
            strong: true,
          },
        ]}
      />
      <FormSection title={t('smeApply.summary.stepsTitle')}>
        <ul className={styles.steps} aria-label={t('smeApply.summary.stepsTitle')}>
          {STEPS.map((step) => {
            const done = application.markers.includes(step.marker);
            return (
              <li key={step.key} className={styles.step}>
                {stepIsOpen(application, step) ? (
                  <Link
                    to={
                      step.key === 'form'
                        ? step.to
                        : `${step.to}?${SME_APPLICATION_QUERY_PARAM}=${application.id}`
                    }
                  >
                    {t(`smeApply.summary.steps.${step.key}`)}
                  </Link>
                ) : (
                  <span>{t(`smeApply.summary.steps.${step.key}`)}</span>
                )}
                <span className={done ? styles.done : undefined}>
                  {done ? t('smeApply.summary.done') : t('smeApply.summary.notDone')}
                </span>
              </li>
            );
          })}
        </ul>
      </FormSection>
      <LiveRegion politeness="assertive">
        {submit.isSuccess ? <Alert tone="success">{t('smeApply.summary.submitted')}</Alert> : null}
        <FormError error={submit.error} />
      </LiveRegion>
      {draft ? (
        <FormActions>
          <Button busy={submit.isPending} onClick={() => submit.mutate()}>
            {submit.isPending ? t('smeApply.summary.submitting') : t('smeApply.summary.submit')}
          </Button>
          <LinkButton to={SME_PAGES.productProfile} variant="secondary">
            {t('smeApply.summary.editForm')}
          </LinkButton>
        </FormActions>
      ) : null}
      <ApplicationActions application={application} />
    </div>
  );
}
