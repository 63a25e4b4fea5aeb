import { formatMalaysianDate, formatRinggit, type SmeApplicationView } from '@sinar/domain';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentUser } from '../../../lib/get-current-user.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { ApplicationActions } from '../components/application-actions.tsx';
import styles from '../components/sme.module.css';
import { isClosed, useSmeApplications, useSmeSession } from '../components/sme-session.ts';
import { useStartApplication } from '../components/use-start-application.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /sme/home: the partner's (and group staff member's) start page: who they are, then their application in
 * progress (its status, continue, cancel, delete) or the way to start one. After a cancelled or refused
 * application, the way to apply again: a new application keeps only the phone number.
 */
export function Component() {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const user = useCurrentUser();
  const applications = useSmeApplications();
  const { isGroupStaff } = useSmeSession();
  usePageTitle(t('smeApply.home.title'));
  const title = user.data ? tr('auth.home.greeting', { name: user.data.fullName }) : t('smeApply.home.title');
  const latest = applications.data?.[0] ?? null;
  return (
    <Page title={title}>
      <div className={styles.stack}>
        {user.data ? (
          <FigureList
            figures={[
              ...(user.data.partnerId
                ? [{ id: 'partner-id', term: tr('forms.partner.partnerId'), value: user.data.partnerId }]
                : []),
              { id: 'name', term: t('smeApply.home.partnerName'), value: user.data.fullName },
            ]}
          />
        ) : null}
        {applications.isError ? <QueryFailed onRetry={() => void applications.refetch()} /> : null}
        {applications.isPending ? <p role="status">{tr('common.status.loading')}</p> : null}
        {applications.data ? (
          latest && !isClosed(latest) ? (
            <CurrentApplication application={latest} />
          ) : (
            <StartApplication closed={latest} />
          )
        ) : null}
        <FormActions>
          <LinkButton to={isGroupStaff ? PAGES.updateProfile : PAGES.smeUpdateProfile} variant="ghost">
            {tr('forms.profile.title')}
          </LinkButton>
          <LinkButton to={PAGES.logout} variant="ghost">
            {tr('auth.logOut')}
          </LinkButton>
        </FormActions>
      </div>
    </Page>
  );
}

function CurrentApplication({ application }: { readonly application: SmeApplicationView }) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const draft = application.applicationStatus === 'DRAFT';
  const formDone = application.markers.includes('APPLICATIONFORMCOMPLETED');
  const approved = application.applicationStatus === 'APPROVED';
  return (
    <Card as="section" aria-labelledby="sme-application-title">
      <h2 id="sme-application-title">{t('smeApply.home.applicationTitle')}</h2>
      <FigureList
        figures={[
          { id: 'number', term: t('smeApply.home.applicationNo'), value: application.applicationNo },
          {
            id: 'status',
            term: t('smeApply.home.status'),
            value: tr(`status.applicationForApplicant.${application.applicationStatus}`),
            strong: true,
          },
          ...(application.amountSen !== null
            ? [
                {
                  id: 'amount',
                  term: t('smeApply.home.amount'),
                  value: formatRinggit(application.amountSen, language, { wholeRinggit: true }),
                },
              ]
            : []),
        ]}
      />
      <FormActions>
        {/* The loan's own pages after approval (decision 068) start from its approved summary. */}
        {approved ? (
          <LinkButton to={PAGES.smeApprovedLoanSummary}>{t('smeApply.home.approvedLoan')}</LinkButton>
        ) : null}
        {draft && !formDone ? (
          <LinkButton to={SME_PAGES.productProfile}>{t('smeApply.home.continue')}</LinkButton>
        ) : (
          <LinkButton to={SME_PAGES.summary} variant={approved ? 'secondary' : 'primary'}>
            {t('smeApply.home.summary')}
          </LinkButton>
        )}
      </FormActions>
      <ApplicationActions application={application} />
    </Card>
  );
}

function StartApplication({ closed }: { readonly closed: SmeApplicationView | null }) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const { userId, isGroupStaff } = useSmeSession();
  const start = useStartApplication(userId);
  const heldUntil = useCurrentUser().data?.allowToApplyNewLoanAfterDateTime ?? null;
  // After a rejection the partner waits, as an individual does (decision 070): the date, and no way to start.
  if (heldUntil && new Date(heldUntil) > new Date())
    return (
      <Card as="section" aria-labelledby="sme-start-title">
        <h2 id="sme-start-title">{t('verification.notAllow.title')}</h2>
        <p>{t('verification.notAllow.waitRule')}</p>
        <Alert tone="info">
          {t('verification.notAllow.allowedFrom', { date: formatMalaysianDate(heldUntil, language, 'long') })}
        </Alert>
      </Card>
    );
  return (
    <Card as="section" aria-labelledby="sme-start-title">
      <h2 id="sme-start-title">{closed ? t('smeApply.home.reapplyTitle') : t('smeApply.home.readyTitle')}</h2>
      {closed ? (
        <p>
          {t('smeApply.home.reapplyBody', {
            applicationNo: closed.applicationNo,
            status: tr(`status.applicationForApplicant.${closed.applicationStatus}`),
          })}
        </p>
      ) : null}
      <p>{isGroupStaff ? t('smeApply.home.readyStaff') : t('smeApply.home.readyPartner')}</p>
      <LiveRegion politeness="assertive">
        <FormError error={start.error} />
      </LiveRegion>
      <FormActions>
        {isGroupStaff ? (
          <Button busy={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? t('smeApply.home.starting') : t('smeApply.home.startStaff')}
          </Button>
        ) : (
          <LinkButton to={SME_PAGES.testingEligibility}>
            {closed ? t('smeApply.home.reapply') : t('smeApply.home.checkEligibility')}
          </LinkButton>
        )}
      </FormActions>
    </Card>
  );
}
