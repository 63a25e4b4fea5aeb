import type { AdminProduct } from '@sinar/domain';
import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { RinggitField } from '../../../components/ui/ringgit-field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './master-data.module.css';

interface CodeTerms {
  productCode: string;
  processingFeeDiscountSen: number;
  validFrom: string;
  validUntil: string;
}

/** A code's product, waiver and dates: the same fields when it is created and when it is edited. */
export function CodeTermsFields<T extends FieldValues & CodeTerms>({
  products,
  control,
  register,
  errors,
}: {
  readonly products: readonly AdminProduct[];
  readonly control: Control<T>;
  readonly register: UseFormRegister<T>;
  readonly errors: FieldErrors<CodeTerms>;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  return (
    <div className={styles.twoColumns}>
      <SelectField
        label={t('masterData.codes.product')}
        error={errorText(errors.productCode, 'masterData.errors.productCode')}
        {...register('productCode' as Path<T>)}
      >
        {products.map((product) => (
          <option key={product.code} value={product.code}>
            {`${product.code} · ${product.nameEn}`}
          </option>
        ))}
      </SelectField>
      <RinggitField
        name={'processingFeeDiscountSen' as Path<T>}
        control={control}
        label={t('masterData.codes.discount')}
        hint={t('masterData.codes.discountHint')}
        error={errorText(errors.processingFeeDiscountSen, 'masterData.errors.discount')}
      />
      <TextField
        type="date"
        label={t('masterData.codes.validFrom')}
        error={errorText(errors.validFrom, 'masterData.errors.date')}
        {...register('validFrom' as Path<T>)}
      />
      <TextField
        type="date"
        label={t('masterData.codes.validUntil')}
        error={errorText(errors.validUntil, 'masterData.errors.validUntil')}
        {...register('validUntil' as Path<T>)}
      />
    </div>
  );
}
