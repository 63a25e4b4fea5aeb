import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import {
  PASSWORD_MAX_LENGTH,
  type PasswordResetForm,
  type PasswordResetFormInput,
  passwordResetFormSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import type { To } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { NewPasswordFields } from '../../../components/ui/password-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useResetTokenCheck } from '../api/check-reset-token.ts';
import { useResetPassword } from '../api/reset-password.ts';

export interface NewPasswordFormProps {
  readonly token: string;
  /** Where to log in with the new password: the brand's landing, or the staff login. */
  readonly login: To;
  /** This page without the token, to ask for a new link. */
  readonly requestAgain: To;
}

/** Forgot password, second step (from the emailed link): the link is checked first, then the new password is set. */
export function NewPasswordForm({ token, login, requestAgain }: NewPasswordFormProps) {
  const { t } = useT();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetFormInput, unknown, PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (check.isPending) return <p role="status">{t('account.passwordReset.checkingLink')}</p>;

  if (check.isError) {
    return (
      <>
        <Alert tone="error">{check.error.message}</Alert>
        <LinkButton to={requestAgain}>{t('account.passwordReset.requestNewLink')}</LinkButton>
      </>
    );
  }

  if (reset.isSuccess) {
    return (
      <>
        <LiveRegion>
          <Alert tone="success">{reset.data.message}</Alert>
        </LiveRegion>
        <LinkButton to={login}>{t('common.actions.login')}</LinkButton>
      </>
    );
  }

  const onSubmit = handleSubmit((form) => {
    reset.mutate(
      { token, form },
      { onError: (error) => placeFieldErrors(error, setError, ['password', 'confirmPassword']) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{t('account.passwordReset.forAccount', { email: check.data.email })}</p>
      <NewPasswordFields
        label={t('forms.changePassword.newPassword')}
        password={{
          ...register('password'),
          error: errorText(errors.password, { max: PASSWORD_MAX_LENGTH }),
        }}
        confirmation={{ ...register('confirmPassword'), error: errorText(errors.confirmPassword) }}
      />
      <LiveRegion politeness="assertive">
        <FormError error={reset.error} fields={['password', 'confirmPassword']} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={reset.isPending}>
          {reset.isPending ? t('common.status.sending') : t('account.passwordReset.save')}
        </Button>
        {reset.isError ? (
          <LinkButton variant="secondary" to={requestAgain}>
            {t('account.passwordReset.requestNewLink')}
          </LinkButton>
        ) : null}
      </FormActions>
    </form>
  );
}
