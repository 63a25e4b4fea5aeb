import { zodResolver } from '@hookform/resolvers/zod';
import type { OfficerApplication } from '@sinar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { type CancelRequest, cancelRequestSchema, useCancelApplication } from '../api/cancel-application.ts';
import styles from './application.module.css';
import { ConfirmStep } from './confirm-step.tsx';

/** The admin's cancel: a required remark, a confirmation, then the server's answer. */
export function CancelForm({
  view,
  onDone,
}: {
  readonly view: OfficerApplication;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const cancel = useCancelApplication(view.application.id);
  const [pending, setPending] = useState<CancelRequest | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelRequest>({ resolver: zodResolver(cancelRequestSchema), defaultValues: { remark: '' } });

  if (pending) {
    return (
      <ConfirmStep
        title={t('decisions.cancel.confirmTitle', { applicationNo: view.application.applicationNo })}
        confirmText={t('decisions.cancel.confirm')}
        danger
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(pending, { onSuccess: (response) => onDone(response.message) })}
        onBack={() => {
          cancel.reset();
          setPending(null);
        }}
      >
        <dl className={styles.summary}>
          <dt>{t('decisions.remark')}</dt>
          <dd className={styles.remark}>{pending.remark}</dd>
        </dl>
        <p>{t('decisions.cancel.consequence')}</p>
      </ConfirmStep>
    );
  }

  return (
    <form onSubmit={handleSubmit(setPending)} noValidate className={styles.decisionForm}>
      <h3>{t('decisions.cancel.title')}</h3>
      <p className="muted">{t('decisions.cancel.lead')}</p>
      <TextareaField
        label={t('decisions.remark')}
        hint={t('decisions.remarkHint')}
        maxLength={1000}
        error={errorText(errors.remark, 'decisions.errors.remark')}
        {...register('remark')}
      />
      <Button type="submit" variant="danger">
        {t('decisions.continue')}
      </Button>
    </form>
  );
}
