import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { HumanCheck } from '../../../components/human-check/human-check.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { placeFieldErrors, useFieldErrorText } from '../../../lib/form-errors.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogIn } from '../api/log-in.ts';
import styles from './auth.module.css';
import { ServerError, useOpenSession } from './form-parts.tsx';

const [, , staffSchema] = loginFormSchema.options;
type StaffInput = z.input<typeof staffSchema>;
type StaffOutput = z.output<typeof staffSchema>;

/** Group staff log in with their company email (the staff tab and the /staff page). */
export function StaffLoginForm({ showLead = true }: { readonly showLead?: boolean }) {
  const { t } = useT();
  const logIn = useLogIn();
  const openSession = useOpenSession();
  const errorText = useFieldErrorText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<StaffInput, unknown, StaffOutput>({
    resolver: zodResolver(staffSchema),
    defaultValues: { tab: 'staff', email: '', password: '', humanCheckToken: '' },
  });

  const onSubmit = handleSubmit((values) => {
    logIn.mutate(values, {
      onSuccess: (response) => openSession(response, 'staff'),
      onError: (error) => {
        setValue('humanCheckToken', '');
        placeFieldErrors(error, setError, ['email', 'password']);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      {showLead ? <p className={styles.lead}>{t('auth.tabLead.staff')}</p> : null}
      <TextField
        label={t('forms.login.companyEmail')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        error={errorText(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('forms.fields.password')}
        type="password"
        autoComplete="current-password"
        aria-required="true"
        error={errorText(errors.password)}
        {...register('password')}
      />
      <HumanCheck control={control} name="humanCheckToken" />
      <ServerError error={logIn.error} />
      <Button type="submit" block busy={logIn.isPending} className={styles.submit}>
        {logIn.isPending ? t('auth.loggingIn') : t('auth.logIn')}
      </Button>
      <ul className={styles.links}>
        <li>
          <Link to={PAGES.staffResetPasswordRequest} onClick={closeLoginDialog}>
            {t('auth.links.forgotPassword')}
          </Link>
        </li>
        <li>
          <span className={styles.muted}>{t('auth.staffPage.noAccount')}</span>
          <Link to={PAGES.staffRegistration} onClick={closeLoginDialog}>
            {t('auth.links.staffRegister')}
          </Link>
        </li>
      </ul>
    </form>
  );
}
