import { type CollectionAttempt, formatMalaysianDate, formatRinggit } from '@sinar/domain';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-credit.module.css';

const TONES = { requested: 'waiting', succeeded: 'success', failed: 'danger' } as const;

/**
 * An account's direct-debit deductions, newest first: the day asked, the amount, the result in words, the reason a
 * deduction failed, the bank's reference of one made, and whether another attempt is planned (never its day: debit
 * days are not shown ahead).
 */
export function AttemptList({
  attempts,
  context,
  labelledBy,
}: {
  readonly attempts: readonly CollectionAttempt[];
  readonly context: string | undefined;
  readonly labelledBy: string;
}) {
  return (
    <ul className={styles.cards} aria-labelledby={labelledBy}>
      {attempts.map((attempt) => (
        <AttemptCard key={attempt.id} attempt={attempt} context={context} />
      ))}
    </ul>
  );
}

function AttemptCard({
  attempt,
  context,
}: {
  readonly attempt: CollectionAttempt;
  readonly context: string | undefined;
}) {
  const { t, language } = useT('journey');
  const tone = TONES[attempt.status];
  return (
    <li className={`${styles.card} ${styles[`card-${tone}`]}`}>
      <div className={styles.cardHeader}>
        <h3>
          {t('loanCredit.attempts.attempt', {
            amount: formatRinggit(attempt.amountSen, language),
            date: formatMalaysianDate(attempt.requestedOn, language),
          })}
        </h3>
        <span className={`${styles.badge} ${styles[`badge-${tone}`]}`}>
          {t(`loanCredit.attempts.statuses.${attempt.status}`)}
        </span>
      </div>
      <FigureList
        figures={[
          {
            id: 'instalment',
            term: t('loanCredit.attempts.instalment', { context }),
            value: t('loanCredit.attempts.instalmentValue', {
              instalmentNo: attempt.instalmentNo,
              attemptNo: attempt.attemptNo,
            }),
          },
          ...(attempt.reasonText
            ? [{ id: 'reason', term: t('loanCredit.attempts.reason'), value: attempt.reasonText }]
            : []),
          ...(attempt.bankReference
            ? [
                {
                  id: 'bankReference',
                  term: t('loanCredit.attempts.bankReference'),
                  value: attempt.bankReference,
                  breaksAnywhere: true,
                },
              ]
            : []),
          ...(attempt.status === 'failed'
            ? [
                {
                  id: 'retry',
                  term: t('loanCredit.attempts.retry'),
                  value: attempt.retryPlanned
                    ? t('loanCredit.attempts.retryPlanned')
                    : t('loanCredit.attempts.noRetry'),
                },
              ]
            : []),
        ]}
      />
    </li>
  );
}
