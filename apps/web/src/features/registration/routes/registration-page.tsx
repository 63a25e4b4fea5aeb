import { lookupPostcode } from '@sinar/domain/postcodes';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import { RegistrationForm } from '../components/registration-form.tsx';

/** /registration and /islamic/registration: the same form, for the brand of the page's variant. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.registration.title'));
  return (
    <Page title={t('forms.registration.title')} lead={t('account.registration.lead')} narrow>
      <RegistrationForm lookupPostcode={lookupPostcode} />
    </Page>
  );
}
