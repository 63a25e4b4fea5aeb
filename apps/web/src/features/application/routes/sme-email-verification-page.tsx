import { isStepCompleted } from '@sinar/domain';
import { useQueryClient } from '@tanstack/react-query';
import { SmeApplicationGate } from '../../../components/journey/sme-application-gate.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { smeApplicationQueryOptions, smeStepPath } from '../../../lib/get-sme-application.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { EmailStep } from '../components/email-verification.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** Where the SME applicant's email is typed: the applicant details of the SME form. */
const APPLICANT_DETAILS_PAGE = '/smeApplication/applicant-details';

/**
 * /sme/email-verification?id=... (`&verified=1` after the emailed link): the code goes to the applicant's email of
 * the SME form; once proved, the journey goes on to the business documents.
 */
export function Component() {
  const { t } = useT();
  const queries = useQueryClient();
  usePageTitle(t('smeSteps.email.title'));
  return (
    <Page title={t('smeSteps.email.title')} lead={t('smeSteps.email.intro')} narrow>
      <SmeApplicationGate>
        {(application) => {
          const email = application.form.applicant?.emailAddress;
          return (
            <EmailStep
              subject={{
                applicationId: application.id,
                email: typeof email === 'string' && email !== '' ? email : null,
                verified: isStepCompleted('emailVerification', application.markers),
                nextPath: smeStepPath(SME_PAGES.documentUpload, application.id),
                emailSourcePath: smeStepPath(APPLICANT_DETAILS_PAGE, application.id),
                missingEmail: {
                  message: t('smeSteps.email.noEmail'),
                  action: t('smeSteps.email.applicantDetails'),
                },
                onRecorded: () =>
                  queries.invalidateQueries({
                    queryKey: smeApplicationQueryOptions(application.id).queryKey,
                  }),
              }}
            />
          );
        }}
      </SmeApplicationGate>
    </Page>
  );
}
