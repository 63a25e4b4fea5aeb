import type { MasterListName } from '@sinar/domain';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { RinggitField } from '../../../components/ui/ringgit-field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { type ListItemFormValues, lengthsFromText } from './list-item-form-values.ts';
import styles from './master-data.module.css';

/** What a list needs beyond a name: salary bounds, a bank's SWIFT code and account lengths, the 'Others' flag. */
export function ListItemAttributeFields({
  list,
  control,
  register,
  errors,
}: {
  readonly list: MasterListName;
  readonly control: Control<ListItemFormValues>;
  readonly register: UseFormRegister<ListItemFormValues>;
  readonly errors: FieldErrors<ListItemFormValues>;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const attributeErrors = errors.attributes;
  switch (list) {
    case 'grossSalaryRange':
      return (
        <div className={styles.twoColumns}>
          <RinggitField
            name="attributes.minSen"
            control={control}
            label={t('masterData.lists.minSen')}
            error={errorText(attributeErrors?.minSen, 'masterData.errors.minSen')}
          />
          <RinggitField
            name="attributes.maxSen"
            control={control}
            emptyValue={null}
            label={t('masterData.lists.maxSen')}
            hint={t('masterData.lists.maxSenHint')}
            error={errorText(attributeErrors?.maxSen, 'masterData.errors.maxSen')}
          />
        </div>
      );
    case 'bank':
      return (
        <div className={styles.twoColumns}>
          <TextField
            label={t('masterData.lists.swiftCode')}
            autoComplete="off"
            maxLength={11}
            error={errorText(attributeErrors?.swiftCode, 'masterData.errors.swiftCode')}
            {...register('attributes.swiftCode')}
          />
          <TextField
            label={t('masterData.lists.accountNumberLengths')}
            hint={t('masterData.lists.accountNumberLengthsHint')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={20}
            error={errorText(
              attributeErrors?.accountNumberLengths as never,
              'masterData.errors.accountNumberLengths',
            )}
            {...register('attributes.accountNumberLengths', { setValueAs: lengthsFromText })}
          />
        </div>
      );
    case 'loanReason':
    case 'smeLoanReason':
      return <CheckboxField label={t('masterData.lists.isOther')} {...register('attributes.isOther')} />;
    case 'race':
    case 'employeeType':
    case 'relationship':
      return null;
  }
}
