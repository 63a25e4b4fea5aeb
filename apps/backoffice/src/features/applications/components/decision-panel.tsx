import type { Decision, OfficerApplication } from '@sinar/domain';
import { useId, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './application.module.css';
import { CancelForm } from './cancel-form.tsx';
import { DecisionForm } from './decision-form.tsx';

type Choice = Decision | 'cancel';

/**
 * The decisions this officer may take now, exactly as the server lists them (role, status and maker-checker are
 * the server's to judge), each with its form; why none is open when the server says so; and the admin's cancel.
 */
export function DecisionPanel({ view }: { readonly view: OfficerApplication }) {
  const { t } = useT();
  const headingId = useId();
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const decisions = view.allowedDecisions;
  const active =
    chosen === 'cancel'
      ? view.canCancel
        ? chosen
        : null
      : chosen && decisions.includes(chosen)
        ? chosen
        : null;

  const choose = (choice: Choice) => {
    setOutcome(null);
    setChosen(choice === active ? null : choice);
  };
  const done = (message: string) => {
    setChosen(null);
    setOutcome(message);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('decisions.title')}</h2>
      <LiveRegion>
        {outcome ? (
          <Alert tone="success" title={t('decisions.recorded')}>
            {outcome}
          </Alert>
        ) : null}
      </LiveRegion>
      {view.decisionBlockedReason ? (
        <Alert tone="warning" title={t('decisions.blocked')}>
          <p>{view.decisionBlockedReason}</p>
        </Alert>
      ) : null}
      {decisions.length === 0 && !view.decisionBlockedReason ? (
        <p className="muted">{t('decisions.noneOpen')}</p>
      ) : null}
      {decisions.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('decisions.choose')}</legend>
          {decisions.map((decision) => (
            <Button
              key={decision}
              variant={decision === active ? 'primary' : 'secondary'}
              aria-pressed={decision === active}
              onClick={() => choose(decision)}
            >
              {t(`decisions.${decision}.label`)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {active && active !== 'cancel' ? (
        <DecisionForm key={active} decision={active} view={view} onDone={done} />
      ) : null}
      {view.canCancel ? (
        <div className={styles.adminCancel}>
          <Button variant="danger" aria-pressed={active === 'cancel'} onClick={() => choose('cancel')}>
            {t('decisions.cancel.label')}
          </Button>
          {active === 'cancel' ? <CancelForm view={view} onDone={done} /> : null}
        </div>
      ) : null}
    </section>
  );
}
