import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type ProductCode,
  type ProductCodeEditForm,
  productCodeEditFormSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateCode } from '../api/update-code.ts';
import { CodeTermsFields } from './code-terms-fields.tsx';
import { FormError } from './form-error.tsx';
import styles from './master-data.module.css';

/** A code's product, waiver and dates; the code and its kind stay. */
export function CodeEditDialog({
  code,
  products,
  onClose,
}: {
  readonly code: ProductCode;
  readonly products: readonly AdminProduct[];
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const update = useUpdateCode(code.code);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductCodeEditForm>({
    resolver: zodResolver(productCodeEditFormSchema),
    defaultValues: {
      productCode: code.productCode,
      processingFeeDiscountSen: code.processingFeeDiscountSen,
      validFrom: code.validFrom,
      validUntil: code.validUntil,
    },
  });
  return (
    <Dialog title={t('masterData.codes.editTitle', { code: code.code })} onClose={onClose}>
      <form onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))} noValidate>
        <CodeTermsFields products={products} control={control} register={register} errors={errors} />
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
