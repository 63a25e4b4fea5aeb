import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type ProductCode,
  type ProductCodeEditForm,
  type ProductCodeEditFormInput,
  productCodeEditFormSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateCode } from '../api/update-code.ts';
import { CodeTermsFields } from './code-terms-fields.tsx';
import { EditDialog } from './edit-dialog.tsx';

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
  } = useForm<ProductCodeEditFormInput, unknown, ProductCodeEditForm>({
    resolver: zodResolver(productCodeEditFormSchema),
    defaultValues: {
      productCode: code.productCode,
      processingFeeDiscountSen: code.processingFeeDiscountSen,
      validFrom: code.validFrom,
      validUntil: code.validUntil,
    },
  });
  return (
    <EditDialog
      title={t('masterData.codes.editTitle', { code: code.code })}
      onClose={onClose}
      onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))}
      submit={update}
    >
      <CodeTermsFields products={products} control={control} register={register} errors={errors} />
    </EditDialog>
  );
}
