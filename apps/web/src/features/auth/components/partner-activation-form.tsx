import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import {
  type PartnerActivationFormInput,
  type PartnerActivationForm as PartnerActivationValues,
  partnerActivationFormSchema,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { HumanCheck } from '../../../components/human-check/human-check.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useActivatePartner } from '../api/activate-partner.ts';
import styles from './auth.module.css';
import { ServerError } from './form-parts.tsx';

/**
 * 'First time here? Get your password': the Partner ID alone. The server makes the account from the partner
 * directory and sends a temporary password by SMS to the phone number the directory holds.
 */
export function PartnerActivationForm({ headingId }: { readonly headingId: string }) {
  const { t } = useT();
  const activate = useActivatePartner();
  const errorText = useFieldErrorText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<PartnerActivationFormInput, unknown, PartnerActivationValues>({
    resolver: zodResolver(partnerActivationFormSchema),
    defaultValues: { partnerId: '', humanCheckToken: '' },
  });

  const onSubmit = handleSubmit((values) => {
    activate.mutate(values, {
      onSuccess: () => reset({ partnerId: values.partnerId, humanCheckToken: '' }),
      onError: (error) => {
        setValue('humanCheckToken', '');
        placeFieldErrors(error, setError, ['partnerId']);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby={headingId}>
      <p className={styles.lead}>{t('auth.partnerPage.activationLead')}</p>
      <LiveRegion>
        {activate.isSuccess ? (
          <Alert tone="success" title={activate.data.message}>
            {t('auth.partnerPage.activationSent', { partnerId: activate.variables.partnerId })}
          </Alert>
        ) : null}
      </LiveRegion>
      <TextField
        label={t('forms.partner.partnerId')}
        autoCapitalize="characters"
        spellCheck={false}
        aria-required="true"
        error={errorText(errors.partnerId)}
        {...register('partnerId')}
      />
      <HumanCheck control={control} name="humanCheckToken" />
      <ServerError error={activate.error} />
      <Button type="submit" variant="secondary" block busy={activate.isPending} className={styles.submit}>
        {activate.isPending ? t('auth.temporaryPassword.sending') : t('auth.partnerPage.activationSend')}
      </Button>
    </form>
  );
}
