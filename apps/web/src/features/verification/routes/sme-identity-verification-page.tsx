import { SmeApplicationGate } from '../../../components/journey/sme-application-gate.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { smeStepPath } from '../../../lib/get-sme-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { IdentityVerification } from './identity-verification-page.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /sme/application/identity-verification?id=...: the SME applicant's e-KYC, after submission, as an individual's. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('smeSteps.identity.title'));
  return (
    <Page title={t('smeSteps.identity.title')} lead={t('smeSteps.identity.intro')}>
      <SmeApplicationGate>
        {(application) => (
          <IdentityVerification
            applicationId={application.id}
            resultPath={smeStepPath(SME_PAGES.verificationComplete, application.id)}
          />
        )}
      </SmeApplicationGate>
    </Page>
  );
}
