import {
  type DecisionRequest,
  formatRinggit,
  type OfficerSmeApplication,
  parseRinggit,
  REFER_BACK_STEPS,
  ringgitInputText,
  sen,
  ZERO_SEN,
} from '@sinar/domain';
import { type FormEvent, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckboxField, CheckboxGroup, TextareaField, TextField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './sme-applications.module.css';

const MIN_REMARK = 3;

/**
 * An approval's terms (prefilled with what was applied for) or a refer-back's steps, with the remark: what the shared
 * remark dialog cannot hold. The server checks everything again; its refusal is shown as it came.
 */
export function SmeTermsDialog({
  decision,
  view,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  readonly decision: 'approve' | 'referBack';
  readonly view: OfficerSmeApplication;
  readonly busy: boolean;
  readonly error: Error | null;
  readonly onConfirm: (request: DecisionRequest) => void;
  readonly onClose: () => void;
}) {
  const { t, language } = useT();
  const applied = view.application.amountSen ?? ZERO_SEN;
  const [ringgit, setRinggit] = useState(ringgitInputText(applied, { wholeRinggit: true }));
  const [tenure, setTenure] = useState(String(view.application.tenureMonths ?? ''));
  const [steps, setSteps] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const appliedText = formatRinggit(applied, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (remark.trim().length < MIN_REMARK) found.remark = t('disbursements.remarkRequired');
    if (decision === 'approve') {
      const amountSen = parseRinggit(ringgit).sen ?? Number.NaN;
      const months = Number(tenure);
      if (!Number.isFinite(amountSen) || amountSen <= 0 || amountSen > applied)
        found.amount = t('smeApplications.decide.amountRequired', { amount: appliedText });
      if (!Number.isInteger(months) || months <= 0) found.tenure = t('smeApplications.decide.tenureRequired');
      setProblems(found);
      if (Object.keys(found).length === 0)
        onConfirm({ decision, remark: remark.trim(), amountSen: sen(amountSen), tenureMonths: months });
      return;
    }
    const chosen = REFER_BACK_STEPS.filter((step) => steps.includes(step));
    if (chosen.length === 0) found.steps = t('smeApplications.decide.stepsRequired');
    setProblems(found);
    if (Object.keys(found).length === 0) onConfirm({ decision, remark: remark.trim(), steps: chosen });
  };

  return (
    <Dialog title={t(`decisions.${decision}.label`)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>
          {t(`smeApplications.decide.${decision}.lead`, { applicationNo: view.application.applicationNo })}
        </p>
        {decision === 'approve' ? (
          <>
            <TextField
              label={t('smeApplications.decide.amount')}
              hint={t('smeApplications.decide.termsHint', { amount: appliedText })}
              inputMode="decimal"
              value={ringgit}
              onChange={(event) => setRinggit(event.target.value)}
              {...(problems.amount ? { error: problems.amount } : {})}
            />
            <TextField
              label={t('smeApplications.decide.tenure')}
              inputMode="numeric"
              value={tenure}
              onChange={(event) => setTenure(event.target.value)}
              {...(problems.tenure ? { error: problems.tenure } : {})}
            />
          </>
        ) : (
          <CheckboxGroup
            legend={t('smeApplications.decide.steps')}
            {...(problems.steps ? { error: problems.steps } : {})}
          >
            {REFER_BACK_STEPS.map((step) => (
              <CheckboxField
                key={step}
                label={t(`steps.${step}`)}
                checked={steps.includes(step)}
                onChange={(event) =>
                  setSteps((current) =>
                    event.target.checked ? [...current, step] : current.filter((item) => item !== step),
                  )
                }
              />
            ))}
          </CheckboxGroup>
        )}
        <TextareaField
          label={t('disbursements.remark')}
          hint={t('smeApplications.decide.remarkHint')}
          maxLength={1000}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          {...(problems.remark ? { error: problems.remark } : {})}
        />
        <LiveRegion politeness="assertive">
          {error ? <Alert tone="error">{error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t(`decisions.${decision}.label`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
