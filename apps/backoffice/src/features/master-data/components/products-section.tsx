import type { AdminProduct } from '@sinar/domain';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useProducts } from '../api/list-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductEditDialog } from './product-edit-dialog.tsx';
import { RecordTable } from './record-table.tsx';
import { StateAndActionsCells } from './state-and-actions-cells.tsx';

function ProductRow({ product }: { readonly product: AdminProduct }) {
  const { t } = useT();
  const update = useUpdateProduct(product.code);
  return (
    <tr>
      <td className="nowrap">{product.code}</td>
      <th scope="row">{product.nameEn}</th>
      <td>{product.nameMs}</td>
      <td>{t(`masterData.companies.${product.company}`)}</td>
      <td>{t(`masterData.segments.${product.segment}`)}</td>
      <StateAndActionsCells
        name={product.nameEn}
        active={product.active}
        update={update}
        editor={(close) => <ProductEditDialog product={product} onClose={close} />}
      />
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
        <RecordTable
          caption={t('masterData.products.caption')}
          columns={[
            t('masterData.products.code'),
            t('masterData.products.nameEn'),
            t('masterData.products.nameMs'),
            t('masterData.products.company'),
            t('masterData.products.segment'),
            t('masterData.state'),
          ]}
        >
          {products.data.map((product) => (
            <ProductRow key={product.code} product={product} />
          ))}
        </RecordTable>
      ) : null}
    </>
  );
}
