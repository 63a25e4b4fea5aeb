import { disbursementActionRequestSchema } from '@sinar/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../lib/use-t.ts';
import styles from './remark-dialog.module.css';
import { Alert, LiveRegion } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { TextareaField } from './ui/field.tsx';

/** The remark's field: its texts, its length, and what makes a remark acceptable. */
export interface RemarkField {
  readonly label: string;
  readonly hint?: string;
  readonly maxLength: number;
  /** The remark as it is confirmed, or null when it is refused: the field then shows `refusal`. */
  readonly accept: (remark: string) => string | null;
  readonly refusal?: string;
}

/**
 * An officer's move (a payout prepared or released, a trade leg requested again, a loan account change asked for or
 * decided, money in between resolved) confirmed with a remark, which the audit trail keeps. Without `field` the
 * remark is the disbursement's, required. Fields of the move's own go in `children`, above the remark, and check
 * themselves in `fieldsValid` (showing their own errors) on every try, so that all the errors show at once. The
 * server's refusal, when it comes, is shown as it came.
 */
export function RemarkDialog({
  title,
  lead,
  confirmText,
  busy,
  error,
  field,
  children,
  fieldsValid,
  onConfirm,
  onClose,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly confirmText: string;
  readonly busy: boolean;
  readonly error: Error | null;
  readonly field?: RemarkField;
  readonly children?: ReactNode;
  readonly fieldsValid?: () => boolean;
  readonly onConfirm: (remark: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const remarkField: RemarkField = field ?? {
    label: t('disbursements.remark'),
    hint: t('disbursements.remarkHint'),
    maxLength: 1000,
    accept: (remark) => {
      const parsed = disbursementActionRequestSchema.safeParse({ remark });
      return parsed.success ? parsed.data.remark : null;
    },
    refusal: t('disbursements.remarkRequired'),
  };
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = remarkField.accept(remark);
    setInvalid(accepted === null);
    const othersValid = fieldsValid?.() ?? true;
    if (accepted !== null && othersValid) onConfirm(accepted);
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {lead ? <p>{lead}</p> : null}
        {children}
        <TextareaField
          label={remarkField.label}
          {...(remarkField.hint ? { hint: remarkField.hint } : {})}
          maxLength={remarkField.maxLength}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          {...(invalid && remarkField.refusal ? { error: remarkField.refusal } : {})}
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
