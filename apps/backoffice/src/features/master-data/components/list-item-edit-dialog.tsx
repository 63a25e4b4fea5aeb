import {
  type AdminListItem,
  type ListItemUpdateRequest,
  listItemEditFormSchema,
  type MasterListName,
} from '@sinar/domain';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateListItem } from '../api/update-list-item.ts';
import { BilingualNameFields } from './bilingual-name-fields.tsx';
import { EditDialog } from './edit-dialog.tsx';
import { ListItemAttributeFields } from './list-item-attribute-fields.tsx';
import { listItemValues } from './list-item-form-values.ts';
import { useListItemForm } from './use-list-item-form.ts';

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
  const update = useUpdateListItem(list, item.id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useListItemForm(listItemEditFormSchema(list), listItemValues(item));
  return (
    <EditDialog
      title={t('masterData.lists.editTitle', { name: item.nameEn })}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        update.mutate(values as unknown as ListItemUpdateRequest, { onSuccess: onClose }),
      )}
      submit={update}
    >
      <BilingualNameFields
        englishLabel={t('masterData.lists.nameEn')}
        malayLabel={t('masterData.lists.nameMs')}
        register={register}
        errors={errors}
      />
      <ListItemAttributeFields list={list} control={control} register={register} errors={errors} />
    </EditDialog>
  );
}
