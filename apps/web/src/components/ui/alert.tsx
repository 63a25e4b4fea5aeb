import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { ErrorIcon, InfoIcon, SuccessIcon } from './icons.tsx';

export type AlertTone = 'success' | 'error' | 'info';

const ICONS = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

export interface AlertProps {
  readonly tone: AlertTone;
  readonly title?: ReactNode;
  readonly children: ReactNode;
}

/** A message box. Wrap it in a LiveRegion when it appears after a user action, so it is announced. */
export function Alert({ tone, title, children }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div className={`${styles.alert} ${styles[tone]}`}>
      <Icon size={22} />
      <div>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  );
}

/**
 * A region that exists before its content does, so that screen readers announce what is put into it: 'polite'
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
