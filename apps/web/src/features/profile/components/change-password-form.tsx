import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
  PASSWORD_MAX_LENGTH,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { NewPasswordFields, PasswordField } from '../../../components/ui/password-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (spec 000 section 5): the old one, then the new one twice. `partnerId` for an SME partner;
 * `onChanged` is told once the new password is set.
 */
export function ChangePasswordForm({
  partnerId,
  onChanged,
}: {
  readonly partnerId?: string;
  readonly onChanged?: (message: string) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((form) => {
    change.mutate(partnerId === undefined ? { form } : { form, partnerId }, {
      onSuccess: (response) => {
        reset(EMPTY);
        onChanged?.(response.message);
      },
      onError: (error) => placeFieldErrors(error, setError, FIELDS),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <LiveRegion>{change.isSuccess ? <Alert tone="success">{change.data.message}</Alert> : null}</LiveRegion>
      <PasswordField
        purpose="current"
        label={t('forms.changePassword.oldPassword')}
        error={errorText(errors.oldPassword, { max: PASSWORD_MAX_LENGTH })}
        {...register('oldPassword')}
      />
      <NewPasswordFields
        label={t('forms.changePassword.newPassword')}
        password={{
          ...register('newPassword'),
          error: errorText(errors.newPassword, { max: PASSWORD_MAX_LENGTH }),
        }}
        confirmation={{ ...register('confirmPassword'), error: errorText(errors.confirmPassword) }}
      />
      <LiveRegion politeness="assertive">
        <FormError error={change.error} fields={FIELDS} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t('common.status.sending') : t('forms.changePassword.title')}
        </Button>
      </FormActions>
    </form>
  );
}
