import {
  applicantMayChangeStep,
  requiredDocumentProblems,
  SME_DOCUMENTS_BY_PARTNER_TYPE,
} from '@sinar/domain';
import { SmeApplicationGate } from '../../../components/journey/sme-application-gate.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { smeStepPath } from '../../../lib/get-sme-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { DocumentSteps } from '../components/document-upload.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /sme/document-upload?id=...: the business documents of an SME or staff application, the partner type's groups
 * (decision 059) under the individual upload rules; 'Next' goes on to the SME summary.
 */
export function Component() {
  const { t } = useT();
  usePageTitle(t('smeSteps.documents.title'));
  return (
    <Page title={t('smeSteps.documents.title')} lead={t('smeSteps.documents.intro')} narrow>
      <SmeApplicationGate>
        {(application) => (
          <DocumentSteps
            subject={{
              applicationId: application.id,
              changeable: applicantMayChangeStep({
                status: application.applicationStatus,
                step: 'documentUpload',
                referBackSteps: null,
              }),
              documents: SME_DOCUMENTS_BY_PARTNER_TYPE[application.partnerType],
              problemsOf: (counts) =>
                requiredDocumentProblems(SME_DOCUMENTS_BY_PARTNER_TYPE[application.partnerType], counts),
              nextPath: smeStepPath(SME_PAGES.summary, application.id),
              homePath: SME_PAGES.home,
            }}
          />
        )}
      </SmeApplicationGate>
    </Page>
  );
}
