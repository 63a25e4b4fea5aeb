import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PartnerLoginFormInput,
  type PartnerLoginForm as PartnerLoginValues,
  partnerLoginFormSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { HumanCheck } from '../../../components/human-check/human-check.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { placeFieldErrors, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogInPartner } from '../api/log-in-partner.ts';
import styles from './auth.module.css';
import { ServerError, useOpenSession } from './form-parts.tsx';

/** An SME partner's login at /partner: Partner ID and password. */
export function PartnerLoginForm({ headingId }: { readonly headingId: string }) {
  const { t } = useT();
  const logIn = useLogInPartner();
  const openSession = useOpenSession();
  const errorText = useFieldErrorText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<PartnerLoginFormInput, unknown, PartnerLoginValues>({
    resolver: zodResolver(partnerLoginFormSchema),
    defaultValues: { partnerId: '', password: '', humanCheckToken: '' },
  });

  const onSubmit = handleSubmit((values) => {
    logIn.mutate(values, {
      onSuccess: (response) => openSession(response, 'partner'),
      onError: (error) => {
        setValue('humanCheckToken', '');
        placeFieldErrors(error, setError, ['partnerId', 'password']);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby={headingId}>
      <TextField
        label={t('forms.partner.partnerId')}
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        aria-required="true"
        error={errorText(errors.partnerId)}
        {...register('partnerId')}
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
    </form>
  );
}
