import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { currentUserQueryOptions, useCurrentUser } from '../../../lib/get-current-user.ts';
import { useT } from '../../../lib/use-t.ts';
import { LoadFailed, Loading, NoSession } from '../components/load-state.tsx';
import { useSessionUserId } from '../components/session-user.ts';
import { TinForm } from '../components/tin-form.tsx';

/** /request-e-invoice and /islamic/request-e-invoice: the TIN e-invoices are issued to. */
export function Component() {
  const { t } = useT();
  usePageTitle(t('forms.tin.title'));
  const userId = useSessionUserId();
  return (
    <Page title={t('forms.tin.title')} lead={t('account.tin.lead')} narrow>
      <Card>{userId ? <RequestEInvoice userId={userId} /> : <NoSession />}</Card>
    </Page>
  );
}

function RequestEInvoice({ userId }: { readonly userId: string }) {
  const profile = useCurrentUser();
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <TinForm
      owner={{ kind: 'individual', userId }}
      currentTin={profile.data.tinNumber}
      profileKey={currentUserQueryOptions(userId).queryKey}
    />
  );
}
