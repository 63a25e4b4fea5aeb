import { formatBasisPoints, type InsuranceRate } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useInsuranceRates } from '../api/list-insurance-rates.ts';
import { InsuranceRateForm } from './insurance-rate-form.tsx';
import styles from './master-data.module.css';
import { RecordTable } from './record-table.tsx';

/** Protection insurance and takaful rates by brand and tenure. */
export function InsuranceSection() {
  const { t, language } = useT();
  const rates = useInsuranceRates();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<InsuranceRate | null>(null);
  const rowName = (rate: InsuranceRate) =>
    t('masterData.insurance.setTitle', {
      company: t(`masterData.companies.${rate.company}`),
      months: rate.tenureMonths,
    });
  return (
    <>
      <div className={styles.toolbar}>
        <p className="muted">{t('masterData.insurance.lead')}</p>
        {creating ? null : <Button onClick={() => setCreating(true)}>{t('masterData.insurance.new')}</Button>}
      </div>
      {creating ? (
        <Section title={t('masterData.insurance.newTitle')}>
          <InsuranceRateForm onClose={() => setCreating(false)} />
        </Section>
      ) : null}
      {rates.isPending ? <Loading /> : null}
      {rates.isError ? <LoadError error={rates.error} onRetry={() => void rates.refetch()} /> : null}
      {rates.data ? (
        <RecordTable
          caption={t('masterData.insurance.caption')}
          columns={[
            t('masterData.insurance.company'),
            t('masterData.insurance.tenure'),
            t('masterData.insurance.ratePercent'),
            t('masterData.insurance.provider'),
          ]}
        >
          {rates.data.map((rate) => (
            <tr key={`${rate.company}-${rate.tenureMonths}`}>
              <th scope="row">{t(`masterData.companies.${rate.company}`)}</th>
              <td>{rate.tenureMonths}</td>
              <td className="nowrap">
                {formatBasisPoints(rate.grossRateBp, language)} ({rate.grossRateBp})
              </td>
              <td>{rate.providerName}</td>
              <td>
                <Button variant="secondary" size="small" onClick={() => setEditing(rate)}>
                  {t('masterData.edit')}
                  <span className="visually-hidden"> {rowName(rate)}</span>
                </Button>
              </td>
            </tr>
          ))}
        </RecordTable>
      ) : null}
      {editing ? (
        <Dialog title={rowName(editing)} onClose={() => setEditing(null)}>
          <InsuranceRateForm rate={editing} onClose={() => setEditing(null)} />
        </Dialog>
      ) : null}
    </>
  );
}
