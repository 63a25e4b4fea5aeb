import { formatBasisPoints, formatRinggit, type Language, type SmeAgreementView } from '@sinar/domain';
import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from '../components/agreement.module.css';
import { SmeAgreementStep } from '../components/agreement-step.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /sme/loan-status/approved-loan-summary: the SME partner's or staff member's approved loan, every figure as the
 * server computed it, the SME loan's stamping of 0.5% plus the RM150 admin fee apart, and who signs for the business.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.sme.summaryTitle'));
  return (
    <Page title={t('afterApproval.sme.summaryTitle')} lead={t('afterApproval.sme.summaryLead')} narrow>
      <SmeAgreementStep>{(agreement) => <SmeSummary agreement={agreement} />}</SmeAgreementStep>
    </Page>
  );
}

function SmeSummary({ agreement }: { readonly agreement: SmeAgreementView }) {
  const { t, language } = useT('journey');
  const figuresId = useId();
  return (
    <div className={styles.stack}>
      <Card as="section" aria-labelledby={figuresId}>
        <h2 id={figuresId} className={styles.cardTitle}>
          {t('afterApproval.sme.figuresHeading')}
        </h2>
        <FigureList figures={smeSummaryFigures(agreement, t, language)} />
      </Card>
      <FormActions>
        <LinkButton to={PAGES.smeLoanAgreement}>{t('afterApproval.sme.toAgreement')}</LinkButton>
      </FormActions>
    </div>
  );
}

type JourneyT = ReturnType<typeof useT<'journey'>>['t'];

/** The approved loan's figures in the individual summary's order, with the business, the partner and the stamping. */
function smeSummaryFigures(agreement: SmeAgreementView, t: JourneyT, language: Language): Figure[] {
  const ringgit = (value: SmeAgreementView['approvedAmountSen']) => formatRinggit(value, language);
  const figures: (Figure | null)[] = [
    { id: 'agreement-no', term: t('afterApproval.summary.agreementNo'), value: agreement.agreementNo },
    agreement.companyName
      ? { id: 'business', term: t('afterApproval.sme.business'), value: agreement.companyName }
      : null,
    { id: 'signatory', term: t('afterApproval.sme.signatory'), value: agreement.signatoryName },
    agreement.partnerId
      ? { id: 'partner-id', term: t('afterApproval.sme.partnerId'), value: agreement.partnerId }
      : null,
    {
      id: 'approved-amount',
      term: t('afterApproval.summary.approvedAmount'),
      value: ringgit(agreement.approvedAmountSen),
    },
    {
      id: 'rate',
      term: t('afterApproval.summary.rate'),
      value: formatBasisPoints(agreement.annualRateBp, language),
    },
    {
      id: 'tenure',
      term: t('afterApproval.summary.tenure'),
      value: t('afterApproval.summary.tenureMonths', { count: agreement.tenureMonths }),
    },
    { id: 'stamp-duty', term: t('afterApproval.sme.stampDuty'), value: ringgit(agreement.stampDutySen) },
    agreement.product === 'SME'
      ? {
          id: 'stamping-admin-fee',
          term: t('afterApproval.sme.stampingAdminFee'),
          value: ringgit(agreement.stampingAdminFeeSen),
        }
      : null,
    agreement.product === 'STAFF'
      ? {
          id: 'processing-fee',
          term: t('afterApproval.sme.processingFee'),
          value: ringgit(agreement.processingFeeSen),
        }
      : null,
    {
      id: 'monthly-instalment',
      term: t('afterApproval.summary.monthlyInstalment'),
      value: ringgit(agreement.monthlyInstalmentSen),
    },
    {
      id: 'last-instalment',
      term: t('afterApproval.summary.lastInstalment'),
      value: ringgit(agreement.lastInstalmentSen),
    },
    {
      id: 'total-payable',
      term: t('afterApproval.summary.totalPayable'),
      value: ringgit(agreement.totalPayableSen),
    },
    {
      id: 'net-amount',
      term: t('afterApproval.summary.netAmount'),
      value: ringgit(agreement.netAmountSen),
      strong: true,
    },
  ];
  return figures.filter((figure): figure is Figure => figure !== null);
}
