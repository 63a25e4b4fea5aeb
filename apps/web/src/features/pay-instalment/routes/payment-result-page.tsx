import { ApiError } from '@sinar/client/api-error';
import { formatMalaysianDateTime, formatRinggit, type PaymentOrder } from '@sinar/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
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
 * /payment-result and its Islamic twin: where the gateway's return lands (`?orderId=`). A success shows the amount,
 * the reference and the ways to the receipt and the schedule; a failure the spec's 'Payment Unsuccessful' with its
 * reason and a way to try again; an order still pending goes to /pending-payment.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('payInstalment.result.title'));
  const orderId = useOrderId();
  return (
    <Page title={t('payInstalment.result.title')} narrow>
      {orderId ? <OrderResult orderId={orderId} /> : <OrderMissing />}
    </Page>
  );
}

function OrderMissing() {
  const { t } = useT('journey');
  const { path } = useVariant();
  return (
    <div className={styles.stack}>
      <Alert tone="error">{t('payInstalment.result.missing')}</Alert>
      <p>
        <LinkButton to={path(PAGES.paymentHistory)}>{t('payInstalment.pending.history')}</LinkButton>
      </p>
    </div>
  );
}

function OrderResult({ orderId }: { readonly orderId: string }) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const navigate = useNavigate();
  const order = usePaymentOrder(orderId);
  const pending = order.data?.status === 'pending';
  useEffect(() => {
    if (pending)
      void navigate(withQuery(path(PAGES.pendingPayment), ORDER_ID_PARAM, orderId), { replace: true });
  }, [pending, navigate, path, orderId]);
  if (order.error instanceof ApiError && order.error.status === 404) return <OrderMissing />;
  if (order.isError) return <QueryFailed onRetry={() => void order.refetch()} />;
  if (order.isPending || pending) return <p role="status">{t('payInstalment.result.loading')}</p>;
  return order.data.status === 'success' ? <Succeeded order={order.data} /> : <Failed order={order.data} />;
}

function Succeeded({ order }: { readonly order: PaymentOrder }) {
  const { t, language } = useT('journey');
  const { path } = useVariant();
  const amount = formatRinggit(order.amountSen, language);
  return (
    <div className={styles.stack}>
      <Alert tone="success" title={t('payInstalment.result.successTitle')}>
        {t(
          order.purpose === 'settlement'
            ? 'payInstalment.result.settlementText'
            : 'payInstalment.result.successText',
          { amount, agreementNo: order.agreementNo },
        )}
      </Alert>
      <FigureList
        figures={[
          { id: 'amount', term: t('payInstalment.result.amount'), value: amount, strong: true },
          {
            id: 'reference',
            term: t('payInstalment.result.reference'),
            value: order.transactionId ?? '',
            breaksAnywhere: true,
          },
          ...(order.paidAt
            ? [
                {
                  id: 'paidAt',
                  term: t('payInstalment.result.paidAt'),
                  value: formatMalaysianDateTime(order.paidAt, language),
                },
              ]
            : []),
          {
            id: 'method',
            term: t('payInstalment.result.method'),
            value: t(`payInstalment.method.${order.method}`),
          },
        ]}
      />
      <ul className={styles.links}>
        <li>
          <LinkButton to={withQuery(path(PAGES.paymentHistory), AGREEMENT_NO_PARAM, order.agreementNo)}>
            {t('payInstalment.result.receipt')}
          </LinkButton>
        </li>
        <li>
          <LinkButton
            variant="secondary"
            to={withQuery(path(PAGES.repaymentSchedule), AGREEMENT_NO_PARAM, order.agreementNo)}
          >
            {t('payInstalment.result.schedule')}
          </LinkButton>
        </li>
      </ul>
    </div>
  );
}

function Failed({ order }: { readonly order: PaymentOrder }) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const failure = order.failure;
  return (
    <div className={styles.stack}>
      <div role="alert">
        <Alert tone="error" title={failure?.title}>
          {failure?.message}
        </Alert>
      </div>
      {failure ? <p>{t('payInstalment.result.reason', { reason: failure.reasonText })}</p> : null}
      <ul className={styles.links}>
        <li>
          <LinkButton to={withQuery(path(PAGES.payInstalmentNow), AGREEMENT_NO_PARAM, order.agreementNo)}>
            {t('payInstalment.result.tryAgain')}
          </LinkButton>
        </li>
        <li>
          <LinkButton
            variant="secondary"
            to={withQuery(path(PAGES.repaymentSchedule), AGREEMENT_NO_PARAM, order.agreementNo)}
          >
            {t('payInstalment.result.schedule')}
          </LinkButton>
        </li>
      </ul>
    </div>
  );
}
