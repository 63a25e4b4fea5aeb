import { formatMalaysianDate, formatRinggit, sen } from '@sinar/domain';
import { useLocation } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { storedSmeEligibility } from '../components/eligibility-store.ts';
import styles from '../components/sme.module.css';
import { useSmeSession } from '../components/sme-session.ts';
import { useStartApplication } from '../components/use-start-application.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

const BASIS_POINTS_PER_PERCENT = 100;

/**
 * /sme/testing-eligibility/result/eligible and /not-eligible: every failing reason in the spec's words (the wait
 * after a rejection with the day it ends), or the partner's figures and the start of the application. The result
 * decides what shows, not the address.
 */
export function Component() {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const { state } = useLocation();
  const { userId } = useSmeSession();
  const start = useStartApplication(userId);
  usePageTitle(t('smeApply.result.title'));
  const result = storedSmeEligibility(userId, state);

  if (result === null) {
    return (
      <Page title={t('smeApply.result.title')} narrow>
        <Alert tone="info">{t('smeApply.result.missing')}</Alert>
        <FormActions>
          <LinkButton to={SME_PAGES.testingEligibility}>{t('smeApply.eligibility.submit')}</LinkButton>
        </FormActions>
      </Page>
    );
  }
  const money = (amount: number) => formatRinggit(sen(amount), language);
  // The wait after a rejection names the day it ends, as the SME home does.
  const applyAgainFrom = result.allowToApplyNewLoanAfterDateTime
    ? formatMalaysianDate(result.allowToApplyNewLoanAfterDateTime, language, 'long')
    : '';
  return (
    <Page title={t('smeApply.result.title')} narrow>
      {result.eligible ? (
        <>
          <Alert tone="success">{t('smeApply.result.eligible')}</Alert>
          <FigureList
            figures={[
              { id: 'partner-id', term: t('smeApply.result.partnerId'), value: result.partnerId },
              {
                id: 'partner-type',
                term: t('smeApply.result.partnerType'),
                value: tr(`sme.partnerTypes.${result.partnerType}`),
              },
              {
                id: 'rate',
                term: t('smeApply.result.rate'),
                value: t('smeApply.profile.ratePerYear', {
                  rate: result.interestRateBpPerYear / BASIS_POINTS_PER_PERCENT,
                }),
                strong: true,
              },
              {
                id: 'average',
                term: t('smeApply.result.averageCommission'),
                value: money(result.averageRecurringCommissionSen),
              },
              {
                id: 'limit',
                term: t('smeApply.result.remainingLimit'),
                value: money(result.remainingLimitSen),
              },
            ]}
          />
        </>
      ) : (
        <>
          <Alert tone="error">{t('smeApply.result.notEligible')}</Alert>
          <h2>{t('smeApply.result.reasons')}</h2>
          <ul className={styles.reasons}>
            {result.reasons.map((reason) => (
              <li key={reason}>{tr(reason, { date: applyAgainFrom })}</li>
            ))}
          </ul>
        </>
      )}
      <LiveRegion politeness="assertive">
        <FormError error={start.error} />
      </LiveRegion>
      <FormActions>
        {result.eligible ? (
          <Button busy={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? t('smeApply.result.starting') : t('smeApply.result.start')}
          </Button>
        ) : null}
        <LinkButton to={SME_PAGES.home} variant={result.eligible ? 'secondary' : 'primary'}>
          {t('smeApply.common.toHome')}
        </LinkButton>
      </FormActions>
    </Page>
  );
}
