import { formatBasisPoints, formatRinggit, type Language, type SmeAgreementView } from '@sinar/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { SME_AGREEMENT_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useAcceptSummary } from '../api/approved-summary.ts';
import styles from '../components/agreement.module.css';
import { BEFORE_ATTESTATION, SmeAgreementStep } from '../components/agreement-step.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /sme/loan-status/approved-loan-summary: the SME partner's or staff member's approved loan, every figure as the
 * server computed it, the SME loan's stamping of 0.5% plus the RM150 admin fee apart, and who signs for the business;
 * accepted through the individual's call (an SME loan offers no protection plan), then attestation is next.
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
  const navigate = useNavigate();
  const toast = useToast();
  const accept = useAcceptSummary();
  const onAccept = () =>
    accept.mutate(
      { agreementId: agreement.id, takeProtection: false },
      {
        onSuccess: (answer) => {
          toast.show(answer.message);
          void navigate(SME_AGREEMENT_PAGES.attestationOption);
        },
      },
    );
  return (
    <div className={styles.stack}>
      <Card as="section" aria-labelledby={figuresId}>
        <h2 id={figuresId} className={styles.cardTitle}>
          {t('afterApproval.sme.figuresHeading')}
        </h2>
        <FigureList figures={smeSummaryFigures(agreement, t, language)} />
      </Card>
      <LiveRegion politeness="assertive">
        <FormError error={accept.error} />
      </LiveRegion>
      <FormActions>
        <LinkButton variant="secondary" to={PAGES.smeLoanAgreement}>
          {t('afterApproval.sme.toAgreement')}
        </LinkButton>
        {agreement.allowedEvents.includes('acceptSummary') ? (
          <Button busy={accept.isPending} onClick={onAccept}>
            {accept.isPending ? t('afterApproval.summary.accepting') : t('afterApproval.summary.accept')}
          </Button>
        ) : BEFORE_ATTESTATION.includes(agreement.status) ? (
          <LinkButton to={SME_AGREEMENT_PAGES.attestationOption}>
            {t('afterApproval.summary.continue')}
          </LinkButton>
        ) : null}
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
