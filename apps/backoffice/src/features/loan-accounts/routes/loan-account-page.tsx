import {
  ACCOUNT_REQUEST_MAKERS,
  COUNTER_POSTING_ROLES,
  type EarlySettlementQuoteView,
  formatBasisPoints,
  formatMalaysianDate,
  formatMalaysianDateTime,
  formatRinggit,
  INSTALMENT_COMPONENTS,
  type OfficerLoanAccount,
  type OfficerRole,
  sen,
} from '@sinar/domain';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { loanAccountPath, ROUTES } from '../../../lib/paths.ts';
import { useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLedgerPage, useLoanAccount } from '../api/loan-account-queries.ts';
import { EarlySettlementPanel } from '../components/early-settlement-panel.tsx';
import { BUCKET_LABELS } from '../components/loan-account-labels.ts';
import styles from '../components/loan-accounts.module.css';
import {
  CounterPaymentDialog,
  chargesOutstanding,
  ReversalDialog,
  WaiverDialog,
  WriteOffDialog,
} from '../components/request-dialogs.tsx';

type Payment = OfficerLoanAccount['payments'][number];
type Open =
  | { readonly kind: 'counter' }
  | { readonly kind: 'settlement'; readonly quote: EarlySettlementQuoteView }
  | { readonly kind: 'waiver' }
  | { readonly kind: 'writeOff' }
  | { readonly kind: 'reversal'; readonly payment: Payment };

function holdsAny(roles: readonly OfficerRole[] | undefined, allowed: readonly OfficerRole[]): boolean {
  return roles?.some((role) => allowed.includes(role)) ?? false;
}

/**
 * One loan or financing account as an officer reads it: its figures, schedule, payments with where each went, the
 * changes asked for, and its ledger a page at a time. Officers who handle money post counter payments and prepare
 * reversals, waivers and write-offs here; another officer decides them on the approvals page.
 */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const account = useLoanAccount(id);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={
          account.data
            ? t('loanAccounts.accountTitle', { agreementNo: account.data.details.agreementNo })
            : t('loanAccounts.title')
        }
      >
        <p>
          <Link to={ROUTES.loanAccounts}>{t('loanAccounts.backToSearch')}</Link>
        </p>
      </PageHeader>
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
      {account.isPending ? <Loading /> : null}
      {account.isError ? <LoadError error={account.error} onRetry={() => void account.refetch()} /> : null}
      {account.data ? <AccountView account={account.data} onDone={setDone} /> : null}
    </>
  );
}

