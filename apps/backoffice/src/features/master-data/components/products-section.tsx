import type { AdminProduct } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useProducts } from '../api/list-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ActiveToggle } from './active-toggle.tsx';
import styles from './master-data.module.css';
import { ProductEditDialog } from './product-edit-dialog.tsx';
import { StateBadge } from './state-badge.tsx';

function ProductRow({ product }: { readonly product: AdminProduct }) {
  const { t } = useT();
  const update = useUpdateProduct(product.code);
  const [editing, setEditing] = useState(false);
  return (
    <tr>
      <td className="nowrap">{product.code}</td>
      <th scope="row">{product.nameEn}</th>
      <td>{product.nameMs}</td>
      <td>{t(`masterData.companies.${product.company}`)}</td>
      <td>{t(`masterData.segments.${product.segment}`)}</td>
      <td>
        <StateBadge active={product.active} />
      </td>
      <td>
        <span className={styles.rowActions}>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('masterData.edit')}
            <span className="visually-hidden"> {product.nameEn}</span>
          </Button>
          <ActiveToggle name={product.nameEn} active={product.active} update={update} />
        </span>
        {editing ? <ProductEditDialog product={product} onClose={() => setEditing(false)} /> : null}
      </td>
    </tr>
  );
}

/** The products' names and whether they are offered; their terms are the domain's rules. */
export function ProductsSection() {
  const { t } = useT();
  const products = useProducts();
  return (
    <>
      <p className="muted">{t('masterData.products.termsNote')}</p>
      {products.isPending ? <Loading /> : null}
      {products.isError ? <LoadError error={products.error} onRetry={() => void products.refetch()} /> : null}
      {products.data ? (
        <TableFrame>
          <table className="data-table">
            <caption className="visually-hidden">{t('masterData.products.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('masterData.products.code')}</th>
                <th scope="col">{t('masterData.products.nameEn')}</th>
                <th scope="col">{t('masterData.products.nameMs')}</th>
                <th scope="col">{t('masterData.products.company')}</th>
                <th scope="col">{t('masterData.products.segment')}</th>
                <th scope="col">{t('masterData.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('masterData.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {products.data.map((product) => (
                <ProductRow key={product.code} product={product} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </>
  );
}
