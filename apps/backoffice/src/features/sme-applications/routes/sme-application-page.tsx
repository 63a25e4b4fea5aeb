import {
  formatBasisPoints,
  formatMalaysianDate,
  formatRinggit,
  type OfficerSmeApplication,
} from '@sinar/domain';
import { Link, useParams } from 'react-router';
import layout from '../../../components/application-layout.module.css';
import { HistorySection } from '../../../components/history-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useSmeApplication } from '../api/get-sme-application.ts';
import { SmeDecisionPanel } from '../components/sme-decision-panel.tsx';
import {
  BusinessDocumentsSection,
  DirectorsSection,
  SubFormSection,
} from '../components/sme-form-sections.tsx';

/** Where the application stands: an open refer-back, or the approved terms. */
function Standing({ view }: { readonly view: OfficerSmeApplication }) {
  const { t, language } = useT();
  return (
    <>
      {view.referBack ? (
        <Alert tone="warning">
          <p>
            {t('smeApplications.view.referBack', {
              date: formatMalaysianDate(view.referBack.at, language),
              steps: view.referBack.steps.map((step) => t(`steps.${step}`)).join(', '),
            })}
          </p>
          <p>{view.referBack.remark}</p>
        </Alert>
      ) : null}
      {view.approval ? (
        <Alert tone="success">
          {t('smeApplications.view.approval', {
            amount: formatRinggit(view.approval.amountSen, language),
            months: view.approval.tenureMonths,
          })}
        </Alert>
      ) : null}
    </>
  );
}

/** The partner (or group staff member), the account that applied, and the loan applied for. */
function PartnerSection({ view }: { readonly view: OfficerSmeApplication }) {
  const { t, language } = useT();
  const { application, applicant } = view;
  return (
    <Section title={t('smeApplications.view.partner')}>
      <Facts
        items={[
          {
            label: t('smeApplications.view.partnerId'),
            value: application.partnerId ?? t('smeApplications.view.groupStaff'),
          },
          {
            label: t('smeApplications.view.partnerType'),
            value: t(`smePartnerTypes.${application.partnerType}`),
          },
          { label: t('smeApplications.view.account'), value: applicant.fullName },
          { label: t('smeApplications.view.phone'), value: applicant.phoneNo ?? t('common.none') },
          { label: t('smeApplications.view.email'), value: applicant.email ?? t('common.none') },
          {
            label: t('smeApplications.view.amount'),
            value:
              application.amountSen === null
                ? t('common.none')
                : formatRinggit(application.amountSen, language),
          },
          {
            label: t('smeApplications.view.tenure'),
            value:
              application.tenureMonths === null
                ? t('common.none')
                : t('common.months', { months: application.tenureMonths }),
          },
          {
            label: t('smeApplications.view.rate'),
            value: formatBasisPoints(application.interestRateBpPerYear, language),
          },
          {
            label: t('smeApplications.view.instalment'),
            value:
              application.estimatedMonthlyInstalmentSen === null
                ? t('common.none')
                : formatRinggit(application.estimatedMonthlyInstalmentSen, language),
          },
        ]}
      />
    </Section>
  );
}

function ApplicationBody({ view }: { readonly view: OfficerSmeApplication }) {
  const { t } = useT();
  const { form, subForms } = view.application;
  return (
    <>
      <Standing view={view} />
      <div className={layout.layout}>
        <div className={layout.content}>
          <PartnerSection view={view} />
          {subForms.includes('company') ? (
            <SubFormSection title={t('smeApplications.view.company')} part="company" values={form.company} />
          ) : null}
          <SubFormSection
            title={t('smeApplications.view.applicant')}
            part="applicant"
            values={form.applicant}
          />
          {subForms.includes('directors') ? <DirectorsSection directors={form.directors} /> : null}
          <SubFormSection
            title={t('smeApplications.view.disbursement')}
            part="disbursement"
            values={form.disbursement}
          />
          <SubFormSection
            title={t('smeApplications.view.emergency')}
            part="emergency"
            values={form.emergency}
          />
          <BusinessDocumentsSection documents={view.documents} />
          <HistorySection history={view.history} />
        </div>
        <div className={layout.aside}>
          <SmeDecisionPanel view={view} />
        </div>
      </div>
    </>
  );
}

/** An SME or staff application as an officer reviews it (decision 062), with the decisions open to this officer. */
export function Component() {
  const { t, language } = useT();
  const { id = '' } = useParams();
  const application = useSmeApplication(id);
  const view = application.data;
  return (
    <>
      <p>
        <Link to={ROUTES.smeApplications}>{t('smeApplications.view.back')}</Link>
      </p>
      <PageHeader
        title={
          view
            ? t('smeApplications.view.title', { applicationNo: view.application.applicationNo })
            : t('smeApplications.view.loadingTitle')
        }
      >
        {view ? (
          <p className={layout.headline}>
            <StatusBadge status={view.application.applicationStatus} />
            <span>
              {view.application.partnerType === 'STAFF'
                ? t('smeApplications.products.staff')
                : t('smeApplications.products.sme')}
            </span>
            {view.application.submissionDate ? (
              <span>
                {t('smeApplications.view.submittedOn', {
                  date: formatMalaysianDate(view.application.submissionDate, language),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
      </PageHeader>
      {view ? <ApplicationBody view={view} /> : null}
      {application.isPending ? <Loading /> : null}
      {application.isError ? (
        <LoadError error={application.error} onRetry={() => void application.refetch()} />
      ) : null}
    </>
  );
}
