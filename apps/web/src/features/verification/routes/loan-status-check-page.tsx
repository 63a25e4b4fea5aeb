import { ApiError } from '@sinar/client/api-error';
import type { ApplicationStatusView } from '@sinar/domain';
import { formatMalaysianDateTime } from '@sinar/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useStatusCheck } from '../api/status-check.ts';
import { StepList } from '../components/step-list.tsx';
import styles from '../components/verification.module.css';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /loan-status-check and its /islamic twin: an application's status and steps by its reference number. The number
 * of the customer's latest application is filled in and its status shown at once; another number may be checked.
 */
export function Component() {
  const { t } = useT('journey');
  const { t: tc } = useT();
  usePageTitle(t('verification.statusCheck.title'));
  const latest = useLatestApplication();
  // What the customer typed, once they type; until then the latest application's number.
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const latestNo = latest.data?.applicationNo ?? null;
  const reference = typed ?? latestNo ?? '';
  const checked = asked ?? latestNo;
  const check = useStatusCheck(checked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const applicationNo = reference.trim().toUpperCase();
    if (applicationNo === '') {
      setFieldError(t('verification.statusCheck.referenceRequired'));
      return;
    }
    setFieldError(undefined);
    setAsked(applicationNo);
    if (applicationNo === checked) void check.refetch();
  };

  const error = check.error;
  const errorMessage =
    error instanceof ApiError && error.status === 404 ? tc('errors.applicationNotFound') : error?.message;
  return (
    <Page title={t('verification.statusCheck.title')} lead={t('verification.statusCheck.lead')} narrow>
      <div className={styles.stack}>
        <form noValidate onSubmit={submit}>
          <TextField
            label={t('verification.statusCheck.referenceNo')}
            description={t('verification.statusCheck.referenceHint')}
            autoComplete="off"
            aria-required="true"
            maxLength={40}
            value={reference}
            error={fieldError}
            onChange={(event) => setTyped(event.target.value)}
          />
          <FormActions>
            <Button type="submit" busy={check.isFetching}>
              {check.isFetching
                ? t('verification.statusCheck.checking')
                : t('verification.statusCheck.check')}
            </Button>
          </FormActions>
        </form>
        <LiveRegion politeness="assertive">
          {errorMessage && !check.isFetching ? <Alert tone="error">{errorMessage}</Alert> : null}
        </LiveRegion>
        {check.data && !check.isError ? <StatusResult status={check.data} /> : null}
      </div>
    </Page>
  );
}

function StatusResult({ status }: { readonly status: ApplicationStatusView }) {
  const { t, language } = useT('journey');
  const { t: tc } = useT();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t('verification.statusCheck.resultHeading', { applicationNo: status.applicationNo })}
      </h2>
      <FigureList
        figures={[
          {
            id: 'status',
            term: t('verification.statusCheck.status'),
            value: tc(`status.applicationForApplicant.${status.applicationStatus}`),
            strong: true,
          },
          {
            id: 'submitted',
            term: t('verification.statusCheck.submissionDate'),
            value: status.submissionDate
              ? formatMalaysianDateTime(status.submissionDate, language)
              : t('verification.statusCheck.notSubmitted'),
          },
        ]}
      />
      <StepList steps={status.steps} label={t('verification.statusCheck.stepsHeading')} />
    </Card>
  );
}
