import { zodResolver } from '@hookform/resolvers/zod';
import { type Officer, type OfficerRole, officerUpdateRequestSchema } from '@sinar/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateOfficer } from '../api/update-officer.ts';
import styles from './officers.module.css';
import { RoleCheckboxes } from './role-checkboxes.tsx';

interface EditValues {
  readonly roles: OfficerRole[];
  readonly active: boolean;
}

/** An officer's roles and whether they may log in. */
export function OfficerEditDialog({
  officer,
  onClose,
}: {
  readonly officer: Officer;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateOfficer(officer.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditValues>({
    resolver: zodResolver(officerUpdateRequestSchema) as unknown as Resolver<EditValues>,
    defaultValues: { roles: [...officer.roles], active: officer.active },
  });
  return (
    <Dialog title={t('officers.edit.title', { name: officer.fullName })} onClose={onClose}>
      <form onSubmit={handleSubmit((values) => update.mutate(values, { onSuccess: onClose }))} noValidate>
        <RoleCheckboxes
          registration={register('roles')}
          error={errorText(errors.roles as never, 'officers.errors.roles')}
        />
        <CheckboxField label={t('officers.edit.active')} {...register('active')} />
        <p className="muted">{t('officers.edit.activeHint')}</p>
        <LiveRegion politeness="assertive">
          {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" busy={update.isPending}>
            {t('officers.edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
