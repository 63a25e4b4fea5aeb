import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, VARIANT_RULES, type Variant } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { PAGES, pagePath } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogIn } from '../api/log-in.ts';
import styles from './auth.module.css';
import { LoginForm } from './login-form.tsx';

const [, accountSchema] = loginFormSchema.options;
type AccountInput = z.input<typeof accountSchema>;
type AccountOutput = z.output<typeof accountSchema>;

/**
 * The conventional and Islamic account tabs: the phone number or the email address of the variant's brand account,
 * and the password. A forgotten password is reset by email on the variant's own page.
 */
export function AccountLoginForm({ variant }: { readonly variant: Variant }) {
  const { t } = useT();
  const logIn = useLogIn();
  const errorText = useFieldErrorText();
  const { pathPrefix: base, wordingContext: context, accountLoginTab: tab } = VARIANT_RULES[variant];
  const form = useForm<AccountInput, unknown, AccountOutput>({
    resolver: zodResolver(accountSchema),
    defaultValues: { tab, phoneOrEmail: '', password: '', humanCheckToken: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <LoginForm
      form={form}
      logIn={logIn}
      loginMethod={tab}
      fields={['phoneOrEmail', 'password']}
      links={
        <>
          <li>
            <Link to={pagePath(base, PAGES.resetPasswordRequest)} onClick={closeLoginDialog}>
              {t('auth.links.forgotPassword')}
            </Link>
          </li>
          <li>
            <span className={styles.muted}>{t('auth.links.noAccount', { context })}</span>
            <Link to={pagePath(base, PAGES.registration)} onClick={closeLoginDialog}>
              {t('auth.links.register')}
            </Link>
          </li>
        </>
      }
    >
      <p className={styles.lead}>{t(`auth.tabLead.${tab}`)}</p>
      <TextField
        label={t('forms.login.phoneOrEmail')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        error={errorText(errors.phoneOrEmail)}
        {...register('phoneOrEmail')}
      />
    </LoginForm>
  );
}
