import { ApiError } from '@sinar/client/api-error';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RefreshIcon } from '../../../components/ui/icons.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useInbox } from '../api/get-inbox.ts';
import styles from '../components/dev-inbox.module.css';
import { InboxMessageItem } from '../components/inbox-message.tsx';

/** The developer inbox: the sandbox's outgoing email and SMS, for reading codes and links during development. */
export function Component() {
  const { t } = useT();
  const inbox = useInbox();
  const toast = useToast();
  usePageTitle(t('site.devInbox.title'));
  const notAvailable = inbox.error instanceof ApiError && inbox.error.status === 404;
  // A failed refresh keeps the list on screen and says so in a toast (spec 001 section 8).
  const refresh = () =>
    void inbox.refetch().then((result) => {
      if (result.isError && result.data) toast.show(result.error.message, 'error');
    });

  return (
    <Page title={t('site.devInbox.title')} lead={t('site.devInbox.lead')} narrow>
      {notAvailable ? (
        <Alert tone="info">{t('site.devInbox.notAvailable')}</Alert>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {inbox.data
                ? t('site.devInbox.count', { count: inbox.data.length })
                : t('common.status.loading')}
            </p>
            <Button variant="secondary" size="small" onClick={refresh} busy={inbox.isFetching}>
              <RefreshIcon />
              {inbox.isFetching ? t('site.devInbox.refreshing') : t('site.devInbox.refresh')}
            </Button>
          </div>
          {inbox.isError && !inbox.data ? <Alert tone="error">{inbox.error.message}</Alert> : null}
          {inbox.data && inbox.data.length === 0 ? <p>{t('site.devInbox.empty')}</p> : null}
          {inbox.data && inbox.data.length > 0 ? (
            <ul className={styles.list}>
              {inbox.data.map((message) => (
                <li key={message.id}>
                  <InboxMessageItem message={message} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Page>
  );
}
