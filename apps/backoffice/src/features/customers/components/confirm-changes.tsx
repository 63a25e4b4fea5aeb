import { useEffect, useRef } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './customers.module.css';

export interface Change {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/**
 * The last look before an admin action is sent: each field as it is now and as it will be. Its heading takes the
 * focus, so a screen reader reads the summary first; the server's refusal shows here, and the form is one step back.
 */
export function ConfirmChanges({
  title,
  changes,
  remark,
  confirmText,
  busy,
  error,
  onConfirm,
  onBack,
}: {
  readonly title: string;
  readonly changes: readonly Change[];
  readonly remark?: { readonly label: string; readonly text: string };
  readonly confirmText: string;
  readonly busy: boolean;
  readonly error: Error | null;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shown = (value: string | null) =>
    value === null || value === '' ? t('customers.change.empty') : value;
  return (
    <div className={styles.confirm}>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <TableFrame>
        <table className="data-table">
          <caption className="visually-hidden">{t('customers.change.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('customers.change.field')}</th>
              <th scope="col">{t('customers.change.before')}</th>
              <th scope="col">{t('customers.change.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{shown(change.before)}</td>
                <td>{shown(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {remark ? (
        <dl className={styles.summary}>
          <dt>{remark.label}</dt>
          <dd className={styles.remark}>{remark.text}</dd>
        </dl>
      ) : null}
      <LiveRegion politeness="assertive">
        {error ? <Alert tone="error">{error.message}</Alert> : null}
      </LiveRegion>
      <div className={styles.actions}>
        <Button busy={busy} onClick={onConfirm}>
          {confirmText}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('customers.change.back')}
        </Button>
      </div>
    </div>
  );
}

/** Only the fields whose value changes. */
export function changedOnly(changes: readonly Change[]): Change[] {
  return changes.filter((change) => (change.before ?? '') !== (change.after ?? ''));
}
