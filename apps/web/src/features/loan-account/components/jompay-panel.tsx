import type { AccountDetails } from '@sinar/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './loan-account.module.css';

type Copied = { readonly name: string; readonly ok: boolean } | null;

/**
 * 'Pay by JomPAY': the lender's biller code and the account's Ref-1 (decision 034), each with a button that copies
 * it, for the customer to key into their own bank's JomPAY. The bank's file brings the payment the next business day.
 */
export function JompayPanel({ jompay }: { readonly jompay: AccountDetails['jompay'] }) {
  const { t } = useT('journey');
  const headingId = useId();
  const [copied, setCopied] = useState<Copied>(null);
  const figures = [
    { id: 'billerCode', name: t('loanAccount.jompay.billerCode'), value: jompay.billerCode },
    { id: 'ref1', name: t('loanAccount.jompay.ref1'), value: jompay.ref1 },
  ];

  const copy = (name: string, value: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied({ name, ok: false });
      return;
    }
    clipboard.writeText(value).then(
      () => setCopied({ name, ok: true }),
      () => setCopied({ name, ok: false }),
    );
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('loanAccount.jompay.heading')}</h2>
      <p>{t('loanAccount.jompay.lead')}</p>
      <dl className={styles.jompay}>
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt id={`${headingId}-${figure.id}`}>{figure.name}</dt>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dd is an ARIA definition, which takes its name from the author (ARIA 1.2) */}
            <dd aria-labelledby={`${headingId}-${figure.id}`}>
              <code>{figure.value}</code>
              <Button variant="secondary" size="small" onClick={() => copy(figure.name, figure.value)}>
                {t('loanAccount.jompay.copy', { name: figure.name })}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className={styles.note}>
        {copied?.ok ? t('loanAccount.jompay.copied', { name: copied.name }) : null}
        {copied && !copied.ok ? t('loanAccount.jompay.copyFailed') : null}
      </p>
      <p className={styles.muted}>{t('loanAccount.jompay.note')}</p>
    </section>
  );
}
