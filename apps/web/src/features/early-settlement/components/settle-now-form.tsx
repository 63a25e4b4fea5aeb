import { ApiError, NETWORK_ERROR_STATUS } from '@sinar/client/api-error';
import {
  type EarlySettlementQuoteView,
  formatRinggit,
  ONLINE_PAYMENT_MAX_SEN,
  ONLINE_PAYMENT_MIN_SEN,
  type PaymentMethod,
  sen,
} from '@sinar/domain';
import { type FormEvent, useId, useState } from 'react';
import { PaymentMethodChoice } from '../../../components/payment/payment-method-choice.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { goToGateway } from '../../../lib/go-to-gateway.ts';
import { useStartPayment } from '../../../lib/start-payment.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './early-settlement.module.css';

/**
 * 'Settle now': today's settlement amount by online banking or card, through the payment gateway as an instalment is
 * paid, the order marked with the purpose `settlement` (the server takes the amount from its quote for the day). An
 * amount the gateway cannot take is sent to JomPAY; nothing to pay, nothing offered.
 */
export function SettleNowForm({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t, language } = useT('journey');
  const headingId = useId();
  const start = useStartPayment();
  const [method, setMethod] = useState<PaymentMethod>('onlineBanking');
  const amount = formatRinggit(quote.settlementSen, language);

  if (quote.settlementSen < ONLINE_PAYMENT_MIN_SEN)
    return <Alert tone="info">{t('earlySettlement.nothingToPay')}</Alert>;
  if (quote.settlementSen > ONLINE_PAYMENT_MAX_SEN)
    return (
      <Alert tone="info">
        {t('earlySettlement.tooLargeOnline', { max: formatRinggit(sen(ONLINE_PAYMENT_MAX_SEN), language) })}
      </Alert>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    start.mutate(
      { agreementNo: quote.agreementNo, method, purpose: 'settlement' },
      { onSuccess: (started) => goToGateway(started.paymentUrl) },
    );
  };
  const failure =
    start.error instanceof ApiError && start.error.status === NETWORK_ERROR_STATUS
      ? t('earlySettlement.networkProblem')
      : start.error?.message;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('earlySettlement.settleHeading')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PaymentMethodChoice method={method} onChange={setMethod} />
        <p>{t('earlySettlement.summary', { amount, method: t(`payInstalment.method.${method}`) })}</p>
        <LiveRegion politeness="assertive">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
        </LiveRegion>
        <LiveRegion>{start.isPending || start.isSuccess ? t('earlySettlement.sending') : null}</LiveRegion>
        <div>
          <Button type="submit" busy={start.isPending || start.isSuccess}>
            {t('earlySettlement.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
