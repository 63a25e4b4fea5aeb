import { type AdminProduct, formatRinggit, type ProductCode } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useCodes } from '../api/list-codes.ts';
import { useProducts } from '../api/list-products.ts';
import { useUpdateCode } from '../api/update-code.ts';
import { CodeCreateForm } from './code-create-form.tsx';
import { CodeEditDialog } from './code-edit-dialog.tsx';
import styles from './master-data.module.css';
import { RecordTable } from './record-table.tsx';
import { StateAndActionsCells } from './state-and-actions-cells.tsx';

function CodeRow({
  code,
  products,
}: {
  readonly code: ProductCode;
  readonly products: readonly AdminProduct[];
}) {
  const { t, language } = useT();
  const update = useUpdateCode(code.code);
  return (
    <tr>
      <th scope="row">{code.code}</th>
      <td>{t(`masterData.kinds.${code.kind}`)}</td>
      <td className="nowrap">{code.productCode}</td>
      <td className="nowrap">{formatRinggit(code.processingFeeDiscountSen, language)}</td>
      <td className="nowrap">{code.validFrom}</td>
      <td className="nowrap">{code.validUntil}</td>
      <StateAndActionsCells
        name={code.code}
        active={code.active}
        update={update}
        editor={(close) => <CodeEditDialog code={code} products={products} onClose={close} />}
      />
    </tr>
  );
}

/** Campaign and referral codes: each a waiver on a product's processing fee for a period. */
export function CodesSection() {
  const { t } = useT();
  const codes = useCodes();
  const products = useProducts();
  const [creating, setCreating] = useState(false);
  const loading = codes.isPending || products.isPending;
  const failed = codes.error ?? products.error;
  return (
    <>
      <div className={styles.toolbar}>
        <span />
        {creating || !products.data ? null : (
          <Button onClick={() => setCreating(true)}>{t('masterData.codes.new')}</Button>
        )}
      </div>
      {creating && products.data ? (
        <Section title={t('masterData.codes.newTitle')}>
          <CodeCreateForm products={products.data} onClose={() => setCreating(false)} />
        </Section>
      ) : null}
      {loading ? <Loading /> : null}
      {failed ? (
        <LoadError
          error={failed}
          onRetry={() => {
            void codes.refetch();
            void products.refetch();
          }}
        />
      ) : null}
      {codes.data && products.data ? (
        <RecordTable
          caption={t('masterData.codes.caption')}
          columns={[
            t('masterData.codes.code'),
            t('masterData.codes.kind'),
            t('masterData.codes.product'),
            t('masterData.codes.discount'),
            t('masterData.codes.validFrom'),
            t('masterData.codes.validUntil'),
            t('masterData.state'),
          ]}
        >
          {codes.data.map((code) => (
            <CodeRow key={code.code} code={code} products={products.data} />
          ))}
        </RecordTable>
      ) : null}
    </>
  );
}
