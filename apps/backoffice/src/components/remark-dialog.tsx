import { disbursementActionRequestSchema } from '@sinar/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../lib/use-t.ts';
import styles from './remark-dialog.module.css';
import { Alert, LiveRegion } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { TextareaField } from './ui/field.tsx';

/**
 * An officer's move (a payout prepared or released, a trade leg requested again) confirmed with a remark, which
 * the audit trail keeps. The server's refusal, when it comes, is shown as it came.
 */
export function RemarkDialog({
  title,
  lead,
  confirmText,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  readonly title: string;
  readonly lead: ReactNode;
  readonly confirmText: string;
  readonly busy: boolean;
  readonly error: Error | null;
  readonly onConfirm: (remark: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = disbursementActionRequestSchema.safeParse({ remark });
    setInvalid(!parsed.success);
    if (parsed.success) onConfirm(parsed.data.remark);
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{lead}</p>
        <TextareaField
          label={t('disbursements.remark')}
          hint={t('disbursements.remarkHint')}
          maxLength={1000}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          {...(invalid ? { error: t('disbursements.remarkRequired') } : {})}
        />
        <LiveRegion politeness="assertive">
          {error ? <Alert tone="error">{error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {confirmText}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
