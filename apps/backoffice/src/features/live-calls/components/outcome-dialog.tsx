import { zodResolver } from '@hookform/resolvers/zod';
import { type LiveCallList, type LiveCallOutcomeRequest, liveCallOutcomeRequestSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useRecordLiveCallOutcome } from '../api/live-calls.ts';
import styles from './live-calls.module.css';

type Call = LiveCallList['calls'][number];

/** The outcome of one call, with the remark the audit trail keeps; the server's refusal is shown in the dialog. */
export function OutcomeDialog({
  call,
  outcome,
  onDone,
  onClose,
}: {
  readonly call: Call;
  readonly outcome: LiveCallOutcomeRequest['outcome'];
  readonly onDone: (message: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const record = useRecordLiveCallOutcome(call.bookingId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LiveCallOutcomeRequest>({
    resolver: zodResolver(liveCallOutcomeRequestSchema),
    defaultValues: { outcome, remark: '' },
  });
  const completed = outcome === 'completed';
  return (
    <Dialog
      title={t(completed ? 'liveCalls.outcome.completedTitle' : 'liveCalls.outcome.missedTitle', {
        name: call.applicantName,
      })}
      onClose={onClose}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit((body) =>
          record.mutate(body, { onSuccess: (answer) => onDone(answer.message) }),
        )}
      >
        <p>{t(completed ? 'liveCalls.outcome.completedLead' : 'liveCalls.outcome.missedLead')}</p>
        <TextareaField
          label={t('liveCalls.outcome.remark')}
          hint={t('liveCalls.outcome.remarkHint')}
          maxLength={1000}
          error={errors.remark ? t('liveCalls.outcome.remarkRequired') : undefined}
          {...register('remark')}
        />
        <LiveRegion politeness="assertive">
          {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" variant={completed ? 'primary' : 'danger'} busy={record.isPending}>
            {t(completed ? 'liveCalls.outcome.confirmCompleted' : 'liveCalls.outcome.confirmMissed')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('liveCalls.outcome.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
