import {
  formatMalaysianDate,
  formatRinggit,
  MALAYSIA_TIME_ABBREVIATION,
  MALAYSIA_TIME_ZONE,
  type Mandate,
} from '@sinar/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { MandateStep } from '../components/mandate-step.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /direct-debit-enrollment and the Islamic page: the mandate's record as spec 000 section 3 lists it, the account
 * number by its last four digits only.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('directDebit.enrollment.title'));
  return (
    <Page title={t('directDebit.enrollment.title')} lead={t('directDebit.enrollment.lead')} narrow>
      <MandateStep>{(_agreement, mandate) => <Record mandate={mandate} />}</MandateStep>
    </Page>
  );
}

/** The time of day in Malaysia, as '2:30 pm'. */
function malaysianTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
    timeZone: MALAYSIA_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

function Record({ mandate }: { readonly mandate: Mandate | null }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  if (!mandate || mandate.state === 'CANCELLED')
    return (
      <div>
        <Alert tone="info">{t('directDebit.enrollment.none')}</Alert>
        <LinkButton to={path(PAGES.directDebit)}>{t('directDebit.enrollment.setUp')}</LinkButton>
      </div>
    );
  const money = (sen: Mandate['amountSen']) => formatRinggit(sen, language);
  return (
    <>
      <FigureList
        figures={[
          {
            id: 'state',
            term: t('directDebit.enrollment.status'),
            value: t(`directDebit.enrollment.states.${mandate.state}`),
          },
          { id: 'bank', term: t('directDebit.enrollment.bank'), value: mandate.bankName },
          {
            id: 'accountType',
            term: t('directDebit.enrollment.accountType'),
            value: t(`directDebit.setup.accountTypes.${mandate.accountType}`),
          },
          {
            id: 'accountNo',
            term: t('directDebit.enrollment.accountNo'),
            value: mandate.accountNoLast4
              ? t('directDebit.enrollment.accountNoLast4', { last4: mandate.accountNoLast4 })
              : t('directDebit.enrollment.accountNoUnknown'),
          },
          { id: 'amount', term: t('directDebit.enrollment.amount'), value: money(mandate.amountSen) },
          {
            id: 'tenure',
            term: t('directDebit.enrollment.tenure'),
            value: t('directDebit.enrollment.months', { count: mandate.tenureMonths }),
          },
          {
            id: 'balanceTenure',
            term: t('directDebit.enrollment.balanceTenure'),
            value: t('directDebit.enrollment.months', { count: mandate.balanceTenureMonths }),
          },
          { id: 'agreementNo', term: t('directDebit.enrollment.agreementNo'), value: mandate.agreementNo },
          {
            id: 'monthlyAmount',
            term: t('directDebit.enrollment.monthlyAmount'),
            value: money(mandate.monthlyAmountSen),
            strong: true,
          },
          { id: 'name', term: t('directDebit.enrollment.name'), value: mandate.name },
          { id: 'phone', term: t('directDebit.enrollment.phone'), value: mandate.phoneNo },
          {
            id: 'date',
            term: t('directDebit.enrollment.date'),
            value: formatMalaysianDate(mandate.at, language),
          },
          {
            id: 'time',
            term: t('directDebit.enrollment.time'),
            value: `${malaysianTime(mandate.at, language)} ${MALAYSIA_TIME_ABBREVIATION}`,
          },
        ]}
      />
      <Alert tone="info">{t('directDebit.enrollment.changesAfterOneDay')}</Alert>
      <FormActions>
        {mandate.state === 'ACTIVE' ? (
          <LinkButton to={path(PAGES.updateDirectDebit)}>{t('directDebit.enrollment.update')}</LinkButton>
        ) : null}
        {mandate.state === 'PENDING' ? (
          <LinkButton to={path(PAGES.directDebitConfirmation)}>
            {t('directDebit.setup.checkResult')}
          </LinkButton>
        ) : null}
        {mandate.state === 'REJECTED' ? (
          <LinkButton to={path(PAGES.directDebit)}>{t('directDebit.confirmation.retry')}</LinkButton>
        ) : null}
      </FormActions>
    </>
  );
}
