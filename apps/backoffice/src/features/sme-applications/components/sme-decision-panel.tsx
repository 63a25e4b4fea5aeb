import type { Decision, OfficerSmeApplication } from '@sinar/domain';
import { useId, useState } from 'react';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { type SmeDecision, useDecideSmeApplication } from '../api/decide-sme-application.ts';
import styles from './sme-applications.module.css';
import { SmeTermsDialog } from './sme-terms-dialog.tsx';

type Choice = Decision | 'cancel';

/**
 * The decisions this officer may take now, exactly as the server lists them (role, status and maker-checker are the
 * server's to judge), each confirmed in a dialog with its remark; why none is open when the server says so; and the
 * admin's cancel.
 */
export function SmeDecisionPanel({ view }: { readonly view: OfficerSmeApplication }) {
  const { t } = useT();
  const headingId = useId();
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
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('smeApplications.decide.title')}</h2>
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
      {view.allowedDecisions.length === 0 && !view.decisionBlockedReason ? (
        <p className="muted">{t('decisions.noneOpen')}</p>
      ) : null}
      {view.allowedDecisions.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('decisions.choose')}</legend>
          {view.allowedDecisions.map((decision) => (
            <Button key={decision} variant="secondary" onClick={() => open(decision)}>
              {t(`decisions.${decision}.label`)}
            </Button>
          ))}
        </fieldset>
      ) : null}
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
    </section>
  );
}
