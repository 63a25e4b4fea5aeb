import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PartnerLoginFormInput,
  type PartnerLoginForm as PartnerLoginValues,
  partnerLoginFormSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLogInPartner } from '../api/log-in-partner.ts';
import { LoginForm } from './login-form.tsx';

/** An SME partner's login at /partner: Partner ID and password. */
export function PartnerLoginForm({ headingId }: { readonly headingId: string }) {
  const { t } = useT();
  const logIn = useLogInPartner();
  const errorText = useFieldErrorText();
  const form = useForm<PartnerLoginFormInput, unknown, PartnerLoginValues>({
    resolver: zodResolver(partnerLoginFormSchema),
    defaultValues: { partnerId: '', password: '', humanCheckToken: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <LoginForm
      form={form}
      logIn={logIn}
      loginMethod="partner"
      fields={['partnerId', 'password']}
      aria-labelledby={headingId}
    >
      <TextField
        label={t('forms.partner.partnerId')}
        autoComplete="username"
        autoCapitalize="characters"
        spellCheck={false}
        aria-required="true"
        error={errorText(errors.partnerId)}
        {...register('partnerId')}
      />
    </LoginForm>
  );
}
