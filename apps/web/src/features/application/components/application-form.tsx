import { zodResolver } from '@hookform/resolvers/zod';
import { placeFieldErrors } from '@sinar/client/field-errors';
import {
  type ApplicationForm as ApplicationFormOutput,
  type ApplicationView,
  applicationFormSchema,
  CUSTOM_REASON_MAX_LENGTH,
  type DigitRange,
  EMAIL_MAX_LENGTH,
  formatRinggit,
  malaysianDateOf,
  NAME_MAX_LENGTH,
  OTHER_LOAN_REASON_ID,
  TEXT_MAX_LENGTH,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { FormProvider, type Path, useForm, useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldRow, FormActions, FormError, FormSection } from '../../../components/ui/form-section.tsx';
import { RinggitField } from '../../../components/ui/ringgit-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { latestApplicationQueryOptions } from '../../../lib/get-latest-application.ts';
import { amountOptionsSen, numberOrUndefined, tenureOptions } from '../../../lib/loan-options.ts';
import { useMasterList } from '../../../lib/master-lists.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { completeApplicationForm } from '../api/complete-application-form.ts';
import styles from './application-form.module.css';
import { BoundSelect, ListSelect } from './application-lists.tsx';
import { type ApplicationFormValues, draftOf, formValuesOf } from './draft-payload.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';

type ContactKey = 'emergencyContact1' | 'emergencyContact2' | 'referee';
const contactFields = (key: ContactKey) =>
  [`${key}.name`, `${key}.phoneNo`, `${key}.relationshipId`, `${key}.email`] as const;

/** The fields in the order they appear, for the server's field errors and the focus. */
export const APPLICATION_FIELDS: readonly Path<ApplicationFormValues>[] = [
  'employmentTypeId',
  'employerName',
  'employerContactNo',
  'jobTitle',
  'employmentStartingFrom',
  'actualMonthlySalarySen',
  'personalBankId',
  'personalBankAccountNo',
  ...contactFields('emergencyContact1'),
  ...contactFields('emergencyContact2'),
  ...contactFields('referee'),
  'loanReasonId',
  'customReason',
  'amountSen',
  'tenureMonths',
];

export interface ApplicationFormProps {
  readonly application: ApplicationView;
  readonly userId: string;
  /** The applicant's own email and phone number: a contact must be someone else. */
  readonly applicant: { readonly email?: string; readonly phoneNo?: string };
}

/**
 * The application form (spec 000 sections 3 and 5), prefilled from the draft and saved as a draft while it is
 * filled in. 'Next' checks it with the domain's schema (the context from the application and the session's user),
 * saves it, asks the server to record the step (its field errors land on the fields) and goes on to the email.
 */
export function ApplicationForm({ application, userId, applicant }: ApplicationFormProps) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const { variant, path } = useVariant();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const errorText = useFieldErrorText();
  const banks = useMasterList('bank', variant);

  const schema = useMemo(() => {
    const bankDigits = (bankId: string): DigitRange | undefined => {
      const lengths = banks.data?.find((bank) => bank.code === bankId)?.accountNumberLengths ?? [];
      return lengths.length > 0 ? { min: Math.min(...lengths), max: Math.max(...lengths) } : undefined;
    };
    return applicationFormSchema({
      today: malaysianDateOf(new Date()),
      applicantEmail: application.applicantEmail ?? applicant.email,
      applicantPhoneNo: applicant.phoneNo,
      maxEligibleAmountSen: application.maxEligibleAmountSen,
      bankAccountDigits: bankDigits,
    });
  }, [application.applicantEmail, application.maxEligibleAmountSen, applicant, banks.data]);

  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(application),
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors },
  } = form;

  const currentDraft = useCallback(() => draftOf(getValues()), [getValues]);
  const autosave = useDraftAutosave({ applicationId: application.id, language, currentDraft });

  const complete = useMutation({
    mutationFn: async () => {
      await autosave.save();
      await completeApplicationForm(application.id);
    },
  });

  const onSubmit = handleSubmit(() => {
    complete.mutate(undefined, {
      onSuccess: async () => {
        await queries.invalidateQueries({ queryKey: latestApplicationQueryOptions(userId).queryKey });
        navigate(path(PAGES.emailVerification));
      },
      onError: (error) => placeFieldErrors(error, setError, APPLICATION_FIELDS),
    });
  });

  const isOther = watch('loanReasonId') === OTHER_LOAN_REASON_ID;
  const maxAmount = formatRinggit(application.maxEligibleAmountSen, language, { wholeRinggit: true });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        <Section title={t('apply.form.employmentSection')} onLeave={autosave.saveQuietly}>
          <ListSelect
            list="employeeType"
            variant={variant}
            label={tr('forms.application.employmentType')}
            error={errorText(errors.employmentTypeId)}
            {...register('employmentTypeId')}
          />
          <FieldRow>
            <TextField
              label={tr('forms.application.employerName')}
              autoComplete="organization"
              aria-required="true"
              maxLength={TEXT_MAX_LENGTH}
              error={errorText(errors.employerName)}
              {...register('employerName')}
            />
            <TextField
              label={tr('forms.application.jobTitle')}
              autoComplete="organization-title"
              aria-required="true"
              maxLength={TEXT_MAX_LENGTH}
              error={errorText(errors.jobTitle)}
              {...register('jobTitle')}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              label={tr('forms.application.employerContactNo')}
              description={t('apply.form.employerContactHint')}
              type="tel"
              autoComplete="off"
              aria-required="true"
              maxLength={20}
              error={errorText(errors.employerContactNo)}
              {...register('employerContactNo')}
            />
            <TextField
              label={tr('forms.application.employmentStartDate')}
              type="date"
              max={malaysianDateOf(new Date())}
              aria-required="true"
              error={errorText(errors.employmentStartingFrom)}
              {...register('employmentStartingFrom')}
            />
          </FieldRow>
        </Section>

        <Section title={t('apply.form.salarySection')} onLeave={autosave.saveQuietly}>
          <RinggitField<ApplicationFormValues>
            name="actualMonthlySalarySen"
            label={tr('forms.application.actualMonthlySalary')}
            description={t('apply.form.salaryHint')}
            error={errorText(errors.actualMonthlySalarySen)}
          />
          <details className={styles.sample}>
            <summary>{t('apply.form.salarySample')}</summary>
            <p>{t('apply.form.salarySampleBody')}</p>
          </details>
          <FieldRow>
            <ListSelect
              list="bank"
              variant={variant}
              label={tr('forms.application.bank')}
              error={errorText(errors.personalBankId)}
              {...register('personalBankId')}
            />
            <TextField
              label={tr('forms.application.bankAccountNo')}
              description={tr('forms.application.bankAccountNoHint')}
              inputMode="numeric"
              autoComplete="off"
              aria-required="true"
              maxLength={30}
              error={errorText(errors.personalBankAccountNo)}
              {...register('personalBankAccountNo')}
            />
          </FieldRow>
        </Section>

        <Section title={t('apply.form.emergencySection')} onLeave={autosave.saveQuietly}>
          <ContactFields contact="emergencyContact1" legend={tr('forms.application.emergencyContact1')} />
          <ContactFields contact="emergencyContact2" legend={tr('forms.application.emergencyContact2')} />
        </Section>

        <Section title={t('apply.form.refereeSection')} onLeave={autosave.saveQuietly}>
          <ContactFields contact="referee" legend={tr('forms.application.referee')} />
        </Section>

        <Section title={t('apply.form.loanSection')} onLeave={autosave.saveQuietly}>
          <p>{t('apply.form.maxEligible', { amount: maxAmount })}</p>
          <FieldRow>
            <BoundSelect
              label={tr('loan.amount')}
              aria-required="true"
              placeholder={t('apply.common.select')}
              options={amountOptionsSen(application.maxEligibleAmountSen).map((amount) => ({
                value: String(amount),
                label: formatRinggit(amount, language, { wholeRinggit: true }),
              }))}
              error={errorText(errors.amountSen)}
              {...register('amountSen', { setValueAs: numberOrUndefined })}
            />
            <BoundSelect
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
          <ListSelect
            list="loanReason"
            variant={variant}
            label={tr('forms.fields.loanReason')}
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
          <p className={styles.saveState} role="status" aria-live="polite">
            {autosave.state === 'saving'
              ? t('apply.form.saving')
              : autosave.state === 'saved'
                ? t('apply.form.saved')
                : autosave.state === 'failed'
                  ? t('apply.form.saveFailed')
                  : ''}
          </p>
          <LiveRegion politeness="assertive">
            <FormError error={complete.error} fields={APPLICATION_FIELDS} />
          </LiveRegion>
          <FormActions>
            <Button type="submit" busy={complete.isPending}>
              {complete.isPending ? t('apply.form.checking') : t('apply.form.next')}
            </Button>
          </FormActions>
        </Section>
      </form>
    </FormProvider>
  );
}

