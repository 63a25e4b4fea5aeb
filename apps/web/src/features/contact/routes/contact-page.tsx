import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from '../components/contact.module.css';
import { ContactForm } from '../components/contact-form.tsx';
import { OtherWays } from '../components/other-ways.tsx';

export function Component() {
  const { t } = useT();
  usePageTitle(t('site.contact.title'));
  return (
    <Page title={t('site.contact.title')} lead={t('site.contact.lead')}>
      <div className={styles.layout}>
        <Card>
          <ContactForm />
        </Card>
        <OtherWays />
      </div>
    </Page>
  );
}
