import {
  ACCOUNT_REQUEST_CHECKERS,
  type AccountRequest,
  type AccountRequestStatus,
  formatMalaysianDateTime,
  formatRinggit,
  REQUEST_STATUSES,
} from '@sinar/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { FilterLinks } from '../../../components/ui/filter-links.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { loanAccountPath, ROUTES } from '../../../lib/paths.ts';
import { useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { type RequestDecision, useDecideAccountRequest } from '../api/loan-account-actions.ts';
import { ACCOUNT_PAGE_SIZE, useRequestQueue } from '../api/loan-account-queries.ts';
import { DecisionButtons } from '../components/decision-buttons.tsx';
import styles from '../components/loan-accounts.module.css';
import { RefundQueue } from '../components/refund-queue.tsx';

const isStatus = (value: unknown): value is AccountRequestStatus =>
  (REQUEST_STATUSES as readonly unknown[]).includes(value);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function queuePath(status: AccountRequestStatus, page = 1): string {
  const params = new URLSearchParams();
  if (status !== 'pending') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${ROUTES.accountRequests}${query ? `?${query}` : ''}`;
}

/**
 * The loan account changes waiting for a second officer (maker-checker), oldest first, and those decided. The maker
 * sees their own request without the buttons, with the reason; a role that may not check a kind does not see them.
 */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: AccountRequestStatus = isStatus(requested) ? requested : 'pending';
  const queue = useRequestQueue({ status, page: pageOf(params.get('page')), pageSize: ACCOUNT_PAGE_SIZE });
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('loanAccounts.queueTitle')} lead={t('loanAccounts.queueLead')} />
      <FilterLinks
        label={t('loanAccounts.requestStatusFilter')}
        links={REQUEST_STATUSES.map((option) => ({
          key: option,
          to: queuePath(option),
          label: t(`loanAccounts.requestStatuses.${option}`),
          current: option === status,
        }))}
      />
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <LoadError error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <>
          <RequestTable requests={queue.data.requests} onDone={setDone} />
          <Pager
            page={queue.data.page}
            pageSize={queue.data.pageSize}
            total={queue.data.total}
            hrefFor={(target) => queuePath(status, target)}
          />
        </>
      ) : null}
      <RefundQueue onDone={setDone} />
    </>
  );
}

function RequestTable({
  requests,
  onDone,
}: {
  readonly requests: readonly AccountRequest[];
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  if (requests.length === 0) return <p className="muted">{t('loanAccounts.queueEmpty')}</p>;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('loanAccounts.queueCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loanAccounts.account')}</th>
            <th scope="col">{t('loanAccounts.requestKind')}</th>
            <th scope="col" className="numeric">
              {t('loanAccounts.amount')}
            </th>
            <th scope="col">{t('loanAccounts.reason')}</th>
            <th scope="col">{t('loanAccounts.maker')}</th>
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
              <td>{t(`loanAccounts.requestKinds.${request.kind}`)}</td>
              <td className="numeric">{formatRinggit(request.amountSen, language)}</td>
              <td>{request.reason}</td>
              <td>
                {request.makerName}
                <div className="muted">{formatMalaysianDateTime(request.madeAt, language)}</div>
              </td>
              <td>
                {t(`loanAccounts.requestStatuses.${request.status}`)}
                {request.checkerName ? <div className="muted">{request.checkerName}</div> : null}
                {request.decisionRemark ? <p className={styles.reason}>{request.decisionRemark}</p> : null}
              </td>
              <td>
                <RowActions request={request} onDone={onDone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Approve and Reject for a checker who is not the maker and whose role may check this kind of change. */
function RowActions({
  request,
  onDone,
}: {
  readonly request: AccountRequest;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const officer = useOfficer();
  if (request.status !== 'pending') return null;
  if (request.makerId === officer?.id)
    return <p className={`muted ${styles.reason}`}>{t('loanAccounts.ownRequest')}</p>;
  const mayCheck = ACCOUNT_REQUEST_CHECKERS[request.kind].some((role) => officer?.roles.includes(role));
  if (!mayCheck) return null;
  return (
    <DecisionButtons<RequestDecision>
      agreementNo={request.agreementNo}
      choices={[
        { decision: 'approve', label: t('loanAccounts.approve') },
        { decision: 'reject', label: t('loanAccounts.reject') },
      ]}
      dialog={(decision, close, done) => (
        <DecisionDialog request={request} decision={decision} onClose={close} onDone={done} />
      )}
      onDone={onDone}
    />
  );
}

function DecisionDialog({
  request,
  decision,
  onClose,
  onDone,
}: {
  readonly request: AccountRequest;
  readonly decision: RequestDecision;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const mutation = useDecideAccountRequest(request.requestId, decision, (answer) =>
    onDone(t('loanAccounts.decided', { status: t(`loanAccounts.requestStatuses.${answer.status}`) })),
  );
  const kind = t(`loanAccounts.requestKinds.${request.kind}`);
  return (
    <RemarkDialog
      title={t(decision === 'approve' ? 'loanAccounts.approveTitle' : 'loanAccounts.rejectTitle', {
        kind,
        agreementNo: request.agreementNo,
      })}
      lead={t('loanAccounts.approveLead', {
        amount: formatRinggit(request.amountSen, language),
        reason: request.reason,
      })}
      confirmText={t(decision === 'approve' ? 'loanAccounts.confirmApprove' : 'loanAccounts.confirmReject')}
      busy={mutation.isPending}
      error={mutation.error}
      field={{ label: t('loanAccounts.decisionRemark'), maxLength: 500, accept: (remark) => remark.trim() }}
      onConfirm={(remark) => mutation.mutate(remark ? { remark } : {})}
      onClose={onClose}
    />
  );
}
