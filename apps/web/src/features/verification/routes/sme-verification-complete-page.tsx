import { useQueryClient } from '@tanstack/react-query';
import { SmeApplicationGate } from '../../../components/journey/sme-application-gate.tsx';

import { usePageTitle } from '../../../components/ui/page-title.ts';
import { smeApplicationQueryOptions, smeStepPath } from '../../../lib/get-sme-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { VerificationResult } from './verification-complete-page.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /sme/application/verification-complete?id=...: the SME applicant's e-KYC verdict, the step recorded on a pass. */
export function Component() {
  const { t } = useT();
  const queries = useQueryClient();
  usePageTitle(t('smeSteps.complete.title'));
  return (
    <SmeApplicationGate>
      {(application) => (
        <VerificationResult
          subject={{
            id: application.id,
            applicationNo: application.applicationNo,
            applicationStatus: application.applicationStatus,
            markers: application.markers,
            referBackSteps: null,
            variant: null,
            retryPath: smeStepPath(SME_PAGES.identityVerification, application.id),
            editPath: SME_PAGES.home,
            applyAgainPath: SME_PAGES.home,
            homePath: SME_PAGES.home,
            onStepRecorded: () =>
              queries.invalidateQueries({ queryKey: smeApplicationQueryOptions(application.id).queryKey }),
          }}
        />
      )}
    </SmeApplicationGate>
  );
}
