import type { AdminListItem, MasterListName } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { formatSen } from '../../../lib/money.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateListItem } from '../api/update-list-item.ts';
import { ActiveToggle } from './active-toggle.tsx';
import { ListItemEditDialog } from './list-item-edit-dialog.tsx';
import styles from './master-data.module.css';
import { StateBadge } from './state-badge.tsx';

/** What an item holds beyond its names, in words. */
function useDetails() {
  const { t, language } = useT();
  return (item: AdminListItem): string => {
    const attributes = item.attributes as Record<string, unknown>;
    if (typeof attributes.swiftCode === 'string')
      return `${attributes.swiftCode} · ${(attributes.accountNumberLengths as number[]).join(', ')}`;
    if (typeof attributes.minSen === 'number') {
      const max = attributes.maxSen;
      return `${formatSen(attributes.minSen, language)} – ${
        typeof max === 'number' ? formatSen(max, language) : t('masterData.lists.noUpperLimit')
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
  const [editing, setEditing] = useState(false);
  return (
    <tr>
      <td>{item.code}</td>
      <th scope="row">{item.nameEn}</th>
      <td>{item.nameMs}</td>
      <td>{t(`masterData.companies.${item.company}`)}</td>
      <td>{details(item)}</td>
      <td>
        <StateBadge active={item.active} />
      </td>
      <td>
        <span className={styles.rowActions}>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('masterData.edit')}
            <span className="visually-hidden"> {item.nameEn}</span>
          </Button>
          <ActiveToggle name={item.nameEn} active={item.active} update={update} />
        </span>
        {editing ? <ListItemEditDialog list={list} item={item} onClose={() => setEditing(false)} /> : null}
      </td>
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
    <TableFrame>
      <table className="data-table">
        <caption className="visually-hidden">
          {t('masterData.lists.caption', { list: t(`masterData.listNames.${list}`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('masterData.lists.code')}</th>
            <th scope="col">{t('masterData.lists.nameEn')}</th>
            <th scope="col">{t('masterData.lists.nameMs')}</th>
            <th scope="col">{t('masterData.lists.company')}</th>
            <th scope="col">{t('masterData.lists.details')}</th>
            <th scope="col">{t('masterData.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('masterData.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ListItemRow key={item.id} list={list} item={item} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
