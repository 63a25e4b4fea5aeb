import { useEffect, useId, useRef } from 'react';
import { LiveRegion } from './alert.tsx';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { FormActions, FormError } from './form-section.tsx';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly body: string;
  readonly confirmText: string;
  readonly cancelText: string;
  readonly busy?: boolean;
  readonly error?: unknown;
  readonly onConfirm: () => void;
  /** Escape, the cancel button or closing the dialog. */
  readonly onClose: () => void;
}

/**
 * A modal question before something that cannot be undone: the page behind is inert, the focus starts on the safe
 * answer and Escape closes it.
 */
export function ConfirmDialog({
  title,
  body,
  confirmText,
  cancelText,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    // The safe answer first: the first button keeps things as they are.
    element.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      <LiveRegion politeness="assertive">
        <FormError error={error} />
      </LiveRegion>
      <FormActions>
        <Button variant="secondary" onClick={() => dialog.current?.close()}>
          {cancelText}
        </Button>
        <Button busy={busy} onClick={onConfirm}>
          {confirmText}
        </Button>
      </FormActions>
    </dialog>
  );
}
