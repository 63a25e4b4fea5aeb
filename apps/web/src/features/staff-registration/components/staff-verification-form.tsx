import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import { STAFF_EMAIL_DOMAIN, staffVerificationWithEmailFormSchema } from '@sinar/domain';
import { type Path, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useRegisterStaff } from '../api/register-staff.ts';
import { useVerifyStaffEmail } from '../api/verify-staff-email.ts';
import { forgetRegistration, pendingRegistration } from './pending-registration.ts';
import styles from './staff.module.css';
import type { VerificationState } from './staff-registration-form.tsx';

/** The code, and the company email it went to (asked for when the page was opened on its own). */
type VerificationForm = z.input<typeof staffVerificationWithEmailFormSchema>;
const FIELDS: readonly Path<VerificationForm>[] = ['email', 'code'];

function emailOfState(state: unknown): string | null {
  const email = (state as Partial<VerificationState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** Staff registration, second step: the 6-digit code from the company email; once verified, on to the login. */
export function StaffVerificationForm() {
  const { t, language } = useT();
  const location = useLocation();
  const knownEmail = emailOfState(location.state);
  const errorText = useFieldErrorText();
  const verification = useVerifyStaffEmail();
  const resend = useRegisterStaff();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VerificationForm, unknown, z.output<typeof staffVerificationWithEmailFormSchema>>({
    resolver: zodResolver(staffVerificationWithEmailFormSchema),
    defaultValues: { email: knownEmail ?? '', code: '' },
  });
  const lang = languageFromSearch(location.search);
  const keepLanguage = lang ? `?${LANGUAGE_QUERY_PARAM}=${lang}` : '';
  const pending = knownEmail ? pendingRegistration(knownEmail) : null;

  const onSubmit = handleSubmit((values) => {
    resend.reset();
    verification.mutate(values, {
      onSuccess: () => forgetRegistration(),
      onError: (error) => placeFieldErrors(error, setError, FIELDS),
    });
  });

  if (verification.isSuccess) {
    return (
      <>
        <LiveRegion>
          <Alert tone="success" title={verification.data.message}>
            {t('account.staff.verified')}
          </Alert>
        </LiveRegion>
        <LinkButton to={{ pathname: PAGES.staffLogin, search: keepLanguage }}>
          {t('account.staff.goToLogin')}
        </LinkButton>
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{knownEmail ? t('success.codeSent', { email: knownEmail }) : t('account.staff.enterCode')}</p>
      {knownEmail ? null : (
        <TextField
          label={t('forms.staffRegistration.companyEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          maxLength={254}
          error={errorText(errors.email, { domain: STAFF_EMAIL_DOMAIN })}
          {...register('email')}
        />
      )}
      <TextField
        label={t('forms.staffVerification.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-required="true"
        maxLength={6}
        className={styles.code}
        error={errorText(errors.code)}
        {...register('code')}
      />
      <LiveRegion>{resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}</LiveRegion>
      <LiveRegion politeness="assertive">
        <FormError error={verification.error} fields={FIELDS} />
        <FormError error={resend.error} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={verification.isPending}>
          {verification.isPending ? t('common.status.sending') : t('account.code.verify')}
        </Button>
        {pending ? (
          <Button
            variant="secondary"
            busy={resend.isPending}
            onClick={() => {
              verification.reset();
              resend.mutate({ form: pending, language });
            }}
          >
            {t('account.code.resend')}
          </Button>
        ) : (
          <LinkButton variant="secondary" to={{ pathname: PAGES.staffRegistration, search: keepLanguage }}>
            {t('account.staff.registerAgain')}
          </LinkButton>
        )}
      </FormActions>
    </form>
  );
}
