import { formatMalaysianDateTime } from '@sinar/domain';
import { useNavigate } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Figure, FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCertificate, useEnrol } from '../api/signing.ts';
import { type JourneyAgreement, useAgreementJourney } from '../components/agreement-journey.ts';
import { AgreementStep, BEFORE_ATTESTATION, StepNotReady } from '../components/agreement-step.tsx';
import { useSignerNric } from '../components/signer-nric.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /loan-status/account-creation and the SME partner's /sme/loan-status/account-creation: the signing certificate the
 * certificate authority issues in the signer's name.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.account.title'));
  return (
    <Page title={t('afterApproval.account.title')} lead={t('afterApproval.account.lead')} narrow>
      <AgreementStep>{(agreement) => <AccountCreation agreement={agreement} />}</AgreementStep>
    </Page>
  );
}

function AccountCreation({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  if (BEFORE_ATTESTATION.includes(agreement.status) || agreement.status === 'ATTESTED')
    return (
      <StepNotReady
        message={t('afterApproval.agreement.mustAccept')}
        to={pages.loanAgreement}
        label={t('afterApproval.agreement.title')}
      />
    );
  return <Certificate agreement={agreement} />;
}

function Certificate({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t, language } = useT('journey');
  const { pages } = useAgreementJourney();
  const navigate = useNavigate();
  const toast = useToast();
  const signer = useSignerNric(agreement);
  const nric = signer.nric;
  const certificate = useCertificate(nric);
  const enrol = useEnrol();
  if (signer.isPending || (nric !== null && certificate.isPending))
    return <p role="status">{t('verification.common.loading')}</p>;
  if (signer.isError) return <QueryFailed onRetry={() => void signer.refetch()} />;
  if (certificate.isError) return <QueryFailed onRetry={() => void certificate.refetch()} />;
  const status = certificate.data;
  const figures: Figure[] = status
    ? [
        {
          id: 'status',
          term: t('afterApproval.account.status'),
          value: t(`afterApproval.account.statuses.${status.status}`),
        },
        ...(status.serialNumber
          ? [{ id: 'serial', term: t('afterApproval.account.serial'), value: status.serialNumber }]
          : []),
        ...(status.issuer
          ? [{ id: 'issuer', term: t('afterApproval.account.issuer'), value: status.issuer }]
          : []),
        ...(status.validTo
          ? [
              {
                id: 'validTo',
                term: t('afterApproval.account.validTo'),
                value: formatMalaysianDateTime(status.validTo, language),
              },
            ]
          : []),
      ]
    : [];
  const onCreate = () => {
    if (!nric) return;
    enrol.mutate(
      { nric, agreementId: agreement.id },
      {
        onSuccess: (answer) => {
          void certificate.refetch();
          if (answer.status === 'Valid') {
            toast.show(t('afterApproval.account.statuses.Valid'));
            void navigate(pages.digitalSigning);
          }
        },
      },
    );
  };
  return (
    <>
      <FigureList figures={figures} />
      <LiveRegion politeness="assertive">
        <FormError error={enrol.error} />
      </LiveRegion>
      <FormActions>
        {agreement.status === 'AGREEMENT_ACCEPTED' ? (
          <Button busy={enrol.isPending} onClick={onCreate}>
            {enrol.isPending ? t('afterApproval.account.creating') : t('afterApproval.account.create')}
          </Button>
        ) : (
          <LinkButton to={pages.digitalSigning}>{t('afterApproval.account.next')}</LinkButton>
        )}
      </FormActions>
    </>
  );
}
