import type { Officer } from '@sinar/domain';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useResetOfficer } from '../api/reset-officer.ts';
import styles from './officers.module.css';
import { TemporaryPassword } from './temporary-password.tsx';

/** Resets an officer's login: after a confirmation, the new temporary password is shown here, once. */
export function OfficerResetDialog({
  officer,
  onClose,
}: {
  readonly officer: Officer;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const reset = useResetOfficer(officer.id);
  return (
    <Dialog title={t('officers.reset.title', { name: officer.fullName })} onClose={onClose}>
      {reset.data ? (
        <TemporaryPassword
          officer={reset.data.officer}
          password={reset.data.temporaryPassword}
          onDone={onClose}
        />
      ) : (
        <>
          <p>{t('officers.reset.lead')}</p>
          <LiveRegion politeness="assertive">
            {reset.error ? <Alert tone="error">{reset.error.message}</Alert> : null}
          </LiveRegion>
          <div className={styles.actions}>
            <Button variant="danger" busy={reset.isPending} onClick={() => reset.mutate()}>
              {t('officers.reset.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
