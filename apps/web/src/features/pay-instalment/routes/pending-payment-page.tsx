import { ApiError } from '@sinar/client/api-error';
import { formatRinggit } from '@sinar/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { AGREEMENT_NO_PARAM } from '../../../lib/account-in-address.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { usePaymentOrder } from '../api/payment-order.ts';
import { withQuery } from '../components/chosen-account.ts';
import { ORDER_ID_PARAM, useOrderId } from '../components/order-id.ts';
import styles from '../components/pay-instalment.module.css';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /pending-payment and the Islamic financing's own page: the bank has not decided yet. The page asks the server
 * every few seconds and moves on to the result once the gateway's callback (or a requery) has decided.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('payInstalment.pending.title'));
  const orderId = useOrderId();
  return (
    <Page title={t('payInstalment.pending.title')} narrow>
      {orderId ? (
        <Pending orderId={orderId} />
      ) : (
        <Alert tone="error">{t('payInstalment.result.missing')}</Alert>
      )}
    </Page>
  );
}

function Pending({ orderId }: { readonly orderId: string }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const navigate = useNavigate();
  const order = usePaymentOrder(orderId, { polling: true });
  const decided = order.data !== undefined && order.data.status !== 'pending';
  useEffect(() => {
    if (decided)
      void navigate(withQuery(path(PAGES.paymentResult), ORDER_ID_PARAM, orderId), { replace: true });
  }, [decided, navigate, path, orderId]);
  if (order.error instanceof ApiError && order.error.status === 404)
    return <Alert tone="error">{t('payInstalment.result.missing')}</Alert>;
  if (order.isError) return <QueryFailed onRetry={() => void order.refetch()} />;
  if (order.isPending) return <p role="status">{t('payInstalment.result.loading')}</p>;
  return (
    <div className={styles.stack}>
      <Alert tone="info">
        {t('payInstalment.pending.text', { amount: formatRinggit(order.data.amountSen, language) })}
      </Alert>
      <LiveRegion>{t('payInstalment.pending.checking')}</LiveRegion>
      <p>
        <LinkButton
          variant="secondary"
          to={withQuery(path(PAGES.paymentHistory), AGREEMENT_NO_PARAM, order.data.agreementNo)}
        >
          {t('payInstalment.pending.history')}
        </LinkButton>
      </p>
    </div>
  );
}
