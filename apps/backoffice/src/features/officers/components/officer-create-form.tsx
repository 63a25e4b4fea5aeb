import { zodResolver } from '@hookform/resolvers/zod';
import { type OfficerCreateRequest, officerCreateRequestSchema } from '@sinar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCreateOfficer } from '../api/create-officer.ts';
import styles from './officers.module.css';
import { RoleCheckboxes } from './role-checkboxes.tsx';
import { TemporaryPassword } from './temporary-password.tsx';

/** A new officer: email, name and roles; then the temporary password to hand over. */
export function OfficerCreateForm({ onClose }: { readonly onClose: () => void }) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const create = useCreateOfficer();
  const [created, setCreated] = useState<Awaited<ReturnType<typeof create.mutateAsync>> | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OfficerCreateRequest>({
    resolver: zodResolver(officerCreateRequestSchema),
    defaultValues: { email: '', fullName: '', roles: [] },
  });

  if (created) {
    return (
      <TemporaryPassword officer={created.officer} password={created.temporaryPassword} onDone={onClose} />
    );
  }

  return (
    <form onSubmit={handleSubmit((values) => create.mutate(values, { onSuccess: setCreated }))} noValidate>
      <div className={styles.twoColumns}>
        <TextField
          label={t('officers.fullName')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.fullName, 'officers.errors.fullName')}
          {...register('fullName')}
        />
        <TextField
          label={t('officers.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          error={errorText(errors.email, 'officers.errors.email')}
          {...register('email')}
        />
      </div>
      <RoleCheckboxes
        registration={register('roles')}
        error={errorText(errors.roles as never, 'officers.errors.roles')}
      />
      <LiveRegion politeness="assertive">
        {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
      </LiveRegion>
      <div className={styles.actions}>
        <Button type="submit" busy={create.isPending}>
          {t('officers.create')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
