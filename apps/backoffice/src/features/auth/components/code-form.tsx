import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@sinar/client/api-error';
import { SERVER_ERROR } from '@sinar/client/field-errors';
import { type OfficerSession, officerTotpRequestSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVerifyCode } from '../api/verify-code.ts';

const codeFormSchema = officerTotpRequestSchema.pick({ code: true });
type CodeForm = { code: string };

/** Step 2: the authenticator's 6-digit code. A wrong code is said beside the field, which keeps the focus. */
export function CodeForm({
  challengeToken,
  onSession,
}: {
  readonly challengeToken: string;
  readonly onSession: (session: OfficerSession) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const verify = useVerifyCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) =>
    verify.mutate(
      { challengeToken, code },
      {
        onSuccess: onSession,
        onError: (error) =>
          setError(
            'code',
            { type: SERVER_ERROR, message: error instanceof ApiError ? error.message : t('errors.network') },
            { shouldFocus: true },
          ),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t('login.code')}
        hint={t('login.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errorText(errors.code, 'login.errors.code')}
        {...register('code')}
      />
      <Button type="submit" busy={verify.isPending}>
        {verify.isPending ? t('login.checking') : t('login.verify')}
      </Button>
    </form>
  );
}
