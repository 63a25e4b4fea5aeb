import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './application.module.css';

/**
 * The last look before a decision is sent: what will be recorded, and two ways out. Its heading takes the focus,
 * so a screen reader reads the summary first.
 */
export function ConfirmStep({
  title,
  children,
  confirmText,
  danger,
  busy,
  error,
  onConfirm,
  onBack,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmText: string;
  readonly danger?: boolean;
  readonly busy: boolean;
  readonly error: Error | null;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.confirm}>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
      <LiveRegion politeness="assertive">
        {error ? <Alert tone="error">{error.message}</Alert> : null}
      </LiveRegion>
      <div className={styles.formActions}>
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmText}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('decisions.back')}
        </Button>
      </div>
    </div>
  );
}
