import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from '../components/auth.module.css';
import { StaffLoginForm } from '../components/staff-login-form.tsx';

/** /staff: the staff login on its own page, with registration and password reset one link away. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('auth.staffPage.title'));
  return (
    <Page title={t('auth.staffPage.title')} lead={t('auth.staffPage.lead')}>
      <div className={styles.pageLayout}>
        <Card>
          <StaffLoginForm showLead={false} />
        </Card>
      </div>
    </Page>
  );
}
