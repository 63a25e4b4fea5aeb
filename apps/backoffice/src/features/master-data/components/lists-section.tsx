import { MASTER_LIST_NAMES, type MasterListName } from '@sinar/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useListItems } from '../api/list-items.ts';
import { ListItemCreateForm } from './list-item-create-form.tsx';
import { ListItemsTable } from './list-items-table.tsx';
import styles from './master-data.module.css';

/** The dropdown lists: one at a time, every item with both names, new items, edits and deactivation. */
export function ListsSection() {
  const { t } = useT();
  const [list, setList] = useState<MasterListName>('race');
  const [creating, setCreating] = useState(false);
  const items = useListItems(list);
  const listName = t(`masterData.listNames.${list}`);
  return (
    <>
      <div className={styles.toolbar}>
        <SelectField
          label={t('masterData.lists.choose')}
          value={list}
          onChange={(event) => {
            setList(event.currentTarget.value as MasterListName);
            setCreating(false);
          }}
        >
          {MASTER_LIST_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`masterData.listNames.${name}`)}
            </option>
          ))}
        </SelectField>
        {creating ? null : <Button onClick={() => setCreating(true)}>{t('masterData.lists.new')}</Button>}
      </div>
      {creating ? (
        <Section title={t('masterData.lists.newTitle', { list: listName })}>
          <ListItemCreateForm key={list} list={list} onClose={() => setCreating(false)} />
        </Section>
      ) : null}
      {items.isPending ? <Loading /> : null}
      {items.isError ? <LoadError error={items.error} onRetry={() => void items.refetch()} /> : null}
      {items.data ? <ListItemsTable list={list} items={items.data} /> : null}
    </>
  );
}
