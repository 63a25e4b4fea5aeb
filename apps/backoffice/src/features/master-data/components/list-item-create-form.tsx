import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ListItemCreateRequest,
  listItemCreateRequestSchema,
  MASTER_ITEM_COMPANIES,
  type MasterListName,
} from '@sinar/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useAddListItem } from '../api/add-list-item.ts';
import { FormError } from './form-error.tsx';
import { ListItemAttributeFields } from './list-item-attribute-fields.tsx';
import { emptyListItem, type ListItemFormValues } from './list-item-form-values.ts';
import styles from './master-data.module.css';

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
  } = useForm<ListItemFormValues>({
    resolver: zodResolver(listItemCreateRequestSchema(list)) as unknown as Resolver<ListItemFormValues>,
    defaultValues: emptyListItem(list),
  });
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
          {MASTER_ITEM_COMPANIES.map((company) => (
            <option key={company} value={company}>
              {t(`masterData.companies.${company}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('masterData.lists.nameEn')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.nameEn, 'masterData.errors.name')}
          {...register('nameEn')}
        />
        <TextField
          label={t('masterData.lists.nameMs')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.nameMs, 'masterData.errors.name')}
          {...register('nameMs')}
        />
      </div>
      <ListItemAttributeFields list={list} control={control} register={register} errors={errors} />
      <FormError error={add.error} />
      <div className={styles.actions}>
        <Button type="submit" busy={add.isPending}>
          {t('masterData.lists.create')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
