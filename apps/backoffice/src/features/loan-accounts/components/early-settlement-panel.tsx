import { ApiError } from '@sinar/client/api-error';
import {
  type EarlySettlementQuoteView,
  formatMalaysianDate,
  formatRinggit,
  type OfficerLoanAccount,
  type Sen,
  VARIANT_RULES,
} from '@sinar/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useSettlementQuote } from '../api/loan-account-queries.ts';
import styles from './loan-accounts.module.css';

/**
 * The early settlement panel of an active account (decision 046): the quote for the business date in the account's
 * own wording (rebate or ibra'), the amount for each day it holds, and 'Post settlement received' for the officers
 * who post counter payments. A refusal (nothing owed) is shown as the server words it.
 */
export function EarlySettlementPanel({
  account,
  onPost,
}: {
  readonly account: OfficerLoanAccount;
  readonly onPost: ((quote: EarlySettlementQuoteView) => void) | null;
}) {
  const { t } = useT();
  const quote = useSettlementQuote(account.details.accountId);
  if (quote.isPending) return <Loading />;
  if (quote.error instanceof ApiError && quote.error.status === 409)
    return <p className="muted">{quote.error.message}</p>;
  if (quote.isError) return <LoadError error={quote.error} onRetry={() => void quote.refetch()} />;
  return (
    <>
      <QuoteFigures quote={quote.data} />
      <ByDay quote={quote.data} />
      {onPost ? (
        <div className={styles.actions}>
          <Button size="small" onClick={() => onPost(quote.data)}>
            {t('earlySettlement.post')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function QuoteFigures({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t, language } = useT();
  const context = VARIANT_RULES[quote.company].wordingContext;
  const money = (amount: Sen) => formatRinggit(amount, language);
  return (
    <>
      <p>
        {t('earlySettlement.quoteFor', {
          date: formatMalaysianDate(quote.settleOn, language),
          until: formatMalaysianDate(quote.validUntil, language),
        })}
      </p>
      <Facts
        items={[
          {
            label: t('settlementQuote.outstandingPrincipal', { context }),
            value: money(quote.outstandingPrincipalSen),
          },
          {
            label: t('settlementQuote.unearnedInterest', { context }),
            value: money(quote.unearnedInterestSen),
          },
          {
            label: t('settlementQuote.outstandingBalance', { context }),
            value: money(quote.outstandingBalanceSen),
          },
          { label: t('settlementQuote.instalmentsDue', { context }), value: money(quote.instalmentsDueSen) },
          { label: t('settlementQuote.feesDue', { context }), value: money(quote.feesDueSen) },
          { label: t('settlementQuote.lateCharges', { context }), value: money(quote.lateChargesSen) },
          ...(quote.settlementChargeSen > 0
            ? [
                {
                  label: t('settlementQuote.settlementCharge', { context }),
                  value: money(quote.settlementChargeSen),
                },
              ]
            : []),
          {
            label: t('settlementQuote.rebate', { context }),
            value: t('earlySettlement.less', { amount: money(quote.rebateSen) }),
          },
          {
            label: t('settlementQuote.settlementAmount', { context }),
            value: <strong>{money(quote.settlementSen)}</strong>,
          },
        ]}
      />
      <CreditNote quote={quote} />
    </>
  );
}

/** What becomes of what was paid beyond the settlement. */
function CreditNote({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t, language } = useT();
  const amount = formatRinggit(quote.credit.amountSen, language);
  switch (quote.credit.kind) {
    case 'none':
      return null;
    case 'adminFee':
      return <p>{t('settlementQuote.creditAdminFee', { amount })}</p>;
    case 'charity':
      return <p>{t('settlementQuote.creditCharity', { amount })}</p>;
    case 'refundable':
      return <p>{t('settlementQuote.creditRefundable', { amount })}</p>;
  }
}

function ByDay({ quote }: { readonly quote: EarlySettlementQuoteView }) {
  const { t, language } = useT();
  const context = VARIANT_RULES[quote.company].wordingContext;
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('earlySettlement.byDayCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('earlySettlement.date')}</th>
            <th scope="col" className="numeric">
              {t('earlySettlement.lateCharges', { context })}
            </th>
            <th scope="col" className="numeric">
              {t('earlySettlement.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.byDay.map((day) => (
            <tr key={day.on}>
              <th scope="row" className="nowrap">
                {formatMalaysianDate(day.on, language)}
              </th>
              <td className="numeric">{formatRinggit(day.lateChargesSen, language)}</td>
              <td className="numeric">{formatRinggit(day.settlementSen, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
