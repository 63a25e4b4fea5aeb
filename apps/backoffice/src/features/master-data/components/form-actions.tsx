import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { FormError } from './form-error.tsx';
import styles from './master-data.module.css';

/** The state of the mutation a form submits to. */
export interface SubmitState {
  readonly isPending: boolean;
  readonly error: Error | null;
}

/** The end of a master-data form: the server's refusal, submit and, where the form can be left, cancel. */
export function FormActions({
  submit,
  submitLabel,
  onCancel,
}: {
  readonly submit: SubmitState;
  readonly submitLabel: string;
  readonly onCancel?: () => void;
}) {
  const { t } = useT();
  return (
    <>
      <FormError error={submit.error} />
      <div className={styles.actions}>
        <Button type="submit" busy={submit.isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
