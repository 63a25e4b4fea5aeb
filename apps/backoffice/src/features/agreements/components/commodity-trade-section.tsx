import { ApiError } from '@sinar/client/api-error';
import {
  formatMalaysianDateTime,
  formatRinggit,
  type OfficerAgreement,
  type OfficerCommodityTrade,
  type Sen,
} from '@sinar/domain';
import { useState } from 'react';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { hasRole, useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCommodityTrade } from '../api/get-commodity-trade.ts';
import { useRetryCommodityTrade } from '../api/retry-commodity-trade.ts';

/**
 * An Islamic financing's commodity trade (tawarruq): where it stands, its prices, and every leg placed with its
 * certificate (the certificates themselves are among the agreement's files). A disbursement officer requests a
 * failed leg again from here.
 */
export function CommodityTradeSection({ view }: { readonly view: OfficerAgreement }) {
  const { t } = useT();
  const trade = useCommodityTrade(view.agreement.id);
  const [done, setDone] = useState<string | null>(null);
  const notStarted = trade.error instanceof ApiError && trade.error.status === 404;
  return (
    <Section title={t('disbursements.tradeSection.title')}>
      <p className="muted">{t('disbursements.tradeSection.lead')}</p>
      {trade.isPending ? <Loading /> : null}
      {notStarted ? <p className="muted">{t('disbursements.tradeNotStarted')}</p> : null}
      {trade.isError && !notStarted ? (
        <LoadError error={trade.error} onRetry={() => void trade.refetch()} />
      ) : null}
      {trade.data ? <TradeDetails view={view} trade={trade.data} onDone={setDone} /> : null}
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
    </Section>
  );
}

function TradeDetails({
  view,
  trade,
  onDone,
}: {
  readonly view: OfficerAgreement;
  readonly trade: OfficerCommodityTrade;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const ringgit = (value: Sen) => formatRinggit(value, language);
  return (
    <>
      <Facts
        items={[
          {
            label: t('disbursements.tradeSection.status'),
            value: t(`commodityTradeStatuses.${trade.status}`),
          },
          { label: t('disbursements.tradeSection.costPrice'), value: ringgit(trade.costPriceSen) },
          { label: t('disbursements.tradeSection.sellingPrice'), value: ringgit(trade.sellingPriceSen) },
          {
            label: t('disbursements.tradeSection.proceeds'),
            value: trade.proceedsSen === null ? '-' : ringgit(trade.proceedsSen),
          },
        ]}
      />
      <TableFrame>
        <table className="data-table">
          <caption>{t('disbursements.tradeSection.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('disbursements.tradeSection.leg')}</th>
              <th scope="col">{t('disbursements.tradeSection.legStatus')}</th>
              <th scope="col">{t('disbursements.tradeSection.certificate')}</th>
              <th scope="col">{t('disbursements.tradeSection.quantity')}</th>
              <th scope="col">{t('disbursements.tradeSection.price')}</th>
              <th scope="col">{t('disbursements.tradeSection.parties')}</th>
              <th scope="col">{t('disbursements.tradeSection.executedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {trade.legs.map((leg) => (
              <tr key={`${leg.leg}-${leg.placedAt}-${leg.status}-${leg.certificateNo ?? ''}`}>
                <th scope="row">{t(`disbursements.tradeSection.legs.${leg.leg}`)}</th>
                <td>
                  {t(`disbursements.tradeSection.legStatuses.${leg.status}`, {
                    reason: leg.failureReason ?? '',
                  })}
                </td>
                <td>{leg.certificateNo ?? '-'}</td>
                <td>
                  {leg.quantityKg === null
                    ? '-'
                    : t('disbursements.tradeSection.quantityValue', {
                        kg: leg.quantityKg.toLocaleString('en-MY'),
                      })}
                </td>
                <td className="nowrap">{leg.priceSen === null ? '-' : ringgit(leg.priceSen)}</td>
                <td>{leg.seller && leg.buyer ? `${leg.seller} → ${leg.buyer}` : '-'}</td>
                <td className="nowrap">
                  {leg.executedAt ? formatMalaysianDateTime(leg.executedAt, language) : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {trade.status === 'PURCHASE_FAILED' ||
      trade.status === 'AGENCY_SALE_FAILED' ||
      trade.status === 'UNWIND_FAILED' ? (
        <RetryLeg view={view} unwinding={trade.status === 'UNWIND_FAILED'} onDone={onDone} />
      ) : null}
    </>
  );
}

/** Only a disbursement officer requests a failed leg, or a failed unwinding, again; it is audited with the remark. */
function RetryLeg({
  view,
  unwinding,
  onDone,
}: {
  readonly view: OfficerAgreement;
  readonly unwinding: boolean;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const officer = useOfficer();
  const retry = useRetryCommodityTrade(view.agreement.id);
  const [open, setOpen] = useState(false);
  if (!hasRole(officer, 'disbursementOfficer')) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {unwinding ? t('disbursements.tradeSection.retryUnwind') : t('disbursements.tradeSection.retry')}
      </Button>
      {open ? (
        <RemarkDialog
          title={
            unwinding
              ? t('disbursements.tradeSection.retryUnwindTitle', { agreementNo: view.agreement.agreementNo })
              : t('disbursements.tradeSection.retryTitle', { agreementNo: view.agreement.agreementNo })
          }
          lead={t('disbursements.tradeSection.lead')}
          confirmText={t('disbursements.tradeSection.confirmRetry')}
          busy={retry.isPending}
          error={retry.error}
          onConfirm={(remark) =>
            retry.mutate(
              { remark },
              {
                onSuccess: (answer) => {
                  setOpen(false);
                  onDone(answer.message);
                },
              },
            )
          }
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