function AccountView({
  account,
  onDone,
}: {
  readonly account: OfficerLoanAccount;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const officer = useOfficer();
  const [open, setOpen] = useState<Open | null>(null);
  const active = account.details.status === 'ACTIVE';
  const mayPost = active && holdsAny(officer?.roles, COUNTER_POSTING_ROLES);
  const mayPrepare = active && holdsAny(officer?.roles, ACCOUNT_REQUEST_MAKERS);
  // A written-off account takes only the reversal of a recovery received on it (decision 048).
  const writtenOff = account.details.status === 'WRITEOFF';
  const mayReverse = (active || writtenOff) && holdsAny(officer?.roles, ACCOUNT_REQUEST_MAKERS);
  const close = () => setOpen(null);
  const finish = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  const dialogProps = { account, onClose: close, onDone: finish };
  return (
    <>
      <Section
        title={t('loanAccounts.figures')}
        actions={
          mayPost || mayPrepare ? (
            <div className={styles.actions}>
              {mayPost ? (
                <Button size="small" onClick={() => setOpen({ kind: 'counter' })}>
                  {t('loanAccounts.postCounter')}
                </Button>
              ) : null}
              {mayPrepare && chargesOutstanding(account).length > 0 ? (
                <Button size="small" variant="secondary" onClick={() => setOpen({ kind: 'waiver' })}>
                  {t('loanAccounts.requestWaiver')}
                </Button>
              ) : null}
              {mayPrepare ? (
                <Button size="small" variant="danger" onClick={() => setOpen({ kind: 'writeOff' })}>
                  {t('loanAccounts.requestWriteOff')}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      >
        <Figures account={account} />
      </Section>
      {active ? (
        <Section title={t('earlySettlement.title')}>
          <EarlySettlementPanel
            account={account}
            onPost={mayPost ? (quote) => setOpen({ kind: 'settlement', quote }) : null}
          />
        </Section>
      ) : null}
      <Section title={t('loanAccounts.schedule')}>
        <Schedule account={account} />
      </Section>
      <Section title={t('loanAccounts.payments')}>
        <Payments
          payments={account.payments}
          onReverse={mayReverse ? (payment) => setOpen({ kind: 'reversal', payment }) : null}
          reversible={(payment) => payment.status === 'posted' && (active || payment.recovery)}
        />
      </Section>
      <Section title={t('loanAccounts.requests')}>
        <Requests account={account} />
      </Section>
      <Section title={t('loanAccounts.ledger')}>
        <Ledger accountId={account.details.accountId} />
      </Section>
      {open?.kind === 'counter' ? <CounterPaymentDialog {...dialogProps} /> : null}
      {open?.kind === 'settlement' ? <CounterPaymentDialog {...dialogProps} settlement={open.quote} /> : null}
      {open?.kind === 'waiver' ? <WaiverDialog {...dialogProps} /> : null}
      {open?.kind === 'writeOff' ? <WriteOffDialog {...dialogProps} /> : null}
      {open?.kind === 'reversal' ? <ReversalDialog {...dialogProps} payment={open.payment} /> : null}
    </>
  );
}

function Figures({ account }: { readonly account: OfficerLoanAccount }) {
  const { t, language } = useT();
  const { details } = account;
  const money = (amount: number) => formatRinggit(sen(amount), language);
  return (
    <Facts
      items={[
        {
          label: t('loanAccounts.holder'),
          value: `${account.holderName} ${account.holderNric ?? ''}`.trim(),
        },
        { label: t('loanAccounts.product'), value: t(`products.${details.company}`) },
        { label: t('loanAccounts.status'), value: t(`accountStatuses.${details.status}`) },
        { label: t('loanAccounts.amount'), value: money(details.amountSen) },
        { label: t('loanAccounts.tenure'), value: t('common.months', { months: details.tenureMonths }) },
        { label: t('loanAccounts.rate'), value: formatBasisPoints(details.annualRateBp, language) },
        { label: t('loanAccounts.monthly'), value: money(details.monthlyInstalmentSen) },
        { label: t('loanAccounts.totalPayable'), value: money(details.totalPayableSen) },
        { label: t('loanAccounts.outstanding'), value: money(details.outstandingBalanceSen) },
        { label: t('loanAccounts.overdue'), value: money(details.overdueInstalmentSen) },
        { label: t('loanAccounts.lateCharges'), value: money(details.latePaymentChargesSen) },
        {
          label: t('loanAccounts.nextDue'),
          value: details.nextDueOn
            ? formatMalaysianDate(details.nextDueOn, language)
            : t('loanAccounts.none'),
        },
        {
          label: t('loanAccounts.daysPastDue'),
          value: `${details.daysPastDue} (${t(BUCKET_LABELS[account.bucket])})`,
        },
        { label: t('loanAccounts.refundable'), value: money(account.refundableSen) },
        { label: t('loanAccounts.businessDate'), value: formatMalaysianDate(details.businessDate, language) },
      ]}
    />
  );
}

function Schedule({ account }: { readonly account: OfficerLoanAccount }) {
  const { t, language } = useT();
  const money = (amount: number) => formatRinggit(sen(amount), language);
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('loanAccounts.scheduleCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="numeric">
              {t('loanAccounts.instalmentNo')}
            </th>
            <th scope="col">{t('loanAccounts.dueOn')}</th>
            <th scope="col" className="numeric">
              {t('loanAccounts.instalment')}
            </th>
            {INSTALMENT_COMPONENTS.map((component) => (
              <th scope="col" className="numeric" key={component}>
                {t(`loanAccounts.components.${component}`)}
              </th>
            ))}
            <th scope="col" className="numeric">
              {t('loanAccounts.outstanding')}
            </th>
            <th scope="col">{t('loanAccounts.rowStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {account.schedule.map((row) => (
            <tr key={row.instalmentNo}>
              <th scope="row" className="numeric">
                {row.instalmentNo}
              </th>
              <td className="nowrap">{formatMalaysianDate(row.dueOn, language)}</td>
              <td className="numeric">{money(row.instalmentSen)}</td>
              {INSTALMENT_COMPONENTS.map((component) => (
                <td className="numeric" key={component}>
                  {money(row.components[component].outstandingSen)}
                </td>
              ))}
              <td className="numeric">{money(row.outstandingSen)}</td>
              <td>{t(`loanAccounts.instalmentStatuses.${row.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function Payments({
  payments,
  onReverse,
  reversible,
}: {
  readonly payments: readonly Payment[];
  readonly onReverse: ((payment: Payment) => void) | null;
  readonly reversible: (payment: Payment) => boolean;
}) {
  const { t, language } = useT();
  if (payments.length === 0) return <p className="muted">{t('loanAccounts.noPayments')}</p>;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('loanAccounts.paymentsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loanAccounts.receivedOn')}</th>
            <th scope="col" className="numeric">
              {t('loanAccounts.amount')}
            </th>
            <th scope="col">{t('loanAccounts.channel')}</th>
            <th scope="col">{t('loanAccounts.reference')}</th>
            <th scope="col">{t('loanAccounts.rowStatus')}</th>
            <th scope="col">{t('loanAccounts.allocation')}</th>
            {onReverse ? <th scope="col">{t('loanAccounts.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paymentId}>
              <td className="nowrap">{formatMalaysianDate(payment.receivedOn, language)}</td>
              <td className="numeric">{formatRinggit(payment.amountSen, language)}</td>
              <td>{t(`loanAccounts.channels.${payment.channel}`)}</td>
              <th scope="row">{payment.reference}</th>
              <td>
                {t(`loanAccounts.paymentStatuses.${payment.status}`)}
                {payment.recovery ? <p className={styles.reason}>{t('loanAccounts.recovery')}</p> : null}
                {payment.reversalReason ? <p className={styles.reason}>{payment.reversalReason}</p> : null}
              </td>
              <td>
                <ul className={styles.allocations}>
                  {payment.allocations.map((allocation) => (
                    <li key={`${allocation.instalmentNo}-${allocation.component}`}>
                      {t('loanAccounts.allocationLine', {
                        instalmentNo: allocation.instalmentNo,
                        component: t(`loanAccounts.components.${allocation.component}`),
                        amount: formatRinggit(allocation.amountSen, language),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
              {onReverse ? (
                <td>
                  {reversible(payment) ? (
                    <Button size="small" variant="secondary" onClick={() => onReverse(payment)}>
                      {t('loanAccounts.requestReversal')}
                      <span className="visually-hidden"> {payment.reference}</span>
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function Requests({ account }: { readonly account: OfficerLoanAccount }) {
  const { t, language } = useT();
  if (account.requests.length === 0) return <p className="muted">{t('loanAccounts.noRequests')}</p>;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('loanAccounts.requestsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('loanAccounts.requestKind')}</th>
            <th scope="col" className="numeric">
              {t('loanAccounts.amount')}
            </th>
            <th scope="col">{t('loanAccounts.reason')}</th>
            <th scope="col">{t('loanAccounts.maker')}</th>
            <th scope="col">{t('loanAccounts.requestStatus')}</th>
            <th scope="col">{t('loanAccounts.checker')}</th>
          </tr>
        </thead>
        <tbody>
          {account.requests.map((request) => (
            <tr key={request.requestId}>
              <th scope="row">{t(`loanAccounts.requestKinds.${request.kind}`)}</th>
              <td className="numeric">{formatRinggit(request.amountSen, language)}</td>
              <td>{request.reason}</td>
              <td>
                {request.makerName}
                <div className="muted">{formatMalaysianDateTime(request.madeAt, language)}</div>
              </td>
              <td>{t(`loanAccounts.requestStatuses.${request.status}`)}</td>
              <td>{request.checkerName ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The journal a page at a time (`?ledgerPage=`), each entry's lines as debits and credits. */
function Ledger({ accountId }: { readonly accountId: string }) {
  const { t, language } = useT();
  const [params] = useSearchParams();
  const page = pageOf(params.get('ledgerPage'));
  const ledger = useLedgerPage(accountId, page);
  if (ledger.isPending) return <Loading />;
  if (ledger.isError) return <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />;
  const money = (amount: number) => formatRinggit(sen(amount), language);
  return (
    <>
      <p>{t('loanAccounts.ledgerTotal', { count: ledger.data.total })}</p>
      <TableFrame>
        <table className="data-table">
          <caption>{t('loanAccounts.ledgerCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                {t('loanAccounts.seq')}
              </th>
              <th scope="col">{t('loanAccounts.date')}</th>
              <th scope="col">{t('loanAccounts.kind')}</th>
              <th scope="col">{t('loanAccounts.ledgerAccount')}</th>
              <th scope="col" className="numeric">
                {t('loanAccounts.instalmentNo')}
              </th>
              <th scope="col" className="numeric">
                {t('loanAccounts.debit')}
              </th>
              <th scope="col" className="numeric">
                {t('loanAccounts.credit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.entries.flatMap((entry) =>
              numbered(entry.lines).map(({ line, index, key }) => (
                <tr key={`${entry.seq}-${key}`}>
                  {index === 0 ? (
                    <th scope="row" className="numeric" rowSpan={entry.lines.length}>
                      {entry.seq}
                    </th>
                  ) : null}
                  {index === 0 ? (
                    <td className="nowrap" rowSpan={entry.lines.length}>
                      {formatMalaysianDate(entry.businessDate, language)}
                    </td>
                  ) : null}
                  {index === 0 ? (
                    <td rowSpan={entry.lines.length}>
                      {t(`loanAccounts.entryKinds.${entry.kind}`)}
                      <div className="muted">{entry.description}</div>
                    </td>
                  ) : null}
                  <td>{ledgerAccountName(t, line.ledgerAccount)}</td>
                  <td className="numeric">{line.instalmentNo ?? ''}</td>
                  <td className="numeric">{line.amountSen > 0 ? money(line.amountSen) : ''}</td>
                  <td className="numeric">{line.amountSen < 0 ? money(-line.amountSen) : ''}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </TableFrame>
      <Pager
        page={ledger.data.page}
        pageSize={ledger.data.pageSize}
        total={ledger.data.total}
        hrefFor={(target) => `${loanAccountPath(accountId)}?ledgerPage=${target}`}
      />
    </>
  );
}

/** An entry's lines with their place in it: a line is known by its entry and place, the same account may repeat. */
function numbered<Line>(lines: readonly Line[]) {
  return lines.map((line, index) => ({ line, index, key: `line-${index}` }));
}

const LEDGER_ACCOUNT_NAMES = [
  'loanPrincipalReceivable',
  'loanInterestReceivable',
  'loanLateChargeReceivable',
  'loanFeeReceivable',
  'bankClearing',
  'payoutClearing',
  'unearnedInterest',
  'unearnedProfit',
  'customerRefundsPayable',
  'charityPayable',
  'stampDutyPayable',
  'protectionPremiumPayable',
  'interestIncome',
  'profitIncome',
  'lateChargeIncome',
  'feeIncome',
  'processingFeeIncome',
  'adminFeeIncome',
  'writeOffExpense',
] as const;

/** A ledger account's name in the reader's language; a code this screen does not know is shown as it came. */
function ledgerAccountName(t: ReturnType<typeof useT>['t'], code: string): string {
  const known = LEDGER_ACCOUNT_NAMES.find((name) => name === code);
  return known ? t(`loanAccounts.ledgerAccounts.${known}`) : code;
}
