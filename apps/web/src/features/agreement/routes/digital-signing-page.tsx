import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type SignaturePad from 'signature_pad';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { SignaturePadField, signaturePng } from '../../../components/ui/signature-pad-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { requestTac } from '../api/signing.ts';
import { type JourneyAgreement, useAgreementJourney } from '../components/agreement-journey.ts';
import { AgreementStep, StepNotReady } from '../components/agreement-step.tsx';
import { keepDrawnSignature } from '../components/drawn-signature.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-status/digital-signing and the SME partner's twin: the signature drawn with a finger or a mouse, the consent, then the TAC. */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.signing.title'));
  return (
    <Page title={t('afterApproval.signing.title')} lead={t('afterApproval.signing.lead')} narrow>
      <AgreementStep>{(agreement) => <Signing agreement={agreement} />}</AgreementStep>
    </Page>
  );
}

function Signing({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  if (agreement.status !== 'CERTIFICATE_ENROLLED')
    return (
      <StepNotReady
        message={t('afterApproval.agreement.mustAccept')}
        to={pages.loanAgreement}
        label={t('afterApproval.agreement.title')}
      />
    );
  return <SignatureForm agreement={agreement} />;
}

function SignatureForm({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  const navigate = useNavigate();
  const toast = useToast();
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const onDrawn = useCallback((isDrawn: boolean) => setDrawn(isDrawn), []);
  const send = useMutation({ mutationFn: () => requestTac(agreement.id) });

  const onRequestTac = () => {
    setTried(true);
    if (!drawn || !consent || !pad.current) return;
    keepDrawnSignature(agreement.id, signaturePng(pad.current));
    send.mutate(undefined, {
      onSuccess: (sent) => {
        toast.show(sent.message);
        void navigate(pages.requestTac, { state: { resendAfter: sent.resendAfter } });
      },
    });
  };

  return (
    <>
      <SignaturePadField
        label={t('afterApproval.signing.pad')}
        clearLabel={t('afterApproval.signing.clear')}
        error={tried && !drawn ? t('afterApproval.signing.drawFirst') : undefined}
        onChange={onDrawn}
        padRef={pad}
      />
      <CheckboxField
        label={t('afterApproval.signing.consent')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        error={tried && !consent ? t('afterApproval.signing.consentRequired') : undefined}
      />
      <LiveRegion politeness="assertive">
        <FormError error={send.error} />
      </LiveRegion>
      <FormActions>
        <Button busy={send.isPending} onClick={onRequestTac}>
          {send.isPending ? t('afterApproval.signing.requesting') : t('afterApproval.signing.requestTac')}
        </Button>
      </FormActions>
    </>
  );
}
