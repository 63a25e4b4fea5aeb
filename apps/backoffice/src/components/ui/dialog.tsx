import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

/**
 * A modal panel: the page behind is inert, Escape or the close button closes it, and the focus goes back to what
 * opened it (the browser does that for a modal dialog).
 */
export function Dialog({
  title,
  wide,
  onClose,
  children,
}: {
  readonly title: string;
  readonly wide?: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector<HTMLElement>('h2')?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id={titleId} tabIndex={-1}>
          {title}
        </h2>
        <Button variant="ghost" size="small" onClick={() => dialog.current?.close()}>
          {t('common.actions.close')}
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
