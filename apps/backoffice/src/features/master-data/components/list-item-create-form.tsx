import {
  LIST_ITEM_VARIANTS,
  type ListItemCreateRequest,
  listItemCreateRequestSchema,
  type MasterListName,
} from '@sinar/domain';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useAddListItem } from '../api/add-list-item.ts';
import { BilingualNameFields } from './bilingual-name-fields.tsx';
import { FormActions } from './form-actions.tsx';
import { ListItemAttributeFields } from './list-item-attribute-fields.tsx';
import { emptyListItem } from './list-item-form-values.ts';
import styles from './master-data.module.css';
import { useListItemForm } from './use-list-item-form.ts';

/** A new item: its code and brand (fixed once created), its names and what the list needs beyond them. */
export function ListItemCreateForm({
  list,
  onClose,
}: {
  readonly list: MasterListName;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const add = useAddListItem(list);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useListItemForm(listItemCreateRequestSchema(list), emptyListItem(list));
  return (
    <form
      onSubmit={handleSubmit((values) =>
        add.mutate(values as unknown as ListItemCreateRequest, { onSuccess: onClose }),
      )}
      noValidate
    >
      <div className={styles.twoColumns}>
        <TextField
          label={t('masterData.lists.code')}
          hint={t('masterData.lists.codeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          error={errorText(errors.code, 'masterData.errors.code')}
          {...register('code')}
        />
        <SelectField label={t('masterData.lists.company')} {...register('company')}>
          {LIST_ITEM_VARIANTS.map((company) => (
            <option key={company} value={company}>
              {t(`masterData.companies.${company}`)}
            </option>
          ))}
        </SelectField>
        <BilingualNameFields
          englishLabel={t('masterData.lists.nameEn')}
          malayLabel={t('masterData.lists.nameMs')}
          register={register}
          errors={errors}
        />
      </div>
      <ListItemAttributeFields list={list} control={control} register={register} errors={errors} />
      <FormActions submit={add} submitLabel={t('masterData.lists.create')} onCancel={onClose} />
    </form>
  );
}
