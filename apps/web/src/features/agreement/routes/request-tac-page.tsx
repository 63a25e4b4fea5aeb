import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { requestTac, useSignWithTac } from '../api/signing.ts';
import { type JourneyAgreement, useAgreementJourney } from '../components/agreement-journey.ts';
import { AgreementStep, StepNotReady } from '../components/agreement-step.tsx';
import { drawnSignatureFor, forgetDrawnSignature } from '../components/drawn-signature.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /loan-status/request-tac and the SME partner's twin: the 6-digit TAC from the SMS confirms the signature, and the
 * agreement is signed; the individual goes home (the direct debit is next), the SME partner to the application's end.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.tac.title'));
  return (
    <Page title={t('afterApproval.tac.title')} lead={t('afterApproval.tac.lead')} narrow>
      <AgreementStep>{(agreement) => <TacStep agreement={agreement} />}</AgreementStep>
    </Page>
  );
}

function TacStep({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  const signature = drawnSignatureFor(agreement.id);
  if (agreement.status !== 'CERTIFICATE_ENROLLED' || !signature)
    return (
      <StepNotReady
        message={t('afterApproval.tac.noSignature')}
        to={pages.digitalSigning}
        label={t('afterApproval.tac.backToSigning')}
      />
    );
  return <TacForm agreement={agreement} signature={signature} />;
}

function secondsUntil(iso: string | null): number {
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0;
}

/** Seconds until `iso`, counted down each second; 0 once it has passed. */
function useSecondsUntil(iso: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(iso));
  useEffect(() => {
    setSeconds(secondsUntil(iso));
    if (!iso) return;
    const timer = window.setInterval(() => setSeconds(secondsUntil(iso)), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return seconds;
}

function TacForm({
  agreement,
  signature,
}: {
  readonly agreement: JourneyAgreement;
  readonly signature: Blob;
}) {
  const { t: tForm } = useT();
  const { t, language } = useT('journey');
  const { pages } = useAgreementJourney();
  const navigate = useNavigate();
  const toast = useToast();
  const location = useLocation();
  const [resendAfter, setResendAfter] = useState<string | null>(
    (location.state as { resendAfter?: string } | null)?.resendAfter ?? null,
  );
  const wait = useSecondsUntil(resendAfter);
  const [tac, setTac] = useState('');
  const [tried, setTried] = useState(false);
  const [verified, setVerified] = useState(false);
  const sign = useSignWithTac();
  const resend = useMutation({ mutationFn: () => requestTac(agreement.id) });
  const complete = /^\d{6}$/.test(tac);

  const onSign = () => {
    setTried(true);
    if (!complete) return;
    // Awaited rather than a mutate callback: the refreshed agreement, signed, replaces this form, and a callback does
    // not run once its form has gone. A refusal is shown from the mutation's error.
    sign
      .mutateAsync({
        agreementId: agreement.id,
        language,
        company: agreement.company,
        signature,
        tac,
        verified,
        onVerified: () => setVerified(true),
      })
      .then(
        (answer) => {
          forgetDrawnSignature();
          toast.show(answer.message);
          void navigate(pages.afterSigning);
        },
        () => undefined,
      );
  };
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (sent) => {
        toast.show(sent.message);
        setResendAfter(sent.resendAfter);
        setVerified(false);
        setTac('');
      },
    });

  return (
    <>
      <TextField
        label={t('afterApproval.tac.tac')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={tac}
        disabled={verified}
        onChange={(event) => setTac(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={tried && !complete ? tForm('forms.tac.fillAllNumbers') : undefined}
      />
      <LiveRegion>{sign.isPending ? <p>{t('afterApproval.tac.signing')}</p> : null}</LiveRegion>
      <LiveRegion politeness="assertive">
        <FormError error={sign.error ?? resend.error} fields={['tac']} />
      </LiveRegion>
      <FormActions>
        <Button busy={sign.isPending} onClick={onSign}>
          {sign.isPending ? t('afterApproval.tac.signing') : t('afterApproval.tac.sign')}
        </Button>
        {wait > 0 ? (
          <p>{t('afterApproval.tac.resendIn', { seconds: wait })}</p>
        ) : (
          <Button variant="secondary" busy={resend.isPending} onClick={onResend}>
            {t('afterApproval.tac.resend')}
          </Button>
        )}
      </FormActions>
    </>
  );
}
