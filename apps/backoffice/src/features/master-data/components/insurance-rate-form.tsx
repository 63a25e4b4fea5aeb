import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InsuranceRate,
  type InsuranceRateForm as InsuranceRateFormValues,
  insuranceRateFormSchema,
  MAX_INSURANCE_TENURE_MONTHS,
  MIN_INSURANCE_TENURE_MONTHS,
  VARIANTS,
} from '@sinar/domain';
import { useForm } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useSetInsuranceRate } from '../api/set-insurance-rate.ts';
import { FormActions } from './form-actions.tsx';
import styles from './master-data.module.css';

/**
 * The rate and provider of a brand for a tenure. A new rate chooses its brand and tenure (a tenure without cover gets
 * one); an existing one keeps them.
 */
export function InsuranceRateForm({
  rate,
  onClose,
}: {
  readonly rate?: InsuranceRate;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const set = useSetInsuranceRate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InsuranceRateFormValues>({
    resolver: zodResolver(insuranceRateFormSchema),
    defaultValues: rate ?? { company: 'conventional', providerName: '' },
  });
  return (
    <form onSubmit={handleSubmit((values) => set.mutate(values, { onSuccess: onClose }))} noValidate>
      {rate ? null : (
        <div className={styles.twoColumns}>
          <SelectField label={t('masterData.insurance.company')} {...register('company')}>
            {VARIANTS.map((company) => (
              <option key={company} value={company}>
                {t(`masterData.companies.${company}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('masterData.insurance.tenure')}
            inputMode="numeric"
            autoComplete="off"
            min={MIN_INSURANCE_TENURE_MONTHS}
            max={MAX_INSURANCE_TENURE_MONTHS}
            error={errorText(errors.tenureMonths, 'masterData.errors.tenure')}
            {...register('tenureMonths', { valueAsNumber: true })}
          />
        </div>
      )}
      <div className={styles.twoColumns}>
        <TextField
          label={t('masterData.insurance.rate')}
          hint={t('masterData.insurance.rateHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(errors.grossRateBp, 'masterData.errors.rate')}
          {...register('grossRateBp', { valueAsNumber: true })}
        />
        <TextField
          label={t('masterData.insurance.provider')}
          autoComplete="off"
          maxLength={100}
          error={errorText(errors.providerName, 'masterData.errors.provider')}
          {...register('providerName')}
        />
      </div>
      <FormActions
        submit={set}
        submitLabel={t('masterData.insurance.set')}
        onCancel={rate ? undefined : onClose}
      />
    </form>
  );
}
