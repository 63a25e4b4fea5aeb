import type { Decision } from '@sinar/domain';
import { type ReactNode, useId } from 'react';
import { useT } from '../lib/use-t.ts';
import styles from './decision-panel.module.css';
import { Alert, LiveRegion } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/**
 * The decision panel of an application, whichever kind it is: the decisions this officer may take now, exactly as
 * the server lists them (role, status and maker-checker are the server's to judge); the outcome of the last one; why
 * none is open when the server says so. What a chosen decision asks for (a form, a dialog) and the admin's cancel
 * are the caller's, below the choices.
 */
export function DecisionPanelFrame({
  title,
  outcome,
  decisions,
  blockedReason,
  active,
  onChoose,
  children,
}: {
  readonly title: string;
  /** The server's message about the decision just recorded. */
  readonly outcome: string | null;
  readonly decisions: readonly Decision[];
  readonly blockedReason: string | null;
  /** The decision whose form is open below, shown pressed; absent when a choice opens a dialog instead. */
  readonly active?: Decision | 'cancel' | null;
  readonly onChoose: (decision: Decision) => void;
  readonly children?: ReactNode;
}) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <LiveRegion>
        {outcome ? (
          <Alert tone="success" title={t('decisions.recorded')}>
            {outcome}
          </Alert>
        ) : null}
      </LiveRegion>
      {blockedReason ? (
        <Alert tone="warning" title={t('decisions.blocked')}>
          <p>{blockedReason}</p>
        </Alert>
      ) : null}
      {decisions.length === 0 && !blockedReason ? <p className="muted">{t('decisions.noneOpen')}</p> : null}
      {decisions.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('decisions.choose')}</legend>
          {decisions.map((decision) => (
            <Button
              key={decision}
              variant={decision === active ? 'primary' : 'secondary'}
              aria-pressed={active === undefined ? undefined : decision === active}
              onClick={() => onChoose(decision)}
            >
              {t(`decisions.${decision}.label`)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {children}
    </section>
  );
}
