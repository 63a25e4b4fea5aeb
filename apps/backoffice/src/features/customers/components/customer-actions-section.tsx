import type { CustomerDetail } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './customers.module.css';
import { DetailsDialog } from './details-dialog.tsx';
import { IdentityDialog } from './identity-dialog.tsx';
import { LinkDialog } from './link-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';

type OpenDialog = 'details' | 'identity' | 'login' | 'link' | null;

/** The admin calls on the account, each in its own dialog; `onDone` receives the text to tell the admin. */
export function CustomerActionsSection({
  customer,
  onDone,
}: {
  readonly customer: CustomerDetail;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  return (
    <Section title={t('customers.detail.actions')}>
      <p className="muted">{t('customers.detail.actionsLead')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen('details')}>
          {t('customers.update.open')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('identity')}>
          {t('customers.identity.open')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('login')}>
          {t('customers.login.open')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('link')}>
          {t('customers.link.open')}
        </Button>
      </div>
      {open === 'details' ? (
        <DetailsDialog customer={customer.profile} onClose={close} onDone={done} />
      ) : null}
      {open === 'identity' ? (
        <IdentityDialog customer={customer.profile} onClose={close} onDone={done} />
      ) : null}
      {open === 'login' ? <LoginDialog customer={customer.profile} onClose={close} onDone={done} /> : null}
      {open === 'link' ? <LinkDialog customer={customer} onClose={close} onDone={done} /> : null}
    </Section>
  );
}
