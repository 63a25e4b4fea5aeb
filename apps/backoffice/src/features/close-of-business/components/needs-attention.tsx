import {
  formatMalaysianDateTime,
  formatRinggit,
  type MoneyAttentionItem,
  moneyAttentionResolveRequestSchema,
} from '@sinar/domain';
import { type FormEvent, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useMoneyAttention, useResolveMoneyAttention } from '../api/money-attention.ts';
import styles from './close-of-business.module.css';

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
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = moneyAttentionResolveRequestSchema.safeParse({ note });
    setInvalid(!parsed.success);
    if (parsed.success)
      resolve.mutate(parsed.data, {
        onSuccess: () => onDone(t('closeOfBusiness.attention.resolved', { agreementNo: item.agreementNo })),
      });
  };
  return (
    <Dialog
      title={t('closeOfBusiness.attention.resolveTitle', labelParams(t, language, item))}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <TextareaField
          label={t('closeOfBusiness.attention.note')}
          hint={t('closeOfBusiness.attention.noteHint')}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          {...(invalid ? { error: t('closeOfBusiness.attention.noteRequired') } : {})}
        />
        <LiveRegion politeness="assertive">
          {resolve.error ? <Alert tone="error">{resolve.error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" busy={resolve.isPending}>
            {t('closeOfBusiness.attention.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
