import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { type AgreementKind, useAcceptDocument, useAgreementDocument } from '../api/signing.ts';
import styles from '../components/agreement.module.css';
import { type JourneyAgreement, useAgreementJourney } from '../components/agreement-journey.ts';
import { AgreementStep, BEFORE_ATTESTATION, StepNotReady } from '../components/agreement-step.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-status/loan-agreement and its /islamic twin: the agreement as a PDF to read or keep, and its acceptance. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.agreement.title'));
  return (
    <Page title={t('afterApproval.agreement.title')} lead={t('afterApproval.agreement.lead')} narrow>
      <AgreementStep>{(agreement) => <LoanAgreement agreement={agreement} />}</AgreementStep>
    </Page>
  );
}

function LoanAgreement({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  if (BEFORE_ATTESTATION.includes(agreement.status))
    return (
      <StepNotReady
        message={t('afterApproval.agreement.notReady')}
        to={pages.home}
        label={t('afterApproval.summary.backToHome')}
      />
    );
  return (
    <>
      <AgreementDocument agreement={agreement} />
      {agreement.status === 'ATTESTED' ? (
        <Acceptance agreement={agreement} />
      ) : (
        <>
          <Alert tone="success">{t('afterApproval.agreement.alreadyAccepted')}</Alert>
          <FormActions>
            <LinkButton to={pages.accountCreation}>{t('afterApproval.agreement.next')}</LinkButton>
          </FormActions>
        </>
      )}
    </>
  );
}

/**
 * The PDF from the server in the reader's language: opened in the phone's own viewer, or downloaded. Shared by the
 * SME partner's agreement page, which names its kind.
 */
export function AgreementDocument({
  agreement,
  kind = 'individual',
}: {
  readonly agreement: Pick<JourneyAgreement, 'id' | 'agreementNo'>;
  readonly kind?: AgreementKind;
}) {
  const { t, language } = useT('journey');
  const document = useAgreementDocument(agreement.id, language, kind);
  const url = useObjectUrl(document.data);
  if (document.isPending) return <p role="status">{t('afterApproval.agreement.loadingDocument')}</p>;
  if (document.isError) return <QueryFailed onRetry={() => void document.refetch()} />;
  return (
    <p className={styles.documentActions}>
      <a href={url ?? undefined} target="_blank" rel="noopener">
        {t('afterApproval.agreement.view')}
      </a>
      <a href={url ?? undefined} download={`${agreement.agreementNo}.pdf`}>
        {t('afterApproval.agreement.download')}
      </a>
    </p>
  );
}

/**
 * The agreement's acceptance, once attested; then the signing account is next. Shared by the SME partner's agreement
 * page, whose account creation is its own.
 */
export function Acceptance({ agreement }: { readonly agreement: Pick<JourneyAgreement, 'id'> }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  const navigate = useNavigate();
  const toast = useToast();
  const accept = useAcceptDocument();
  const [ticked, setTicked] = useState(false);
  const [tried, setTried] = useState(false);
  const onAccept = () => {
    setTried(true);
    if (!ticked) return;
    // Awaited rather than a mutate callback: the refreshed agreement replaces this form with 'already accepted', and
    // a callback does not run once its form has gone. A refusal is shown from the mutation's error.
    accept.mutateAsync(agreement.id).then(
      (answer) => {
        toast.show(answer.message);
        void navigate(pages.accountCreation);
      },
      () => undefined,
    );
  };
  return (
    <>
      <CheckboxField
        label={t('afterApproval.agreement.accept')}
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
        error={tried && !ticked ? t('afterApproval.agreement.mustAccept') : undefined}
      />
      <LiveRegion politeness="assertive">
        <FormError error={accept.error} />
      </LiveRegion>
      <FormActions>
        <Button busy={accept.isPending} onClick={onAccept}>
          {accept.isPending ? t('afterApproval.agreement.accepting') : t('afterApproval.agreement.continue')}
        </Button>
      </FormActions>
    </>
  );
}

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
