import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  readonly tone: AlertTone;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
}

/** A message box. Wrap it in a LiveRegion when it appears after an action, so it is announced. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}

/**
 * A region that exists before its content does, so screen readers announce what is put into it: 'polite'
 * (role=status) for confirmations, 'assertive' (role=alert) for errors.
 */
export function LiveRegion({
  politeness = 'polite',
  children,
}: {
  readonly politeness?: 'polite' | 'assertive';
  readonly children?: ReactNode;
}) {
  return politeness === 'assertive' ? (
    <div role="alert" aria-atomic="true">
      {children}
    </div>
  ) : (
    <div role="status" aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}
