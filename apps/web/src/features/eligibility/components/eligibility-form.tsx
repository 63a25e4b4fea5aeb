import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors, SERVER_ERROR } from '@sinar/client/field-errors';
import {
  CAMPAIGN_CODE_MAX_LENGTH,
  CUSTOM_REASON_MAX_LENGTH,
  type EligibilityCheckForm,
  type EligibilityCheckFormInput,
  eligibilityCheckFormSchema,
  formatRinggit,
  OTHER_LOAN_REASON_ID,
} from '@sinar/domain';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldRow, FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { RinggitField } from '../../../components/ui/ringgit-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { amountOptionsSen, numberOrUndefined, tenureOptions } from '../../../lib/loan-options.ts';
import { useMasterList } from '../../../lib/master-lists.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useCheckEligibility } from '../api/check-eligibility.ts';
import { RESULT_PARAM, storeEligibilityResult } from './result-store.ts';

const FIELDS: readonly Path<EligibilityCheckFormInput>[] = [
  'campaignCode',
  'amountSen',
  'tenureMonths',
  'loanReasonId',
  'customReason',
  'netSalarySen',
];

/**
 * The quick check (spec 000 sections 2, 3 and 5), validated with the domain's schema. The server judges it and says
 * whether the code is valid; its answer goes to the result page in the router state and in session storage.
 */
export function EligibilityForm({ userId }: { readonly userId: string }) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const { variant, path } = useVariant();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const reasons = useMasterList('loanReason', variant);
  const check = useCheckEligibility();
  const form = useForm<EligibilityCheckFormInput, unknown, EligibilityCheckForm>({
    resolver: zodResolver(eligibilityCheckFormSchema),
    defaultValues: { campaignCode: '', loanReasonId: '', customReason: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    check.mutate(
      { ...values, applicationType: variant },
      {
        onSuccess: (result) => {
          storeEligibilityResult(userId, result);
          const outcome = result.eligible ? RESULT_PARAM.eligible : RESULT_PARAM.notEligible;
          navigate(path(PAGES.eligibilityResult).replace('{result}', outcome), { state: { result } });
        },
        onError: (error) => placeFieldErrors(error, setError, FIELDS),
      },
    );
  });

  const isOther = watch('loanReasonId') === OTHER_LOAN_REASON_ID;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        <FormSection title={t('apply.eligibility.loanSection')}>
          <FieldRow>
            <SelectField
              label={tr('loan.amount')}
              aria-required="true"
              placeholder={t('apply.common.select')}
              options={amountOptionsSen().map((amount) => ({
                value: String(amount),
                label: formatRinggit(amount, language, { wholeRinggit: true }),
              }))}
              error={errorText(errors.amountSen)}
              {...register('amountSen', { setValueAs: numberOrUndefined })}
            />
            <SelectField
              label={tr('loan.tenure')}
              aria-required="true"
              placeholder={t('apply.common.select')}
              options={tenureOptions().map((months) => ({
                value: String(months),
                label: tr('loan.tenureMonths', { count: months }),
              }))}
              error={errorText(errors.tenureMonths)}
              {...register('tenureMonths', { setValueAs: numberOrUndefined })}
            />
          </FieldRow>
          <SelectField
            label={tr('forms.fields.loanReason')}
            aria-required="true"
            placeholder={reasons.isPending ? tr('common.status.loading') : t('apply.common.select')}
            options={(reasons.data ?? []).map((reason) => ({
              value: reason.code,
              label: reason.name,
            }))}
            description={
              reasons.isError ? (
                <span role="alert">
                  {t('apply.common.listFailed')}{' '}
                  <Button variant="ghost" size="small" onClick={() => void reasons.refetch()}>
                    {tr('common.actions.retry')}
                  </Button>
                </span>
              ) : undefined
            }
            error={errorText(errors.loanReasonId)}
            {...register('loanReasonId')}
          />
          {isOther ? (
            <TextField
              label={tr('forms.fields.customReason')}
              aria-required="true"
              maxLength={CUSTOM_REASON_MAX_LENGTH}
              error={errorText(errors.customReason, { max: CUSTOM_REASON_MAX_LENGTH })}
              {...register('customReason')}
            />
          ) : null}
        </FormSection>

        <FormSection title={t('apply.eligibility.incomeSection')}>
          <RinggitField<EligibilityCheckFormInput>
            name="netSalarySen"
            label={tr('forms.fields.netSalary')}
            description={t('apply.eligibility.netSalaryHint')}
            error={errorText(errors.netSalarySen)}
          />
        </FormSection>

        <FormSection title={t('apply.eligibility.codeSection')}>
          <TextField
            label={tr('forms.eligibility.campaignCode')}
            description={t('apply.eligibility.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={CAMPAIGN_CODE_MAX_LENGTH}
            error={errorText(errors.campaignCode, { max: CAMPAIGN_CODE_MAX_LENGTH })}
            {...register('campaignCode', {
              onChange: () => {
                if (form.formState.errors.campaignCode?.type === SERVER_ERROR) clearErrors('campaignCode');
              },
            })}
          />
          <LiveRegion politeness="assertive">
            <FormError error={check.error} fields={FIELDS} />
          </LiveRegion>
          <FormActions>
            <Button type="submit" busy={check.isPending}>
              {check.isPending ? t('apply.eligibility.checking') : t('apply.eligibility.submit')}
            </Button>
          </FormActions>
        </FormSection>
      </form>
    </FormProvider>
  );
}
