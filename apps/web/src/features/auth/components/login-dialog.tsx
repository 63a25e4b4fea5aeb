import { LOGIN_TABS, type LoginTab, variantOfLoginMethod } from '@sinar/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { AccountLoginForm } from './account-login-form.tsx';
import styles from './auth.module.css';
import { StaffLoginForm } from './staff-login-form.tsx';
import { TelecomLogin } from './telecom-login.tsx';

const TAB_LABELS = {
  telecom: 'forms.login.tabTelecom',
  conventional: 'forms.login.tabConventional',
  islamic: 'forms.login.tabIslamic',
  staff: 'forms.login.tabStaff',
} as const satisfies Record<LoginTab, string>;

function panelOf(tab: LoginTab) {
  switch (tab) {
    case 'telecom':
      return <TelecomLogin />;
    case 'staff':
      return <StaffLoginForm />;
    default:
      // The brand accounts' tabs, one per variant.
      return <AccountLoginForm variant={variantOfLoginMethod(tab)} />;
  }
}

/**
 * The login dialog (spec 000 section 2): four tabs, one per kind of customer, each with its fields, the password
 * and the human check. A modal <dialog>: the page behind is inert, Escape closes it and focus goes back to the
 * button that opened it. Under /islamic it opens on the Islamic account tab.
 */
export function LoginDialog({ tab, onClose }: { readonly tab?: LoginTab; readonly onClose: () => void }) {
  const { t } = useT();
  const { rules } = useVariant();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);

  const items = LOGIN_TABS.map((id) => ({ id, label: t(TAB_LABELS[id]), panel: panelOf(id) }));

  return (
    <QueryClientProvider client={getQueryClient()}>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={leadId}
        onClose={onClose}
      >
        <div className={styles.dialogInner}>
          <div className={styles.dialogHeader}>
            <h2 id={titleId}>{t('auth.logIn')}</h2>
            <button
              type="button"
              className={styles.close}
              aria-label={t('common.actions.close')}
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <p id={leadId} className={styles.lead}>
            {t('auth.loginDialog.lead')}
          </p>
          <Tabs label={t('auth.loginDialog.tabs')} items={items} defaultTab={tab ?? rules.defaultLoginTab} />
        </div>
      </dialog>
    </QueryClientProvider>
  );
}
