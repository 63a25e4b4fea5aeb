import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { type PasswordResetRequestForm, passwordResetRequestFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** Forgot password, first step: the account's email; the answer never says whether it has an account. */
export function ResetRequestForm({ staff }: { readonly staff: boolean }) {
  const { t } = useT();
  const { variant } = useVariant();
  const errorText = useFieldErrorText();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequestForm>({
    resolver: zodResolver(passwordResetRequestFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(
      { email, staff, brand: variant },
      { onError: (error) => placeFieldErrors(error, setError, ['email']) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <LiveRegion>
        {request.isSuccess ? <Alert tone="success">{request.data.message}</Alert> : null}
      </LiveRegion>
      <TextField
        label={staff ? t('forms.login.companyEmail') : t('forms.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-required="true"
        maxLength={254}
        error={errorText(errors.email)}
        {...register('email')}
      />
      <LiveRegion politeness="assertive">
        <FormError error={request.error} fields={['email']} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={request.isPending}>
          {request.isPending ? t('common.status.sending') : t('account.passwordReset.sendLink')}
        </Button>
      </FormActions>
    </form>
  );
}
