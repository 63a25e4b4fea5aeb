import {
  COUNTER_POSTING_ROLES,
  formatMalaysianDateTime,
  formatRinggit,
  REFUND_STATUSES,
  type RefundRequest,
  type RefundStatus,
  refundPayRequestSchema,
} from '@sinar/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { loanAccountPath } from '../../../lib/paths.ts';
import { useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { useDecideRefund } from '../api/loan-account-actions.ts';
import { useRefundQueue } from '../api/loan-account-queries.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import styles from './loan-accounts.module.css';

/**
 * The customers' refund requests, open ones oldest first. An officer who handles money records each one paid with
 * the bank transfer's reference, or rejects it with a reason; other officers read.
 */
export function RefundQueue({ onDone }: { readonly onDone: (message: string) => void }) {
  const { t } = useT();
  const [status, setStatus] = useState<RefundStatus>('requested');
  const queue = useRefundQueue({ status, page: 1, pageSize: 50 });
  return (
    <Section title={t('loanAccounts.refunds')}>
      <fieldset className={styles.actions}>
        <legend className="visually-hidden">{t('loanAccounts.refundStatusFilter')}</legend>
        {REFUND_STATUSES.map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === status ? 'primary' : 'secondary'}
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
          >
            {t(`loanAccounts.refundStatuses.${option}`)}
          </Button>
        ))}
      </fieldset>
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? <RefundTable requests={queue.data.requests} onDone={onDone} /> : null}
    </Section>
  );
}

function RefundTable({
  requests,
  onDone,
}: {
  readonly requests: readonly RefundRequest[];
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  if (requests.length === 0) return <p className="muted">{t('loanAccounts.refundsEmpty')}</p>;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('loanAccounts.refundsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loanAccounts.account')}</th>
            <th scope="col" className="numeric">
              {t('loanAccounts.amount')}
            </th>
            <th scope="col">{t('loanAccounts.requestedAt')}</th>
            <th scope="col">{t('loanAccounts.refundPayTo')}</th>
            <th scope="col">{t('loanAccounts.requestStatus')}</th>
            <th scope="col">{t('loanAccounts.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.requestId}>
              <th scope="row" className="nowrap">
                <Link to={loanAccountPath(request.accountId)}>{request.agreementNo}</Link>
              </th>
              <td className="numeric">{formatRinggit(request.amountSen, language)}</td>
              <td>{formatMalaysianDateTime(request.requestedAt, language)}</td>
              <td>
                {request.bankName && request.bankAccountNo ? (
                  <>
                    {request.bankName}
                    <div className="nowrap">{request.bankAccountNo}</div>
                  </>
                ) : (
                  <span className="muted">{t('loanAccounts.refundPayToUnknown')}</span>
                )}
              </td>
              <td>
                {t(`loanAccounts.refundStatuses.${request.status}`)}
                {request.paymentReference ? <div className="muted">{request.paymentReference}</div> : null}
                {request.decisionRemark ? <p className={styles.reason}>{request.decisionRemark}</p> : null}
              </td>
              <td>
                <RefundActions request={request} onDone={onDone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function RefundActions({
  request,
  onDone,
}: {
  readonly request: RefundRequest;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const officer = useOfficer();
  const mayPay = COUNTER_POSTING_ROLES.some((role) => officer?.roles.includes(role));
  if (request.status !== 'requested' || !mayPay) return null;
  return (
    <DecisionButtons<'pay' | 'reject'>
      agreementNo={request.agreementNo}
      choices={[
        { decision: 'pay', label: t('loanAccounts.payRefund') },
        { decision: 'reject', label: t('loanAccounts.rejectRefund') },
      ]}
      dialog={(kind, close, done) => (
        <RefundDialog request={request} kind={kind} onClose={close} onDone={done} />
      )}
      onDone={onDone}
    />
  );
}

function RefundDialog({
  request,
  kind,
  onClose,
  onDone,
}: {
  readonly request: RefundRequest;
  readonly kind: 'pay' | 'reject';
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const mutation = useDecideRefund(request.requestId, (answer) =>
    onDone(t('loanAccounts.refundDone', { status: t(`loanAccounts.refundStatuses.${answer.status}`) })),
  );
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pay = kind === 'pay';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const valid = pay ? refundPayRequestSchema.safeParse({ reference: value }).success : value.length >= 3;
    setInvalid(!valid);
    if (!valid) return;
    mutation.mutate(pay ? { kind: 'pay', reference: value } : { kind: 'reject', remark: value });
  };
  return (
    <Dialog
      title={
        pay
          ? t('loanAccounts.payRefundTitle', {
              amount: formatRinggit(request.amountSen, language),
              agreementNo: request.agreementNo,
            })
          : t('loanAccounts.rejectRefundTitle', { agreementNo: request.agreementNo })
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {pay ? (
          <>
            <p>{t('loanAccounts.payRefundLead')}</p>
            <TextField
              label={t('loanAccounts.transferReference')}
              hint={t('loanAccounts.transferReferenceHint')}
              maxLength={40}
              value={text}
              onChange={(event) => setText(event.target.value)}
              {...(invalid ? { error: t('loanAccounts.referenceInvalid') } : {})}
            />
          </>
        ) : (
          <TextareaField
            label={t('loanAccounts.rejectRemark')}
            hint={t('loanAccounts.rejectRemarkHint')}
            maxLength={500}
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...(invalid ? { error: t('loanAccounts.remarkTooShort') } : {})}
          />
        )}
        <LiveRegion politeness="assertive">
          {mutation.error ? <Alert tone="error">{mutation.error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.formActions}>
          <Button type="submit" busy={mutation.isPending}>
            {t(pay ? 'loanAccounts.confirmPayRefund' : 'loanAccounts.rejectRefund')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
