import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from '../components/auth.module.css';
import { PartnerActivationForm } from '../components/partner-activation-form.tsx';
import { PartnerLoginForm } from '../components/partner-login-form.tsx';

/** /partner: SME partners log in with their Partner ID, or get a first password by SMS (spec 001 section 2). */
export function Component() {
  const { t } = useT();
  const loginHeading = useId();
  const activationHeading = useId();
  usePageTitle(t('auth.partnerPage.title'));
  return (
    <Page title={t('auth.partnerPage.title')} lead={t('auth.partnerPage.lead')}>
      <div className={`${styles.pageLayout} ${styles.twoColumns}`}>
        <Card as="section" aria-labelledby={loginHeading}>
          <h2 id={loginHeading}>{t('auth.logIn')}</h2>
          <PartnerLoginForm headingId={loginHeading} />
        </Card>
        <Card as="section" aria-labelledby={activationHeading}>
          <h2 id={activationHeading}>{t('auth.partnerPage.activationTitle')}</h2>
          <PartnerActivationForm headingId={activationHeading} />
        </Card>
      </div>
    </Page>
  );
}
