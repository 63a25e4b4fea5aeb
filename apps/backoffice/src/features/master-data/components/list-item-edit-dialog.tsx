import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminListItem,
  type ListItemUpdateRequest,
  listItemEditFormSchema,
  type MasterListName,
} from '@sinar/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateListItem } from '../api/update-list-item.ts';
import { FormError } from './form-error.tsx';
import { ListItemAttributeFields } from './list-item-attribute-fields.tsx';
import { type ListItemFormValues, listItemValues } from './list-item-form-values.ts';
import styles from './master-data.module.css';

/** An item's names in both languages and its attributes; its code and brand stay. */
export function ListItemEditDialog({
  list,
  item,
  onClose,
}: {
  readonly list: MasterListName;
  readonly item: AdminListItem;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateListItem(list, item.id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ListItemFormValues>({
    resolver: zodResolver(listItemEditFormSchema(list)) as unknown as Resolver<ListItemFormValues>,
    defaultValues: listItemValues(item),
  });
  return (
    <Dialog title={t('masterData.lists.editTitle', { name: item.nameEn })} onClose={onClose}>
      <form
        onSubmit={handleSubmit((values) =>
          update.mutate(values as unknown as ListItemUpdateRequest, { onSuccess: onClose }),
        )}
        noValidate
      >
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
        <ListItemAttributeFields list={list} control={control} register={register} errors={errors} />
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
