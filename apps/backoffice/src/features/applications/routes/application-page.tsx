import {
  formatMalaysianDate,
  formatRinggit,
  type OfficerApplication,
  QUEUE_STATUSES,
  type QueueStatus,
} from '@sinar/domain';
import { Link, useParams } from 'react-router';
import layout from '../../../components/application-layout.module.css';
import { HistorySection } from '../../../components/history-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { agreementPath, queueListPath, ROUTES } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useApplication } from '../api/get-application.ts';
import { ApplicantSection } from '../components/applicant-section.tsx';
import styles from '../components/application.module.css';
import { ApplicationSection } from '../components/application-section.tsx';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { DocumentsSection } from '../components/documents-section.tsx';
import { EkycSection } from '../components/ekyc-section.tsx';
import { EligibilitySection } from '../components/eligibility-section.tsx';
import { NotesSection } from '../components/notes-section.tsx';
import { TelecomSection } from '../components/telecom-section.tsx';

const isQueueStatus = (value: string): value is QueueStatus =>
  (QUEUE_STATUSES as readonly string[]).includes(value);

/** Where the application stands: an open refer-back, or the approved terms. */
function Standing({ view }: { readonly view: OfficerApplication }) {
  const { t, language } = useT();
  return (
    <>
      {view.referBack ? (
        <Alert
          tone="warning"
          title={t('application.referBack.title', { date: formatMalaysianDate(view.referBack.at, language) })}
        >
          <p>
            {t('application.referBack.steps', {
              steps: view.referBack.steps.map((step) => t(`steps.${step}`)).join(', '),
            })}
          </p>
          <p>{view.referBack.remark}</p>
        </Alert>
      ) : null}
      {view.approval ? (
        <Alert tone="success" title={t('application.approval.title')}>
          <p>
            {t('application.approval.terms', {
              amount: formatRinggit(view.approval.amountSen, language),
              months: view.approval.tenureMonths,
            })}
          </p>
          {view.agreement ? (
            <p>
              <Link to={agreementPath(view.agreement.id)}>
                {t('application.approval.agreement', { agreementNo: view.agreement.agreementNo })}
              </Link>{' '}
              {t('application.approval.agreementStatus', {
                status: t(`agreementStatuses.${view.agreement.status}`),
              })}
            </p>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}

/** Status, product, applicant and submission date under the title. */
function Headline({ view }: { readonly view: OfficerApplication }) {
  const { t, language } = useT();
  const { application } = view;
  return (
    <p className={layout.headline}>
      <StatusBadge status={application.applicationStatus} />
      <span>{t(`products.${application.applicationType}`)}</span>
      <span>{view.applicant.fullName}</span>
      {application.submissionDate ? (
        <span>
          {t('application.submittedOn', { date: formatMalaysianDate(application.submissionDate, language) })}
        </span>
      ) : null}
    </p>
  );
}

function ApplicationBody({ view }: { readonly view: OfficerApplication }) {
  const { application } = view;
  return (
    <>
      <Standing view={view} />
      <div className={layout.layout}>
        <div className={layout.content}>
          <ApplicantSection applicant={view.applicant} />
          <ApplicationSection application={application} />
          <TelecomSection telecom={view.telecom} identityCorrection={view.identityCorrection} />
          <EligibilitySection
            eligibility={view.eligibility}
            checks={view.eligibilityChecks}
            debtServiceRatio={view.debtServiceRatio}
          />
          <DocumentsSection files={view.files} />
          <EkycSection ekyc={view.ekyc} />
          <HistorySection history={view.history} />
          <NotesSection applicationId={application.id} notes={view.notes} />
        </div>
        <div id="decision" className={`${layout.aside} ${styles.asideScroll}`}>
          <DecisionPanel view={view} />
        </div>
      </div>
    </>
  );
}

/**
 * The application as an officer reviews it, with the decisions open to this officer. The heading is there from the
 * first moment and stays the same element once the data is in, so the focus put on it after navigation stays.
 */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const application = useApplication(id);
  const view = application.data;
  const status = view?.application.applicationStatus;
  return (
    <>
      <p>
        <Link to={status && isQueueStatus(status) ? queueListPath(status) : ROUTES.queues}>
          {t('application.back')}
        </Link>
      </p>
      <PageHeader
        title={
          view
            ? t('application.title', { applicationNo: view.application.applicationNo })
            : t('application.loadingTitle')
        }
        actions={
          view ? (
            <a href="#decision" className={styles.toDecision}>
              {t('application.toDecision')}
            </a>
          ) : undefined
        }
      >
        {view ? <Headline view={view} /> : null}
      </PageHeader>
      {view ? <ApplicationBody view={view} /> : null}
      {application.isPending ? <Loading /> : null}
      {application.isError ? (
        <LoadError error={application.error} onRetry={() => void application.refetch()} />
      ) : null}
    </>
  );
}
