import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OfficerLoginChallenge,
  type OfficerLoginRequest,
  officerLoginRequestSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogIn } from '../api/log-in.ts';

/** Step 1: the work email and the password. */
export function PasswordForm({
  onChallenge,
}: {
  readonly onChallenge: (challenge: OfficerLoginChallenge) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const logIn = useLogIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OfficerLoginRequest>({ resolver: zodResolver(officerLoginRequestSchema) });

  const submit = handleSubmit((values) => logIn.mutate(values, { onSuccess: onChallenge }));

  return (
    <form onSubmit={submit} noValidate>
      <LiveRegion politeness="assertive">
        {logIn.error ? <Alert tone="error">{logIn.error.message}</Alert> : null}
      </LiveRegion>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        error={errorText(errors.email, 'login.errors.email')}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={errorText(errors.password, 'login.errors.password')}
        {...register('password')}
      />
      <Button type="submit" busy={logIn.isPending}>
        {logIn.isPending ? t('login.checking') : t('login.continue')}
      </Button>
    </form>
  );
}
