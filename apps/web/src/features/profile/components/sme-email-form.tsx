import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { type EmailChangeForm, emailChangeFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useChangeEmail } from '../api/change-email.ts';

export interface SmeEmailFormProps {
  readonly userId: string;
  readonly currentEmail: string | null;
  readonly profileKey: readonly unknown[];
  /** The code went to the new address: the page shows the code step. */
  readonly onCodeSent: () => void;
}

/** A partner's new email: a code goes to it, and the email changes once the code is typed back. */
export function SmeEmailForm({ userId, currentEmail, profileKey, onCodeSent }: SmeEmailFormProps) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const change = useChangeEmail(profileKey);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailChangeForm>({
    resolver: zodResolver(emailChangeFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    change.mutate(
      { userId, email },
      {
        onSuccess: () => {
          reset({ email: '' });
          onCodeSent();
        },
        onError: (error) => placeFieldErrors(error, setError, ['email']),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      {currentEmail ? <p>{t('account.sme.currentEmail', { email: currentEmail })}</p> : null}
      <TextField
        label={t('account.sme.newEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-required="true"
        maxLength={254}
        error={errorText(errors.email)}
        {...register('email')}
      />
      <LiveRegion politeness="assertive">
        <FormError error={change.error} fields={['email']} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t('common.status.sending') : t('account.sme.sendCode')}
        </Button>
      </FormActions>
    </form>
  );
}
