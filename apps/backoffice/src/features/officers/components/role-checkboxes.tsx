import { OFFICER_ROLES } from '@sinar/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, CheckboxGroup } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The officer's roles, one checkbox each; the form holds the ticked ones as an array. */
export function RoleCheckboxes({
  registration,
  error,
}: {
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
}) {
  const { t } = useT();
  return (
    <CheckboxGroup legend={t('officers.roles')} hint={t('officers.rolesHint')} error={error}>
      {OFFICER_ROLES.map((role) => (
        <CheckboxField key={role} label={t(`roles.${role}`)} value={role} {...registration} />
      ))}
    </CheckboxGroup>
  );
}
