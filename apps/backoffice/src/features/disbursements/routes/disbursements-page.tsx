import { type DisbursementQueue, formatMalaysianDateTime, formatRinggit, VARIANT_RULES } from '@sinar/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { agreementPath } from '../../../lib/paths.ts';
import { hasRole, useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { type DisbursementAction, useDisbursementAction } from '../api/disbursement-actions.ts';
import { useDisbursements } from '../api/get-disbursements.ts';
import styles from '../components/disbursements.module.css';

type QueueItem = DisbursementQueue['items'][number];

/**
 * The disbursement queue: every agreement waiting for its payout, oldest first, with where the money goes, who
 * prepared it, the Islamic financing's trade and the last payout failure. Disbursement officers prepare and release
 * here; the preparer sees Release disabled with the reason (maker-checker).
 */
export function Component() {
  const { t } = useT();
  const queue = useDisbursements();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('disbursements.title')}>
        <p className="muted">{t('disbursements.lead')}</p>
      </PageHeader>
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? <QueueTable items={queue.data.items} onDone={setDone} /> : null}
    </>
  );
}

function QueueTable({
  items,
  onDone,
}: {
  readonly items: DisbursementQueue['items'];
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  if (items.length === 0) return <p className="muted">{t('disbursements.empty')}</p>;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('disbursements.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('disbursements.agreementNo')}</th>
            <th scope="col">{t('disbursements.applicant')}</th>
            <th scope="col">{t('disbursements.status')}</th>
            <th scope="col">{t('disbursements.netAmount')}</th>
            <th scope="col">{t('disbursements.payee')}</th>
            <th scope="col">{t('disbursements.pendingSince')}</th>
            <th scope="col">{t('disbursements.preparedBy')}</th>
            <th scope="col">{t('disbursements.trade')}</th>
            <th scope="col">{t('disbursements.lastFailure')}</th>
            <th scope="col">{t('disbursements.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <QueueRow key={item.agreementId} item={item} onDone={onDone} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function QueueRow({
  item,
  onDone,
}: {
  readonly item: QueueItem;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const amount = formatRinggit(item.netAmountSen, language);
  return (
    <tr>
      <th scope="row">
        <Link to={agreementPath(item.agreementId)}>{item.agreementNo}</Link>
        <div className="muted">{t(`products.${item.company}`)}</div>
      </th>
      <td>{item.applicantName}</td>
      <td>{t(`agreementStatuses.${item.status}`)}</td>
      <td className="nowrap">{amount}</td>
      <td>{payeeText(t, item)}</td>
      <td className="nowrap">{formatMalaysianDateTime(item.pendingSince, language)}</td>
      <td>{item.preparedBy ?? <span className="muted">{t('disbursements.notPrepared')}</span>}</td>
      <td>{tradeText(t, item)}</td>
      <td>{item.lastFailure ? failureText(t, item.lastFailure) : '-'}</td>
      <td>
        <RowActions item={item} amount={amount} onDone={onDone} />
      </td>
    </tr>
  );
}

type T = ReturnType<typeof useT>['t'];

function payeeText(t: T, item: QueueItem): string {
  if (!item.bankName || !item.accountNoLast4) return t('disbursements.noPayee');
  return t('disbursements.payeeValue', { bank: item.bankName, last4: item.accountNoLast4 });
}

function tradeText(t: T, item: QueueItem): string {
  if (!VARIANT_RULES[item.company].commodityTrade) return t('disbursements.noTrade');
  if (!item.commodityTrade) return t('disbursements.tradeNotStarted');
  return t(`commodityTradeStatuses.${item.commodityTrade}`);
}

/** The paying bank's reasons for a failed payout (the payout provider's `PayoutFailureReason`). */
const FAILURES = ['accountNotFound', 'accountClosed', 'bankRejected'] as const;

/** A payout failure's reason in words, or as the bank gave it when it is not one of those. */
function failureText(t: T, reason: string): string {
  const known = FAILURES.find((failure) => failure === reason);
  return known ? t(`disbursements.failures.${known}`) : reason;
}

/** Prepare and Release for disbursement officers; the reason Release cannot be taken, when it cannot. */
function RowActions({
  item,
  amount,
  onDone,
}: {
  readonly item: QueueItem;
  readonly amount: string;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const officer = useOfficer();
  const [open, setOpen] = useState<DisbursementAction | null>(null);
  if (!hasRole(officer, 'disbursementOfficer')) return null;
  if (item.status === 'PAYOUT_SENT') return <span className="muted">{t('disbursements.payoutSent')}</span>;
  const payee = payeeText(t, item);
  const preparedByMe = item.preparedByOfficerId !== null && item.preparedByOfficerId === officer?.id;
  const tradeIncomplete = VARIANT_RULES[item.company].commodityTrade && item.commodityTrade !== 'COMPLETED';
  const releaseBlocked = preparedByMe
    ? t('disbursements.preparedByYou')
    : tradeIncomplete
      ? t('disbursements.tradeIncomplete')
      : null;
  const reasonId = `release-reason-${item.agreementId}`;
  return (
    <div className={styles.rowActions}>
      {item.status === 'PENDING_DISBURSEMENT' ? (
        <Button size="small" onClick={() => setOpen('prepare')}>
          {t('disbursements.prepare')}
        </Button>
      ) : (
        <>
          <Button
            size="small"
            disabled={releaseBlocked !== null}
            aria-describedby={releaseBlocked ? reasonId : undefined}
            onClick={() => setOpen('release')}
          >
            {t('disbursements.release')}
          </Button>
          {releaseBlocked ? (
            <p id={reasonId} className={`muted ${styles.reason}`}>
              {releaseBlocked}
            </p>
          ) : null}
        </>
      )}
      {open ? (
        <ActionDialog
          action={open}
          item={item}
          lead={t(open === 'prepare' ? 'disbursements.prepareLead' : 'disbursements.releaseLead', {
            amount,
            payee,
          })}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onDone(message);
          }}
        />
      ) : null}
    </div>
  );
}

function ActionDialog({
  action,
  item,
  lead,
  onClose,
  onDone,
}: {
  readonly action: DisbursementAction;
  readonly item: QueueItem;
  readonly lead: string;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const mutation = useDisbursementAction(action, item.agreementId);
  const prepare = action === 'prepare';
  return (
    <RemarkDialog
      title={t(prepare ? 'disbursements.prepareTitle' : 'disbursements.releaseTitle', {
        agreementNo: item.agreementNo,
      })}
      lead={lead}
      confirmText={t(prepare ? 'disbursements.confirmPrepare' : 'disbursements.confirmRelease')}
      busy={mutation.isPending}
      error={mutation.error}
      onConfirm={(remark) => mutation.mutate({ remark }, { onSuccess: (answer) => onDone(answer.message) })}
      onClose={onClose}
    />
  );
}
