import type { SmeAgreementView } from '@sinar/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { SME_AGREEMENT_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { BEFORE_ATTESTATION, SmeAgreementStep } from '../components/agreement-step.tsx';
import { Acceptance, AgreementDocument } from './loan-agreement-page.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /sme/loan-status/loan-agreement: the SME partner's or staff member's agreement as a PDF to read or keep, in the
 * reader's language, made out to be signed by the applicant for the business (the individual's document links, of
 * the SME kind); once attested, accepted as the individual's is, and the signing account is next.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.sme.agreementTitle'));
  return (
    <Page title={t('afterApproval.sme.agreementTitle')} lead={t('afterApproval.sme.agreementLead')} narrow>
      <SmeAgreementStep>{(agreement) => <SmeLoanAgreement agreement={agreement} />}</SmeAgreementStep>
    </Page>
  );
}

function SmeLoanAgreement({ agreement }: { readonly agreement: SmeAgreementView }) {
  const { t } = useT('journey');
  return (
    <>
      {agreement.companyName ? (
        <Alert tone="info">
          {t('afterApproval.sme.agreementForBusiness', { company: agreement.companyName })}
        </Alert>
      ) : null}
      <AgreementDocument agreement={agreement} kind="sme" />
      {agreement.status === 'ATTESTED' ? <Acceptance agreement={agreement} /> : null}
      <FormActions>
        <LinkButton variant="secondary" to={PAGES.smeApprovedLoanSummary}>
          {t('afterApproval.sme.backToSummary')}
        </LinkButton>
        {agreement.status !== 'ATTESTED' && !BEFORE_ATTESTATION.includes(agreement.status) ? (
          <LinkButton to={SME_AGREEMENT_PAGES.accountCreation}>
            {t('afterApproval.agreement.next')}
          </LinkButton>
        ) : null}
      </FormActions>
    </>
  );
}
