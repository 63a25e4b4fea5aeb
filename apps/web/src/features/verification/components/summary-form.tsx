import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApplicationSummary,
  type ApplicationView,
  applicantMaySubmit,
  formatBasisPoints,
  formatMalaysianDateTime,
  formatRinggit,
  isStepCompleted,
  submitApplicationRequestSchema,
} from '@sinar/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useMasterList } from '../../../lib/master-lists.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import styles from './verification.module.css';

type ConsentInput = z.input<typeof submitApplicationRequestSchema>;
type Consents = z.output<typeof submitApplicationRequestSchema>;

/**
 * The summary's figures in the variant's wording, its two consents and Submit (spec 000 sections 3 and 5). Once the
 * status no longer takes a submission (submitted, decided, cancelled), the figures stay and the consents and Submit
 * give way to where the application stands.
 */
export function SummaryForm({
  summary,
  application,
}: {
  readonly summary: ApplicationSummary;
  readonly application: ApplicationView;
}) {
  const { t, language } = useT('journey');
  const { t: tc } = useT();
  const { path } = useVariant();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useFieldErrorText();
  const detailsId = useId();
  const consentsId = useId();
  const reasons = useMasterList('loanReason', summary.applicationType);
  const submit = useSubmitApplication();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConsentInput, unknown, Consents>({
    resolver: zodResolver(submitApplicationRequestSchema),
    defaultValues: { acknowledgeProtectionPlan: false },
  });

  const reason =
    summary.customReason?.trim() ||
    reasons.data?.find((item) => item.code === summary.loanReasonId)?.name ||
    summary.loanReasonId ||
    '-';

  const onSubmit = handleSubmit((consents) =>
    submit.mutate(
      { applicationId: summary.applicationId, consents },
      {
        onSuccess: (application) => {
          toast.show(tc('success.submitSuccessfully'));
          // A resubmission after a refer-back that did not reopen e-KYC goes back to waiting for approval.
          const ekycDone = isStepCompleted('ekyc', application.markers);
          void navigate(path(ekycDone ? PAGES.home : PAGES.identityVerification));
        },
      },
    ),
  );

  const details = (
    <Card as="section" aria-labelledby={detailsId}>
      <h2 id={detailsId} className={styles.cardTitle}>
        {t('verification.summary.detailsHeading')}
      </h2>
      <FigureList
        figures={[
          {
            id: 'application-no',
            term: t('verification.common.applicationNo'),
            value: summary.applicationNo,
          },
          { id: 'full-name', term: t('verification.summary.fullName'), value: summary.fullName },
          {
            id: 'identity-card',
            term: t('verification.summary.identityCard'),
            value: summary.identityCardMasked,
          },
          { id: 'reason', term: t('verification.summary.reason'), value: reason },
          {
            id: 'amount',
            term: t('verification.summary.amount'),
            value: formatRinggit(summary.amountSen, language),
          },
          {
            id: 'tenure',
            term: t('verification.summary.tenure'),
            value: t('verification.summary.tenureMonths', { count: summary.tenureMonths }),
          },
          {
            id: 'rate',
            term: t('verification.summary.rate'),
            value: formatBasisPoints(summary.interestRateBpPerYear, language),
          },
          {
            id: 'instalment',
            term: t('verification.summary.instalment'),
            value: formatRinggit(summary.estimatedMonthlyInstalmentSen, language),
            strong: true,
          },
        ]}
      />
    </Card>
  );

  if (!applicantMaySubmit(application.applicationStatus)) {
    return (
      <div className={styles.stack}>
        {details}
        <FigureList
          figures={[
            {
              id: 'status',
              term: t('verification.statusCheck.status'),
              value: tc(`status.applicationForApplicant.${application.applicationStatus}`),
            },
            ...(application.submissionDate
              ? [
                  {
                    id: 'submitted',
                    term: t('verification.statusCheck.submissionDate'),
                    value: formatMalaysianDateTime(application.submissionDate, language),
                  },
                ]
              : []),
          ]}
        />
        <Alert tone="info">{t('verification.summary.closed')}</Alert>
        <FormActions>
          <LinkButton to={path(PAGES.home)}>{t('verification.common.backToHome')}</LinkButton>
        </FormActions>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={styles.stack}>
      {details}
      <Card as="section" aria-labelledby={consentsId}>
        <h2 id={consentsId} className={styles.cardTitle}>
          {t('verification.summary.consentsHeading')}
        </h2>
        <CheckboxField
          label={t('verification.summary.consent')}
          aria-required="true"
          error={errorText(errors.consentPersonalDataAndCreditCheck)}
          {...register('consentPersonalDataAndCreditCheck')}
        />
        <CheckboxField
          label={t('verification.summary.protection')}
          description={t('verification.summary.protectionOptional')}
          {...register('acknowledgeProtectionPlan')}
        />
      </Card>
      <LiveRegion politeness="assertive">
        <FormError error={submit.error} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={submit.isPending}>
          {submit.isPending ? t('verification.summary.submitting') : t('verification.summary.submit')}
        </Button>
      </FormActions>
    </form>
  );
}
