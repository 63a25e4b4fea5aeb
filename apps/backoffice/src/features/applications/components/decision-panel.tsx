import type { Decision, OfficerApplication } from '@sinar/domain';
import { useState } from 'react';
import { DecisionPanelFrame } from '../../../components/decision-panel-frame.tsx';
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
    <DecisionPanelFrame
      title={t('decisions.title')}
      outcome={outcome}
      decisions={decisions}
      blockedReason={view.decisionBlockedReason}
      active={active}
      onChoose={choose}
    >
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
    </DecisionPanelFrame>
  );
}
