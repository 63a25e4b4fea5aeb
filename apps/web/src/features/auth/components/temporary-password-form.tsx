import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import {
  type TemporaryPasswordFormInput,
  type TemporaryPasswordForm as TemporaryPasswordValues,
  temporaryPasswordFormSchema,
} from '@sinar/domain';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { HumanCheck } from '../../../components/human-check/human-check.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useResetTelecomPassword } from '../api/reset-telecom-password.ts';
import { useSendFirstLoginPassword } from '../api/send-first-login-password.ts';
import styles from './auth.module.css';
import { ServerError } from './form-parts.tsx';

export type TemporaryPasswordPurpose = 'firstLogin' | 'resetPassword';

const TEXTS = {
  firstLogin: {
    title: 'auth.temporaryPassword.firstLoginTitle',
    lead: 'auth.temporaryPassword.firstLoginLead',
  },
  resetPassword: { title: 'auth.temporaryPassword.resetTitle', lead: 'auth.temporaryPassword.resetLead' },
} as const;

/**
 * 'First time logging in?' and 'Forgot password?' of the telecom tab: the phone number of the telecom account and
 * the human check; a temporary password goes out by SMS ('Password sent').
 */
export function TemporaryPasswordForm({
  purpose,
  defaultPhoneNo,
  onSent,
  onBack,
}: {
  readonly purpose: TemporaryPasswordPurpose;
  readonly defaultPhoneNo: string;
  readonly onSent: (phoneNo: string, message: string) => void;
  readonly onBack: () => void;
}) {
  const { t } = useT();
  const firstLogin = useSendFirstLoginPassword();
  const reset = useResetTelecomPassword();
  const send = purpose === 'firstLogin' ? firstLogin : reset;
  const errorText = useFieldErrorText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TemporaryPasswordFormInput, unknown, TemporaryPasswordValues>({
    resolver: zodResolver(temporaryPasswordFormSchema),
    defaultValues: { phoneNo: defaultPhoneNo, humanCheckToken: '' },
  });

  // A new view inside the same tab: start reading it from its heading.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: (response) => onSent(values.phoneNo, response.message),
      onError: (error) => {
        setValue('humanCheckToken', '');
        placeFieldErrors(error, setError, ['phoneNo']);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.viewHeading}>
        {t(TEXTS[purpose].title)}
      </h3>
      <p className={styles.lead}>{t(TEXTS[purpose].lead)}</p>
      <TextField
        label={t('forms.fields.phoneNo')}
        description={t('forms.fields.phoneNoHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-required="true"
        error={errorText(errors.phoneNo)}
        {...register('phoneNo')}
      />
      <HumanCheck control={control} name="humanCheckToken" />
      <ServerError error={send.error} />
      <Button type="submit" block busy={send.isPending} className={styles.submit}>
        {send.isPending ? t('auth.temporaryPassword.sending') : t('auth.temporaryPassword.send')}
      </Button>
      <ul className={styles.links}>
        <li>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            {t('auth.temporaryPassword.backToLogin')}
          </button>
        </li>
      </ul>
    </form>
  );
}
