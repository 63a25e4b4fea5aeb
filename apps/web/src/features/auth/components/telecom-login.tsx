import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@sinar/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogIn } from '../api/log-in.ts';
import styles from './auth.module.css';
import { LoginForm } from './login-form.tsx';
import { TemporaryPasswordForm, type TemporaryPasswordPurpose } from './temporary-password-form.tsx';

const [telecomSchema] = loginFormSchema.options;
type TelecomInput = z.input<typeof telecomSchema>;
type TelecomOutput = z.output<typeof telecomSchema>;

interface PasswordSent {
  readonly phoneNo: string;
  readonly message: string;
}

type View =
  | { readonly kind: 'login'; readonly sent?: PasswordSent }
  | { readonly kind: TemporaryPasswordPurpose };

/**
 * The telecom customer's tab: phone number and password; or, for a first login or a forgotten password, the phone
 * number alone, to get a temporary password by SMS, after which the login form comes back with the number filled in.
 */
export function TelecomLogin() {
  const [view, setView] = useState<View>({ kind: 'login' });
  const [phoneNo, setPhoneNo] = useState('');

  if (view.kind !== 'login') {
    return (
      <TemporaryPasswordForm
        purpose={view.kind}
        defaultPhoneNo={phoneNo}
        onSent={(sentTo, message) => {
          setPhoneNo(sentTo);
          setView({ kind: 'login', sent: { phoneNo: sentTo, message } });
        }}
        onBack={() => setView({ kind: 'login' })}
      />
    );
  }
  return (
    <TelecomLoginForm
      defaultPhoneNo={phoneNo}
      sent={view.sent}
      onRequestPassword={(purpose, typed) => {
        setPhoneNo(typed);
        setView({ kind: purpose });
      }}
    />
  );
}

function TelecomLoginForm({
  defaultPhoneNo,
  sent,
  onRequestPassword,
}: {
  readonly defaultPhoneNo: string;
  readonly sent?: PasswordSent;
  readonly onRequestPassword: (purpose: TemporaryPasswordPurpose, phoneNo: string) => void;
}) {
  const { t } = useT();
  const logIn = useLogIn();
  const errorText = useFieldErrorText();
  const form = useForm<TelecomInput, unknown, TelecomOutput>({
    resolver: zodResolver(telecomSchema),
    defaultValues: { tab: 'telecom', phoneNo: defaultPhoneNo, password: '', humanCheckToken: '' },
  });
  const {
    register,
    getValues,
    setFocus,
    formState: { errors },
  } = form;

  // Back from sending a temporary password: the number is filled in, the password is what comes next.
  useEffect(() => {
    if (sent) setFocus('password');
  }, [sent, setFocus]);

  return (
    <LoginForm
      form={form}
      logIn={logIn}
      loginMethod="telecom"
      fields={['phoneNo', 'password']}
      links={
        <>
          <li>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onRequestPassword('firstLogin', getValues('phoneNo'))}
            >
              {t('auth.links.firstLogin')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onRequestPassword('resetPassword', getValues('phoneNo'))}
            >
              {t('auth.links.forgotPassword')}
            </button>
          </li>
        </>
      }
    >
      <p className={styles.lead}>{t('auth.tabLead.telecom')}</p>
      <LiveRegion>
        {sent ? (
          <Alert tone="success" title={sent.message}>
            {t('auth.temporaryPassword.sentHint', { phoneNo: sent.phoneNo })}
          </Alert>
        ) : null}
      </LiveRegion>
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
    </LoginForm>
  );
}
