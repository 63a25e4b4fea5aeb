import { type AdminListItem, formatRinggit, isSen, type MasterListName } from '@sinar/domain';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateListItem } from '../api/update-list-item.ts';
import { ListItemEditDialog } from './list-item-edit-dialog.tsx';
import { RecordTable } from './record-table.tsx';
import { StateAndActionsCells } from './state-and-actions-cells.tsx';

/** What an item holds beyond its names, in words. */
function useDetails() {
  const { t, language } = useT();
  return (item: AdminListItem): string => {
    const attributes = item.attributes as Record<string, unknown>;
    if (typeof attributes.swiftCode === 'string')
      return `${attributes.swiftCode} · ${(attributes.accountNumberLengths as number[]).join(', ')}`;
    if (isSen(attributes.minSen)) {
      const max = attributes.maxSen;
      return `${formatRinggit(attributes.minSen, language)} – ${
        isSen(max) ? formatRinggit(max, language) : t('masterData.lists.noUpperLimit')
      }`;
    }
    if (attributes.isOther === true) return t('masterData.lists.other');
    return '';
  };
}

function ListItemRow({ list, item }: { readonly list: MasterListName; readonly item: AdminListItem }) {
  const { t } = useT();
  const details = useDetails();
  const update = useUpdateListItem(list, item.id);
  return (
    <tr>
      <td>{item.code}</td>
      <th scope="row">{item.nameEn}</th>
      <td>{item.nameMs}</td>
      <td>{t(`masterData.companies.${item.company}`)}</td>
      <td>{details(item)}</td>
      <StateAndActionsCells
        name={item.nameEn}
        active={item.active}
        update={update}
        editor={(close) => <ListItemEditDialog list={list} item={item} onClose={close} />}
      />
    </tr>
  );
}

export function ListItemsTable({
  list,
  items,
}: {
  readonly list: MasterListName;
  readonly items: readonly AdminListItem[];
}) {
  const { t } = useT();
  return (
    <RecordTable
      caption={t('masterData.lists.caption', { list: t(`masterData.listNames.${list}`) })}
      columns={[
        t('masterData.lists.code'),
        t('masterData.lists.nameEn'),
        t('masterData.lists.nameMs'),
        t('masterData.lists.company'),
        t('masterData.lists.details'),
        t('masterData.state'),
      ]}
    >
      {items.map((item) => (
        <ListItemRow key={item.id} list={list} item={item} />
      ))}
    </RecordTable>
  );
}
