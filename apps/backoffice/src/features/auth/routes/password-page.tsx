import { zodResolver } from '@hookform/resolvers/zod';
import { type OfficerPasswordChangeRequest, officerPasswordChangeRequestSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { ROUTES } from '../../../lib/paths.ts';
import { useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { useChangePassword } from '../api/change-password.ts';
import styles from '../components/login.module.css';

/**
 * The officer's own password. After a temporary one (a new or reset officer) every other page waits for it; at
 * other times it is a choice.
 */
export function Component() {
  const { t } = useT();
  const officer = useOfficer();
  const errorText = useFieldErrorText();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OfficerPasswordChangeRequest>({
    resolver: zodResolver(officerPasswordChangeRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  return (
    <>
      <PageHeader title={t('password.title')} lead={t('password.lead')} />
      <LiveRegion>
        {change.data ? (
          <Alert tone="success" title={change.data.message}>
            <p>
              <Link to={ROUTES.queues}>{t('password.toQueues')}</Link>
            </p>
          </Alert>
        ) : null}
      </LiveRegion>
      {officer?.mustChangePassword ? (
        <Alert tone="warning">
          <p>{t('password.mustChange')}</p>
        </Alert>
      ) : null}
      {change.data ? null : (
        <form onSubmit={handleSubmit((values) => change.mutate(values))} noValidate className={styles.card}>
          <TextField
            label={t('password.current')}
            hint={t('password.currentHint')}
            type="password"
            autoComplete="current-password"
            error={errorText(errors.currentPassword, 'forms.changePassword.oldPasswordRequired')}
            {...register('currentPassword')}
          />
          <TextField
            label={t('password.new')}
            hint={t('password.newHint')}
            type="password"
            autoComplete="new-password"
            error={errorText(errors.newPassword, 'forms.changePassword.newPasswordRequired')}
            {...register('newPassword')}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            error={errorText(errors.confirmPassword, 'forms.fields.confirmPasswordRequired')}
            {...register('confirmPassword')}
          />
          <LiveRegion politeness="assertive">
            {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
          </LiveRegion>
          <Button type="submit" busy={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
