import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProduct, type ProductEditForm, productEditFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { BilingualNameFields } from './bilingual-name-fields.tsx';
import { EditDialog } from './edit-dialog.tsx';

/** A product's names in both languages. */
export function ProductEditDialog({
  product,
  onClose,
}: {
  readonly product: AdminProduct;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const update = useUpdateProduct(product.code);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductEditForm>({
    resolver: zodResolver(productEditFormSchema),
    defaultValues: { nameEn: product.nameEn, nameMs: product.nameMs },
  });
  return (
    <EditDialog
      title={t('masterData.products.editTitle', { name: product.nameEn })}
      onClose={onClose}
      onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))}
      submit={update}
    >
      <BilingualNameFields
        englishLabel={t('masterData.products.nameEn')}
        malayLabel={t('masterData.products.nameMs')}
        register={register}
        errors={errors}
      />
    </EditDialog>
  );
}
