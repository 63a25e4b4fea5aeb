import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import { type TinUpdateForm, tinUpdateFormSchema } from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { type TinOwner, useUpdateTin } from '../api/update-tin.ts';
import styles from './profile.module.css';

export interface TinFormProps {
  readonly owner: TinOwner;
  readonly currentTin: string | null;
  /** The query of the account, read again to show the TIN on record. */
  readonly profileKey: readonly unknown[];
}

/** The e-invoice request: the LHDN TIN on record, and a form to give or correct it ('Please input TIN Number'). */
export function TinForm({ owner, currentTin, profileKey }: TinFormProps) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const update = useUpdateTin(profileKey);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TinUpdateForm>({
    resolver: zodResolver(tinUpdateFormSchema),
    defaultValues: { tinNumber: '' },
  });

  const onSubmit = handleSubmit((form) => {
    update.mutate({ owner, form }, { onError: (error) => placeFieldErrors(error, setError, ['tinNumber']) });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <FigureList
        className={styles.onRecord}
        figures={[{ id: 'tin', term: t('account.tin.current'), value: currentTin ?? t('account.tin.none') }]}
      />
      <LiveRegion>{update.isSuccess ? <Alert tone="success">{update.data.message}</Alert> : null}</LiveRegion>
      <TextField
        label={t('identity.tin.label')}
        description={t('account.tin.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        aria-required="true"
        maxLength={20}
        error={errorText(errors.tinNumber)}
        {...register('tinNumber')}
      />
      <LiveRegion politeness="assertive">
        <FormError error={update.error} fields={['tinNumber']} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? t('common.status.sending') : t('account.tin.save')}
        </Button>
      </FormActions>
    </form>
  );
}
