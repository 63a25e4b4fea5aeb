import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type ActiveMutation, ActiveToggle } from './active-toggle.tsx';
import styles from './master-data.module.css';
import { StateBadge } from './state-badge.tsx';

/**
 * The last cells of a record's row: whether it is offered, then edit (in the dialog `editor` renders) and deactivate
 * or activate. `name` tells screen-reader users which record each button acts on.
 */
export function StateAndActionsCells({
  name,
  active,
  update,
  editor,
}: {
  readonly name: string;
  readonly active: boolean;
  readonly update: ActiveMutation;
  readonly editor: (close: () => void) => ReactNode;
}) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <td>
        <StateBadge active={active} />
      </td>
      <td>
        <span className={styles.rowActions}>
          <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
            {t('masterData.edit')}
            <span className="visually-hidden"> {name}</span>
          </Button>
          <ActiveToggle name={name} active={active} update={update} />
        </span>
        {editing ? editor(() => setEditing(false)) : null}
      </td>
    </>
  );
}
