import { formatMalaysianDate, formatRinggit, lastFourDigits, type RefundRequest } from '@sinar/domain';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-credit.module.css';

const TONES = { requested: 'waiting', paid: 'success', rejected: 'danger' } as const;

/**
 * An account's refund requests, newest first, each with its life in words: requested, then approved and paid with
 * the transfer's reference (one step for the officer, decision 042), or rejected with the reason.
 */
export function RefundRequests({
  requests,
  headingId,
}: {
  readonly requests: readonly RefundRequest[];
  readonly headingId: string;
}) {
  const { t } = useT('journey');
  if (requests.length === 0) return <p className={styles.muted}>{t('loanCredit.refund.historyEmpty')}</p>;
  return (
    <ul className={styles.cards} aria-labelledby={headingId}>
      {requests.map((request) => (
        <RequestCard key={request.requestId} request={request} />
      ))}
    </ul>
  );
}

function RequestCard({ request }: { readonly request: RefundRequest }) {
  const { t, language } = useT('journey');
  const tone = TONES[request.status];
  return (
    <li className={`${styles.card} ${styles[`card-${tone}`]}`}>
      <div className={styles.cardHeader}>
        <h4>
          {t('loanCredit.refund.request', {
            amount: formatRinggit(request.amountSen, language),
            date: formatMalaysianDate(request.requestedAt, language),
          })}
        </h4>
        <span className={`${styles.badge} ${styles[`badge-${tone}`]}`}>
          {t(`loanCredit.refund.statuses.${request.status}`)}
        </span>
      </div>
      <Steps status={request.status} />
      <FigureList
        figures={[
          {
            id: 'payTo',
            term: t('loanCredit.refund.payTo'),
            value:
              request.bankName && request.bankAccountNo
                ? t('loanCredit.refund.payToValue', {
                    bank: request.bankName,
                    last4: lastFourDigits(request.bankAccountNo),
                  })
                : t('loanCredit.refund.payToUnknown'),
          },
          ...(request.decidedAt
            ? [
                {
                  id: 'decidedOn',
                  term: t('loanCredit.refund.decidedOn'),
                  value: formatMalaysianDate(request.decidedAt, language),
                },
              ]
            : []),
          ...(request.paymentReference
            ? [
                {
                  id: 'reference',
                  term: t('loanCredit.refund.reference'),
                  value: request.paymentReference,
                  breaksAnywhere: true,
                },
              ]
            : []),
          ...(request.status === 'rejected' && request.decisionRemark
            ? [{ id: 'reason', term: t('loanCredit.refund.reason'), value: request.decisionRemark }]
            : []),
        ]}
      />
    </li>
  );
}

/** The steps of the request, each marked done or to come in words, not by colour alone. */
function Steps({ status }: { readonly status: RefundRequest['status'] }) {
  const { t } = useT('journey');
  const steps =
    status === 'rejected'
      ? ([
          ['requested', true],
          ['rejected', true],
        ] as const)
      : ([
          ['requested', true],
          ['approved', status === 'paid'],
          ['paid', status === 'paid'],
        ] as const);
  return (
    <ol className={styles.steps} aria-label={t('loanCredit.refund.steps.label')}>
      {steps.map(([step, done]) => (
        <li key={step} className={done ? styles.stepDone : undefined}>
          {t(`loanCredit.refund.steps.${step}`)} (
          {done ? t('loanCredit.refund.steps.done') : t('loanCredit.refund.steps.pending')})
        </li>
      ))}
    </ol>
  );
}
