import {
  formatMalaysianDateTime,
  formatRinggit,
  type MoneyAttentionItem,
  moneyAttentionResolveRequestSchema,
} from '@sinar/domain';
import { useState } from 'react';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useMoneyAttention, useResolveMoneyAttention } from '../api/money-attention.ts';

/**
 * Money stuck in between (decision 052), for the servicing officers: the direct debits the bank never settled and
 * the online payments left pending at the gateway, each resolved with a note the audit trail keeps.
 */
export function NeedsAttention() {
  const { t, language } = useT();
  const attention = useMoneyAttention();
  const [resolving, setResolving] = useState<MoneyAttentionItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Section title={t('closeOfBusiness.attention.heading')}>
      <p>{t('closeOfBusiness.attention.lead')}</p>
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
      {attention.isPending ? <Loading /> : null}
      {attention.isError ? (
        <LoadError error={attention.error} onRetry={() => void attention.refetch()} />
      ) : null}
      {attention.data?.length === 0 ? <p className="muted">{t('closeOfBusiness.attention.empty')}</p> : null}
      {attention.data && attention.data.length > 0 ? (
        <TableFrame>
          <table className="data-table">
            <caption>{t('closeOfBusiness.attention.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('closeOfBusiness.attention.kind')}</th>
                <th scope="col">{t('closeOfBusiness.attention.agreementNo')}</th>
                <th scope="col">{t('closeOfBusiness.attention.amount')}</th>
                <th scope="col">{t('closeOfBusiness.attention.startedAt')}</th>
                <th scope="col">{t('closeOfBusiness.attention.attentionSince')}</th>
                <th scope="col">{t('closeOfBusiness.attention.reference')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('closeOfBusiness.attention.resolve')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {attention.data.map((item) => (
                <tr key={`${item.kind}-${item.id}`}>
                  <th scope="row">{t(`closeOfBusiness.attention.kinds.${item.kind}`)}</th>
                  <td className="nowrap">{item.agreementNo}</td>
                  <td className="nowrap">{formatRinggit(item.amountSen, language)}</td>
                  <td className="nowrap">{formatMalaysianDateTime(item.startedAt, language)}</td>
                  <td className="nowrap">{formatMalaysianDateTime(item.attentionSince, language)}</td>
                  <td>{item.reference ?? '-'}</td>
                  <td>
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('closeOfBusiness.attention.resolveLabel', labelParams(t, language, item))}
                      onClick={() => {
                        setDone(null);
                        setResolving(item);
                      }}
                    >
                      {t('closeOfBusiness.attention.resolve')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
      {resolving ? (
        <ResolveDialog
          item={resolving}
          onClose={() => setResolving(null)}
          onDone={(message) => {
            setResolving(null);
            setDone(message);
          }}
        />
      ) : null}
    </Section>
  );
}

type T = ReturnType<typeof useT>['t'];

function labelParams(t: T, language: ReturnType<typeof useT>['language'], item: MoneyAttentionItem) {
  return {
    kind: t(`closeOfBusiness.attention.kinds.${item.kind}`),
    amount: formatRinggit(item.amountSen, language),
    agreementNo: item.agreementNo,
  };
}

function ResolveDialog({
  item,
  onClose,
  onDone,
}: {
  readonly item: MoneyAttentionItem;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const resolve = useResolveMoneyAttention(item);
  return (
    <RemarkDialog
      title={t('closeOfBusiness.attention.resolveTitle', labelParams(t, language, item))}
      confirmText={t('closeOfBusiness.attention.confirm')}
      busy={resolve.isPending}
      error={resolve.error}
      field={{
        label: t('closeOfBusiness.attention.note'),
        hint: t('closeOfBusiness.attention.noteHint'),
        maxLength: 1000,
        accept: (note) => {
          const parsed = moneyAttentionResolveRequestSchema.safeParse({ note });
          return parsed.success ? parsed.data.note : null;
        },
        refusal: t('closeOfBusiness.attention.noteRequired'),
      }}
      onConfirm={(note) =>
        resolve.mutate(
          { note },
          {
            onSuccess: () =>
              onDone(t('closeOfBusiness.attention.resolved', { agreementNo: item.agreementNo })),
          },
        )
      }
      onClose={onClose}
    />
  );
}
