import type { StepProgress } from '@sinar/domain';
import { useT } from '../../../lib/use-t.ts';
import styles from './verification.module.css';

/** The onboarding steps with their labels: Completed, Current Progress, Waiting (spec 000 section 4). */
export function StepList({
  steps,
  label,
}: {
  readonly steps: readonly Pick<StepProgress, 'step' | 'label'>[];
  readonly label: string;
}) {
  const { t } = useT();
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map(({ step, label: stepLabel }) => (
        <li key={step} className={styles[stepLabel]}>
          <span className={styles.stepName}>{t(`status.steps.${step}`)}</span>
          <span className={styles.stepLabel}>{t(`status.stepLabels.${stepLabel}`)}</span>
        </li>
      ))}
    </ol>
  );
}
