import { useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './master-data.module.css';

/** The part of a record's update mutation this button uses. */
export interface ActiveMutation {
  mutate(body: { active: boolean }, options?: { onSuccess?: () => void }): void;
  readonly isPending: boolean;
  readonly error: Error | null;
}

/**
 * Deactivates a record after a confirmation (customers stop being offered it), or activates it again at once. The
 * server's refusal is shown where the admin acted.
 */
export function ActiveToggle({
  name,
  active,
  update,
}: {
  readonly name: string;
  readonly active: boolean;
  readonly update: ActiveMutation;
}) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  if (!active) {
    return (
      <>
        <Button
          variant="secondary"
          size="small"
          busy={update.isPending}
          onClick={() => update.mutate({ active: true })}
        >
          {t('masterData.activate')}
          <span className="visually-hidden"> {name}</span>
        </Button>
        {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      </>
    );
  }
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setConfirming(true)}>
        {t('masterData.deactivate')}
        <span className="visually-hidden"> {name}</span>
      </Button>
      {confirming ? (
        <Dialog title={t('masterData.confirm.title', { name })} onClose={() => setConfirming(false)}>
          <p>{t('masterData.confirm.lead')}</p>
          <LiveRegion politeness="assertive">
            {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
          </LiveRegion>
          <div className={styles.actions}>
            <Button
              variant="danger"
              busy={update.isPending}
              onClick={() => update.mutate({ active: false }, { onSuccess: () => setConfirming(false) })}
            >
              {t('masterData.confirm.action')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
