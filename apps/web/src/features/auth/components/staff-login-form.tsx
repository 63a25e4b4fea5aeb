import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogIn } from '../api/log-in.ts';
import styles from './auth.module.css';
import { LoginForm } from './login-form.tsx';

const [, , staffSchema] = loginFormSchema.options;
type StaffInput = z.input<typeof staffSchema>;
type StaffOutput = z.output<typeof staffSchema>;

/** Group staff log in with their company email (the staff tab and the /staff page). */
export function StaffLoginForm({ showLead = true }: { readonly showLead?: boolean }) {
  const { t } = useT();
  const logIn = useLogIn();
  const errorText = useFieldErrorText();
  const form = useForm<StaffInput, unknown, StaffOutput>({
    resolver: zodResolver(staffSchema),
    defaultValues: { tab: 'staff', email: '', password: '', humanCheckToken: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <LoginForm
      form={form}
      logIn={logIn}
      loginMethod="staff"
      fields={['email', 'password']}
      links={
        <>
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
        </>
      }
    >
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
    </LoginForm>
  );
}
