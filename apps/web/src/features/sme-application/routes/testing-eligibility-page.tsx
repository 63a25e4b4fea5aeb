import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { smeEligibilityResultPath } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { checkSmeEligibility } from '../api/sme-application-api.ts';
import { storeSmeEligibility } from '../components/eligibility-store.ts';
import { useSmeSession } from '../components/sme-session.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

const CRITERIA = ['age', 'partner', 'licence', 'commission', 'tax', 'limit'] as const;

/**
 * /sme/testing-eligibility: what the check asks of a partner (spec 001 section 9), then the check itself, judged by
 * the server from the partner directory's figures (`POST smeApplication/eligibility`).
 */
export function Component() {
  const { t } = useT('journey');
  const navigate = useNavigate();
  const { userId } = useSmeSession();
  usePageTitle(t('smeApply.eligibility.title'));
  const check = useMutation({
    mutationFn: checkSmeEligibility,
    onSuccess: (result) => {
      if (userId) storeSmeEligibility(userId, result);
      navigate(smeEligibilityResultPath(result.eligible), { state: { result } });
    },
  });
  return (
    <Page title={t('smeApply.eligibility.title')} narrow>
      <p>{t('smeApply.eligibility.lead')}</p>
      <ul>
        {CRITERIA.map((criterion) => (
          <li key={criterion}>{t(`smeApply.eligibility.criteria.${criterion}`)}</li>
        ))}
      </ul>
      <LiveRegion politeness="assertive">
        <FormError error={check.error} />
      </LiveRegion>
      <FormActions>
        <Button busy={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t('smeApply.eligibility.checking') : t('smeApply.eligibility.submit')}
        </Button>
      </FormActions>
    </Page>
  );
}
