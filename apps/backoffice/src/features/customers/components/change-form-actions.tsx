import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './customers.module.css';

/** The end of a change form: 'Nothing has changed' when the admin changed nothing, then Continue and Cancel. */
export function ChangeFormActions({
  unchanged,
  onCancel,
}: {
  readonly unchanged: boolean;
  readonly onCancel: () => void;
}) {
  const { t } = useT();
  return (
    <>
      <LiveRegion politeness="assertive">
        {unchanged ? <Alert tone="error">{t('customers.change.nothingChanged')}</Alert> : null}
      </LiveRegion>
      <div className={styles.actions}>
        <Button type="submit">{t('customers.change.continue')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </>
  );
}
