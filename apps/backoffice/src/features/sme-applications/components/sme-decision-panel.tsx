import type { Decision, OfficerSmeApplication } from '@sinar/domain';
import { useState } from 'react';
import { DecisionPanelFrame } from '../../../components/decision-panel-frame.tsx';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type SmeDecision, useDecideSmeApplication } from '../api/decide-sme-application.ts';
import { SmeTermsDialog } from './sme-terms-dialog.tsx';

type Choice = Decision | 'cancel';

/**
 * The decisions this officer may take now, exactly as the server lists them (role, status and maker-checker are the
 * server's to judge), each confirmed in a dialog with its remark; why none is open when the server says so; and the
 * admin's cancel.
 */
export function SmeDecisionPanel({ view }: { readonly view: OfficerSmeApplication }) {
  const { t } = useT();
  const decide = useDecideSmeApplication(view.application.id);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const applicationNo = view.application.applicationNo;

  const open = (choice: Choice) => {
    decide.reset();
    setOutcome(null);
    setChosen(choice);
  };
  const close = () => {
    decide.reset();
    setChosen(null);
  };
  const send = (body: SmeDecision) =>
    decide.mutate(body, {
      onSuccess: (response) => {
        setChosen(null);
        setOutcome(response.message);
      },
    });

  return (
    <DecisionPanelFrame
      title={t('smeApplications.decide.title')}
      outcome={outcome}
      decisions={view.allowedDecisions}
      blockedReason={view.decisionBlockedReason}
      onChoose={open}
    >
      {view.canCancel ? (
        <Button variant="danger" onClick={() => open('cancel')}>
          {t('smeApplications.decide.cancel.label')}
        </Button>
      ) : null}
      {chosen === 'approve' || chosen === 'referBack' ? (
        <SmeTermsDialog
          decision={chosen}
          view={view}
          busy={decide.isPending}
          error={decide.error}
          onConfirm={send}
          onClose={close}
        />
      ) : null}
      {chosen === 'verify' || chosen === 'reject' || chosen === 'followUp' || chosen === 'cancel' ? (
        <RemarkDialog
          title={
            chosen === 'cancel' ? t('smeApplications.decide.cancel.label') : t(`decisions.${chosen}.label`)
          }
          lead={t(`smeApplications.decide.${chosen}.lead`, { applicationNo })}
          confirmText={
            chosen === 'cancel' ? t('smeApplications.decide.cancel.label') : t(`decisions.${chosen}.label`)
          }
          busy={decide.isPending}
          error={decide.error}
          onConfirm={(remark) => send({ decision: chosen, remark })}
          onClose={close}
        />
      ) : null}
    </DecisionPanelFrame>
  );
}
