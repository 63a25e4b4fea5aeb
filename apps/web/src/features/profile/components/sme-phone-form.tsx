import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { type SmeUserUpdateRequest, smeUserUpdateRequestSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useUpdateSmePhone } from '../api/update-sme-phone.ts';

export function SmePhoneForm({
  userId,
  phoneNo,
}: {
  readonly userId: string;
  readonly phoneNo: string | null;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateSmePhone();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SmeUserUpdateRequest>({
    resolver: zodResolver(smeUserUpdateRequestSchema),
    defaultValues: { phoneNo: phoneNo ?? '' },
  });

  const onSubmit = handleSubmit((form) => {
    update.mutate(
      { userId, phoneNo: form.phoneNo },
      { onError: (error) => placeFieldErrors(error, setError, ['phoneNo']) },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <LiveRegion>
        {update.isSuccess ? <Alert tone="success">{t('success.updated')}</Alert> : null}
      </LiveRegion>
      <TextField
        label={t('forms.fields.phoneNo')}
        description={t('forms.fields.phoneNoHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-required="true"
        maxLength={15}
        error={errorText(errors.phoneNo)}
        {...register('phoneNo')}
      />
      <LiveRegion politeness="assertive">
        <FormError error={update.error} fields={['phoneNo']} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('common.status.sending') : t('account.sme.savePhone')}
        </Button>
      </FormActions>
    </form>
  );
}
