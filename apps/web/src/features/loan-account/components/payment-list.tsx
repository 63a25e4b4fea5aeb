import type { Translate } from '@sinar/client/translate';
import { formatMalaysianDate, formatRinggit, type PaymentHistoryItem } from '@sinar/domain';
import type { JourneyKey } from '@sinar/domain/i18n/en-journey';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-account.module.css';
import { ReceiptButton, ReversalAdviceButton } from './receipt-button.tsx';

/**
 * The payments of an account: date, amount, channel, reference, status in words, the reason a payment failed or
 * was reversed, and its receipt when there is one. A table on a desktop, cards on a phone.
 */
export function PaymentList({
  payments,
  labelledBy,
}: {
  readonly payments: readonly PaymentHistoryItem[];
  readonly labelledBy: string;
}) {
  const phone = useIsPhone();
  return phone ? (
    <PaymentCards payments={payments} />
  ) : (
    <PaymentTable payments={payments} labelledBy={labelledBy} />
  );
}

/** How the money came, and whether it was a recovery of written-off debt (decision 048). */
function channelText(payment: PaymentHistoryItem, t: Translate<JourneyKey>): string {
  const channel = t(`loanAccount.payments.channels.${payment.channel}`);
  return payment.recovery ? t('loanAccount.payments.channelRecovery', { channel }) : channel;
}

function PaymentStatus({ status }: { readonly status: PaymentHistoryItem['status'] }) {
  const { t } = useT('journey');
  return (
    <span className={`${styles.badge} ${styles[`payment-${status}`]}`}>
      {t(`loanAccount.payments.statuses.${status}`)}
    </span>
  );
}

function Receipt({ payment }: { readonly payment: PaymentHistoryItem }) {
  const { t } = useT('journey');
  const receipt = payment.receiptFileId ? (
    <ReceiptButton fileId={payment.receiptFileId} reference={payment.reference} />
  ) : (
    <span className={styles.muted}>{t('loanAccount.payments.noReceipt')}</span>
  );
  if (!payment.reversalAdviceFileId) return receipt;
  return (
    <>
      {receipt}
      <ReversalAdviceButton fileId={payment.reversalAdviceFileId} reference={payment.reference} />
    </>
  );
}

function PaymentTable({
  payments,
  labelledBy,
}: {
  readonly payments: readonly PaymentHistoryItem[];
  readonly labelledBy: string;
}) {
  const { t, language } = useT('journey');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('loanAccount.payments.columns.date')}</th>
            <th scope="col" className={styles.money}>
              {t('loanAccount.payments.columns.amount')}
            </th>
            <th scope="col">{t('loanAccount.payments.columns.channel')}</th>
            <th scope="col">{t('loanAccount.payments.columns.reference')}</th>
            <th scope="col">{t('loanAccount.payments.columns.status')}</th>
            <th scope="col">{t('loanAccount.payments.columns.reason')}</th>
            <th scope="col">{t('loanAccount.payments.columns.receipt')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paymentId}>
              <td>{formatMalaysianDate(payment.paidOn, language)}</td>
              <td className={styles.money}>{formatRinggit(payment.amountSen, language)}</td>
              <td>{channelText(payment, t)}</td>
              <td className={styles.reference}>{payment.reference}</td>
              <td>
                <PaymentStatus status={payment.status} />
              </td>
              <td>{payment.failureReason ?? t('loanAccount.payments.noReason')}</td>
              <td>
                <Receipt payment={payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentCards({ payments }: { readonly payments: readonly PaymentHistoryItem[] }) {
  const { t, language } = useT('journey');
  return (
    <ul className={styles.cards}>
      {payments.map((payment) => (
        <li key={payment.paymentId} className={styles.card}>
          <div className={styles.cardHeader}>
            <h3>
              {t('loanAccount.payments.card', {
                amount: formatRinggit(payment.amountSen, language),
                date: formatMalaysianDate(payment.paidOn, language),
              })}
            </h3>
            <PaymentStatus status={payment.status} />
          </div>
          <FigureList
            figures={[
              {
                id: 'channel',
                term: t('loanAccount.payments.columns.channel'),
                value: channelText(payment, t),
              },
              {
                id: 'reference',
                term: t('loanAccount.payments.columns.reference'),
                value: payment.reference,
                breaksAnywhere: true,
              },
              ...(payment.failureReason
                ? [
                    {
                      id: 'reason',
                      term: t('loanAccount.payments.columns.reason'),
                      value: payment.failureReason,
                      // A sentence from the bank or gateway: it wraps rather than widen the card.
                      breaksAnywhere: true,
                    },
                  ]
                : []),
            ]}
          />
          <Receipt payment={payment} />
        </li>
      ))}
    </ul>
  );
}
