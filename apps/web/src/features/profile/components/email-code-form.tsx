import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { type EmailVerificationCodeForm, emailVerificationCodeFormSchema } from '@sinar/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import styles from './profile.module.css';

export interface EmailCodeFormProps {
  readonly userId: string;
  /** The new address waiting for its code. */
  readonly pendingEmail: string;
  /** The query of the account, read again once the email has changed. */
  readonly profileKey: readonly unknown[];
  readonly onVerified: (message: string) => void;
  /** Puts the focus in the code box, when the step appears right after the email was changed. */
  readonly focusOnMount?: boolean;
}

/** A new email takes effect once the 6-digit code sent to it is typed back; the code can be sent again. */
export function EmailCodeForm({
  userId,
  pendingEmail,
  profileKey,
  onVerified,
  focusOnMount,
}: EmailCodeFormProps) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const verify = useVerifyEmail(profileKey);
  const resend = useChangeEmail(profileKey);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<EmailVerificationCodeForm>({
    resolver: zodResolver(emailVerificationCodeFormSchema),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(({ code }) => {
    resend.reset();
    verify.mutate(
      { userId, code },
      {
        onSuccess: (answer) => onVerified(answer.message),
        onError: (error) => placeFieldErrors(error, setError, ['code']),
      },
    );
  });

  return (
    <FormSection
      title={t('account.profile.verifyEmail')}
      lead={t('success.codeSent', { email: pendingEmail })}
    >
      <form noValidate onSubmit={onSubmit}>
        <TextField
          label={t('forms.emailChange.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required="true"
          maxLength={6}
          className={styles.code}
          error={errorText(errors.code)}
          {...register('code')}
        />
        <LiveRegion>
          {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
        </LiveRegion>
        <LiveRegion politeness="assertive">
          <FormError error={verify.error} fields={['code']} />
          <FormError error={resend.error} />
        </LiveRegion>
        <FormActions>
          <Button type="submit" busy={verify.isPending}>
            {verify.isPending ? t('common.status.sending') : t('account.code.verify')}
          </Button>
          <Button
            variant="secondary"
            busy={resend.isPending}
            onClick={() => {
              verify.reset();
              resend.mutate({ userId, email: pendingEmail });
            }}
          >
            {t('account.code.resend')}
          </Button>
        </FormActions>
      </form>
    </FormSection>
  );
}
