import type { Officer } from '@sinar/domain';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './officers.module.css';

/**
 * A temporary password, shown this once to the admin who hands it over: it is kept nowhere else in the browser and
 * the server will not show it again. Its heading takes the focus when it appears.
 */
export function TemporaryPassword({
  officer,
  password,
  onDone,
}: {
  readonly officer: Officer;
  readonly password: string;
  readonly onDone: () => void;
}) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(password).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className={styles.password}>
      <h3 ref={heading} tabIndex={-1}>
        {t('officers.password.title', { name: officer.fullName })}
      </h3>
      <p>{t('officers.password.lead', { email: officer.email })}</p>
      <p className={styles.passwordValue}>
        <code>{password}</code>
        <Button variant="secondary" size="small" onClick={copy}>
          {t('officers.password.copy')}
        </Button>
      </p>
      <p role="status" className={styles.copied}>
        {copied === 'yes' ? t('officers.password.copied') : null}
        {copied === 'failed' ? t('officers.password.copyFailed') : null}
      </p>
      <Alert tone="warning">
        <p>{t('officers.password.once')}</p>
      </Alert>
      <Button onClick={onDone}>{t('officers.password.done')}</Button>
    </div>
  );
}
