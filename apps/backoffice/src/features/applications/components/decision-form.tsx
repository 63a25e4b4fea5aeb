import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Decision,
  type DecisionRequest,
  formatRinggit,
  INDIVIDUAL_PRODUCT,
  type OfficerApplication,
  REFER_BACK_STEPS,
  REJECTION_COOLING_OFF_MONTHS,
} from '@sinar/domain';
import { useState } from 'react';
import { type Control, type Resolver, useController, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, CheckboxGroup, SelectField, TextareaField } from '../../../components/ui/field.tsx';
import { RinggitField } from '../../../components/ui/ringgit-field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import { useDecide } from '../api/decide.ts';
import styles from './application.module.css';
import { ConfirmStep } from './confirm-step.tsx';
import { type DecisionFormValues, decisionDefaults, decisionFormSchema } from './decision-schema.ts';

function tenureOptions(applied: number | undefined): number[] {
  const months: number[] = [];
  const { minTenureMonths, maxTenureMonths, tenureStepMonths } = INDIVIDUAL_PRODUCT;
  for (let month = minTenureMonths; month <= maxTenureMonths; month += tenureStepMonths) months.push(month);
  return applied !== undefined && !months.includes(applied)
    ? [...months, applied].sort((a, b) => a - b)
    : months;
}

/** The tenure as a number of months: a controlled select, so the form holds a number and the select shows it. */
function TenureField({
  control,
  applied,
  error,
}: {
  readonly control: Control<DecisionFormValues>;
  readonly applied: number | undefined;
  readonly error?: string;
}) {
  const { t } = useT();
  const { field } = useController({ name: 'tenureMonths', control });
  return (
    <SelectField
      label={t('decisions.tenure')}
      error={error}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value === undefined ? '' : String(field.value)}
      onChange={(event) =>
        field.onChange(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))
      }
    >
      {field.value === undefined ? <option value="">{t('decisions.chooseTenure')}</option> : null}
      {tenureOptions(applied).map((months) => (
        <option key={months} value={months}>
          {t('common.months', { months })}
        </option>
      ))}
    </SelectField>
  );
}

/** What the confirmation repeats of the decision before it is sent. */
function DecisionSummary({ request }: { readonly request: DecisionRequest }) {
  const { t, language } = useT();
  return (
    <dl className={styles.summary}>
      {request.decision === 'approve' ? (
        <>
          <dt>{t('decisions.amount')}</dt>
          <dd>{formatRinggit(request.amountSen, language)}</dd>
          <dt>{t('decisions.tenure')}</dt>
          <dd>{t('common.months', { months: request.tenureMonths })}</dd>
        </>
      ) : null}
      {request.decision === 'referBack' ? (
        <>
          <dt>{t('decisions.steps')}</dt>
          <dd>{request.steps.map((step) => t(`steps.${step}`)).join(', ')}</dd>
        </>
      ) : null}
      <dt>{t('decisions.remark')}</dt>
      <dd className={styles.remark}>{request.remark}</dd>
    </dl>
  );
}

/**
 * One decision's form: the remark (always required), the amount and tenure of an approval (prefilled with what was
 * applied for, within the maximum), the steps of a refer-back; then a confirmation, then the server's answer.
 */
export function DecisionForm({
  decision,
  view,
  onDone,
}: {
  readonly decision: Decision;
  readonly view: OfficerApplication;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const errorText = useFieldErrorText();
  const decide = useDecide(view.application.id);
  const [pending, setPending] = useState<DecisionRequest | null>(null);
  const maximum = view.eligibility.maxEligibleAmountSen;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DecisionFormValues>({
    resolver: zodResolver(decisionFormSchema(maximum)) as unknown as Resolver<DecisionFormValues>,
    defaultValues: decisionDefaults(decision, view.application),
  });

  if (pending) {
    return (
      <ConfirmStep
        title={t(`decisions.${decision}.confirmTitle`, { applicationNo: view.application.applicationNo })}
        confirmText={t(`decisions.${decision}.confirm`)}
        danger={decision === 'reject'}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={() =>
          decide.mutate(pending, {
            onSuccess: (response) => onDone(response.message),
          })
        }
        onBack={() => {
          decide.reset();
          setPending(null);
        }}
      >
        <DecisionSummary request={pending} />
        <p>{t(`decisions.${decision}.consequence`, { months: REJECTION_COOLING_OFF_MONTHS })}</p>
      </ConfirmStep>
    );
  }

  const submit = handleSubmit((values) => setPending(values as unknown as DecisionRequest));

  return (
    <form onSubmit={submit} noValidate className={styles.decisionForm}>
      <h3>{t(`decisions.${decision}.title`)}</h3>
      <p className="muted">{t(`decisions.${decision}.lead`, { months: REJECTION_COOLING_OFF_MONTHS })}</p>
      {decision === 'approve' ? (
        <>
          <RinggitField
            name="amountSen"
            control={control}
            label={t('decisions.amountInRinggit')}
            hint={t('decisions.maximum', { amount: formatRinggit(maximum, language) })}
            error={errorText(errors.amountSen, 'decisions.errors.amount', {
              max: formatRinggit(maximum, language),
              step: formatRinggit(INDIVIDUAL_PRODUCT.amountStepSen, language),
            })}
          />
          <TenureField
            control={control}
            applied={view.application.form.tenureMonths}
            error={errorText(errors.tenureMonths, 'decisions.errors.tenure')}
          />
        </>
      ) : null}
      {decision === 'referBack' ? (
        <CheckboxGroup
          legend={t('decisions.stepsToRedo')}
          hint={t('decisions.stepsHint')}
          error={errorText(errors.steps as never, 'decisions.errors.steps')}
        >
          {REFER_BACK_STEPS.map((step) => (
            <CheckboxField key={step} label={t(`steps.${step}`)} value={step} {...register('steps')} />
          ))}
        </CheckboxGroup>
      ) : null}
      <TextareaField
        label={t('decisions.remark')}
        hint={t('decisions.remarkHint')}
        maxLength={1000}
        error={errorText(errors.remark, 'decisions.errors.remark')}
        {...register('remark')}
      />
      <Button type="submit">{t('decisions.continue')}</Button>
    </form>
  );
}
