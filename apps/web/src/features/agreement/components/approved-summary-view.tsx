import {
  type ApprovedSummary,
  formatBasisPoints,
  formatMalaysianDateTime,
  formatRinggit,
  type Language,
  VARIANT_RULES,
} from '@sinar/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useAcceptSummary, useCancelAgreement } from '../api/approved-summary.ts';
import styles from './agreement.module.css';

/**
 * The approved loan or financing summary (spec 000 section 3): every figure as the server computed it from the
 * approved terms, the optional protection plan with its premium and the net amount it leaves, and the two answers:
 * accept (with or without the plan) or walk away after confirming. Once accepted, the figures as accepted.
 */
export function ApprovedSummaryView({
  summary,
  canCancel,
}: {
  readonly summary: ApprovedSummary;
  /** Whether the agreement may still be walked away from (the server's allowed events). */
  readonly canCancel: boolean;
}) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const navigate = useNavigate();
  const toast = useToast();
  const figuresId = useId();
  const protectionId = useId();
  const accept = useAcceptSummary();
  const cancel = useCancelAgreement();
  const [takeProtection, setTakeProtection] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const accepted = summary.acceptance;
  const pending = summary.status === 'SUMMARY_PENDING';
  const protectionShown = accepted ? accepted.protectionTaken : takeProtection;

  const onAccept = () =>
    accept.mutate(
      { agreementId: summary.agreementId, takeProtection },
      {
        onSuccess: (answer) => {
          toast.show(answer.message);
          void navigate(path(PAGES.home));
        },
      },
    );
  const onCancel = () =>
    cancel.mutate(summary.agreementId, {
      onSuccess: (answer) => {
        toast.show(answer.message);
        void navigate(path(PAGES.home));
      },
    });

  return (
    <div className={styles.stack}>
      <Card as="section" aria-labelledby={figuresId}>
        <h2 id={figuresId} className={styles.cardTitle}>
          {t('afterApproval.summary.figuresHeading')}
        </h2>
        <FigureList figures={summaryFigures(summary, t, language)} />
      </Card>
      <Card as="section" aria-labelledby={protectionId}>
        <h2 id={protectionId} className={styles.cardTitle}>
          {t('afterApproval.summary.protectionHeading')}
        </h2>
        {summary.protection ? (
          <>
            <p>{t('afterApproval.summary.protectionLead', { provider: summary.protection.providerName })}</p>
            <FigureList
              figures={[
                {
                  id: 'gross-premium',
                  term: t('afterApproval.summary.grossPremium'),
                  value: formatRinggit(summary.protection.grossPremiumSen, language),
                },
                {
                  id: 'service-tax',
                  term: t('afterApproval.summary.serviceTax', {
                    rate: formatBasisPoints(summary.protection.serviceTaxBp, language),
                  }),
                  value: formatRinggit(summary.protection.serviceTaxSen, language),
                },
                {
                  id: 'total-premium',
                  term: t('afterApproval.summary.totalPremium'),
                  value: formatRinggit(summary.protection.totalPremiumSen, language),
                },
                {
                  id: 'net-with-protection',
                  term: t('afterApproval.summary.netWithProtection'),
                  value: formatRinggit(summary.protection.netAmountSen, language),
                  strong: protectionShown,
                },
              ]}
            />
            {pending ? (
              <CheckboxField
                label={t('afterApproval.summary.takeProtection')}
                checked={takeProtection}
                onChange={(event) => setTakeProtection(event.currentTarget.checked)}
              />
            ) : null}
          </>
        ) : (
          <p>{t('afterApproval.summary.noProtectionOffered')}</p>
        )}
      </Card>
      {accepted ? (
        <Alert tone="success">
          {t(
            accepted.protectionTaken
              ? 'afterApproval.summary.acceptedWithProtection'
              : 'afterApproval.summary.accepted',
            {
              date: formatMalaysianDateTime(accepted.acceptedAt, language),
            },
          )}
        </Alert>
      ) : null}
      <LiveRegion politeness="assertive">
        <FormError error={accept.error} />
      </LiveRegion>
      <FormActions>
        {canCancel ? (
          <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
            {t('afterApproval.summary.cancel')}
          </Button>
        ) : null}
        {pending ? (
          <Button busy={accept.isPending} onClick={onAccept}>
            {accept.isPending ? t('afterApproval.summary.accepting') : t('afterApproval.summary.accept')}
          </Button>
        ) : (
          <LinkButton to={path(PAGES.home)}>{t('afterApproval.summary.continue')}</LinkButton>
        )}
      </FormActions>
      {confirmingCancel ? (
        <ConfirmDialog
          title={t('afterApproval.summary.cancelTitle')}
          body={t('afterApproval.summary.cancelBody')}
          confirmText={t('afterApproval.summary.cancelConfirm')}
          cancelText={t('afterApproval.summary.cancelKeep')}
          busy={cancel.isPending}
          error={cancel.error}
          onConfirm={onCancel}
          onClose={() => {
            setConfirmingCancel(false);
            cancel.reset();
          }}
        />
      ) : null}
    </div>
  );
}

