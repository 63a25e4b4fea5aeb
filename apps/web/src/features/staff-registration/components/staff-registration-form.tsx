import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  STAFF_EMAIL_DOMAIN,
  type StaffRegistrationFormInput,
  type StaffRegistrationForm as StaffRegistrationFormOutput,
  staffRegistrationFormSchema,
} from '@sinar/domain';
import { type Path, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { NewPasswordFields } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useRegisterStaff } from '../api/register-staff.ts';
import { rememberRegistration } from './pending-registration.ts';
import styles from './staff.module.css';

const schema = staffRegistrationFormSchema({ companyEmailDomain: STAFF_EMAIL_DOMAIN });
const FIELDS: readonly Path<StaffRegistrationFormInput>[] = ['name', 'email', 'password', 'confirmPassword'];

/** What the verification page is told: the address the code went to. */
export interface VerificationState {
  readonly email: string;
}

/** Staff registration (spec 001 section 3): only a mailbox of the group's domain may register. */
export function StaffRegistrationForm() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const errorText = useFieldErrorText();
  const registration = useRegisterStaff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffRegistrationFormInput, unknown, StaffRegistrationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const lang = languageFromSearch(search);
  const keepLanguage = lang ? `?${LANGUAGE_QUERY_PARAM}=${lang}` : '';

  const onSubmit = handleSubmit((form) => {
    registration.mutate(
      { form, language },
      {
        onSuccess: () => {
          rememberRegistration(form);
          const state: VerificationState = { email: form.email };
          navigate({ pathname: PAGES.staffVerification, search: keepLanguage }, { state });
        },
        onError: (error) => placeFieldErrors(error, setError, FIELDS),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField
        label={t('forms.staffRegistration.name')}
        autoComplete="name"
        aria-required="true"
        maxLength={NAME_MAX_LENGTH}
        error={errorText(errors.name, { max: NAME_MAX_LENGTH })}
        {...register('name')}
      />
      <TextField
        label={t('forms.staffRegistration.companyEmail')}
        description={t('account.staff.emailHint', { domain: STAFF_EMAIL_DOMAIN })}
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-required="true"
        maxLength={254}
        error={errorText(errors.email, { domain: STAFF_EMAIL_DOMAIN })}
        {...register('email')}
      />
      <NewPasswordFields
        label={t('forms.fields.password')}
        password={{
          ...register('password'),
          error: errorText(errors.password, { max: PASSWORD_MAX_LENGTH }),
        }}
        confirmation={{ ...register('confirmPassword'), error: errorText(errors.confirmPassword) }}
      />
      <LiveRegion politeness="assertive">
        <FormError error={registration.error} fields={FIELDS} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={registration.isPending}>
          {registration.isPending ? t('common.status.sending') : t('common.actions.register')}
        </Button>
      </FormActions>
      <p className={styles.aside}>
        {t('account.staff.haveAccount')}{' '}
        <Link to={{ pathname: PAGES.staffLogin, search: keepLanguage }}>{t('common.actions.login')}</Link>
      </p>
    </form>
  );
}
