import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProduct, type ProductEditForm, productEditFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { FormError } from './form-error.tsx';
import styles from './master-data.module.css';

/** A product's names in both languages. */
export function ProductEditDialog({
  product,
  onClose,
}: {
  readonly product: AdminProduct;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
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
    <Dialog title={t('masterData.products.editTitle', { name: product.nameEn })} onClose={onClose}>
      <form onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))} noValidate>
        <TextField
          label={t('masterData.products.nameEn')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.nameEn, 'masterData.errors.name')}
          {...register('nameEn')}
        />
        <TextField
          label={t('masterData.products.nameMs')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.nameMs, 'masterData.errors.name')}
          {...register('nameMs')}
        />
        <FormError error={update.error} />
        <div className={styles.actions}>
          <Button type="submit" busy={update.isPending}>
            {t('masterData.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