type JourneyT = ReturnType<typeof useT<'journey'>>['t'];

/** The summary's figures in the spec's order; the Wakalah fee only for the product that charges one (Islamic). */
function summaryFigures(summary: ApprovedSummary, t: JourneyT, language: Language): Figure[] {
  const ringgit = (value: ApprovedSummary['approvedAmountSen']) => formatRinggit(value, language);
  const figures: (Figure | null)[] = [
    { id: 'agreement-no', term: t('afterApproval.summary.agreementNo'), value: summary.agreementNo },
    {
      id: 'approved-amount',
      term: t('afterApproval.summary.approvedAmount'),
      value: ringgit(summary.approvedAmountSen),
    },
    {
      id: 'rate',
      term: t('afterApproval.summary.rate'),
      value: formatBasisPoints(summary.annualRateBp, language),
    },
    {
      id: 'tenure',
      term: t('afterApproval.summary.tenure'),
      value: t('afterApproval.summary.tenureMonths', { count: summary.tenureMonths }),
    },
    { id: 'stamp-duty', term: t('afterApproval.summary.stampDuty'), value: ringgit(summary.stampDutySen) },
    {
      id: 'processing-fee',
      term: t('afterApproval.summary.processingFee'),
      value: ringgit(summary.processingFeeSen),
    },
    {
      id: 'referral-waiver',
      term: t('afterApproval.summary.referralWaiver'),
      value: ringgit(summary.referralWaiverSen),
    },
    {
      id: 'campaign-code',
      term: t('afterApproval.summary.campaignCode'),
      value: summary.campaignCode ?? t('afterApproval.summary.noCampaignCode'),
    },
    VARIANT_RULES[summary.company].wakalahFeeSen > 0
      ? {
          id: 'wakalah-fee',
          term: t('afterApproval.summary.wakalahFee'),
          value: ringgit(summary.wakalahFeeSen),
        }
      : null,
    {
      id: 'monthly-instalment',
      term: t('afterApproval.summary.monthlyInstalment'),
      value: ringgit(summary.monthlyInstalmentSen),
      strong: true,
    },
    {
      id: 'last-instalment',
      term: t('afterApproval.summary.lastInstalment'),
      value: ringgit(summary.lastInstalmentSen),
    },
    {
      id: 'total-payable',
      term: t('afterApproval.summary.totalPayable'),
      value: ringgit(summary.totalPayableSen),
    },
    {
      id: 'net-amount',
      term: t('afterApproval.summary.netAmount'),
      value: ringgit(summary.netAmountSen),
      strong: true,
    },
  ];
  return figures.filter((figure): figure is Figure => figure !== null);
}
