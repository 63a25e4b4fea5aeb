import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  PRODUCT_CODE_KINDS,
  type ProductCodeCreateRequest,
  type ProductCodeCreateRequestInput,
  productCodeCreateRequestSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCreateCode } from '../api/create-code.ts';
import { CodeTermsFields } from './code-terms-fields.tsx';
import { FormActions } from './form-actions.tsx';
import styles from './master-data.module.css';

/** A new campaign or referral code: a waiver on a product's processing fee, for a period. */
export function CodeCreateForm({
  products,
  onClose,
}: {
  readonly products: readonly AdminProduct[];
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const create = useCreateCode();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductCodeCreateRequestInput, unknown, ProductCodeCreateRequest>({
    resolver: zodResolver(productCodeCreateRequestSchema),
    defaultValues: {
      code: '',
      kind: 'campaign',
      productCode: products[0]?.code ?? '',
      validFrom: '',
      validUntil: '',
    },
  });
  return (
    <form onSubmit={handleSubmit((values) => create.mutate(values, { onSuccess: onClose }))} noValidate>
      <div className={styles.twoColumns}>
        <TextField
          label={t('masterData.codes.code')}
          hint={t('masterData.codes.codeHint')}
          autoComplete="off"
          maxLength={40}
          error={errorText(errors.code, 'masterData.errors.codeText')}
          {...register('code')}
        />
        <SelectField label={t('masterData.codes.kind')} {...register('kind')}>
          {PRODUCT_CODE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`masterData.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <CodeTermsFields products={products} control={control} register={register} errors={errors} />
      <FormActions submit={create} submitLabel={t('masterData.codes.create')} onCancel={onClose} />
    </form>
  );
}