/** A form section whose leaving (the focus going to something outside it) saves the draft. */
function Section({
  title,
  onLeave,
  children,
}: {
  readonly title: string;
  readonly onLeave: () => void;
  readonly children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) leave.current();
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, []);
  return (
    <div ref={box}>
      <FormSection title={title}>{children}</FormSection>
    </div>
  );
}

/** Name, mobile number, relationship and (optional) email of an emergency contact or the referee. */
function ContactFields({ contact, legend }: { readonly contact: ContactKey; readonly legend: string }) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const { variant } = useVariant();
  const errorText = useFieldErrorText();
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  const fieldErrors = errors[contact];
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <FieldRow>
        <TextField
          label={tr('forms.application.contactName')}
          autoComplete="off"
          aria-required="true"
          maxLength={NAME_MAX_LENGTH}
          error={errorText(fieldErrors?.name, { max: NAME_MAX_LENGTH })}
          {...register(`${contact}.name`)}
        />
        <TextField
          label={tr('forms.application.contactPhoneNo')}
          description={t('apply.form.contactPhoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
          maxLength={15}
          error={errorText(fieldErrors?.phoneNo)}
          {...register(`${contact}.phoneNo`)}
        />
      </FieldRow>
      <FieldRow>
        <ListSelect
          list="relationship"
          variant={variant}
          label={tr('forms.application.relationship')}
          error={errorText(fieldErrors?.relationshipId)}
          {...register(`${contact}.relationshipId`)}
        />
        <TextField
          label={tr('forms.application.contactEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          error={errorText(fieldErrors?.email, { max: EMAIL_MAX_LENGTH })}
          {...register(`${contact}.email`)}
        />
      </FieldRow>
    </fieldset>
  );
}
