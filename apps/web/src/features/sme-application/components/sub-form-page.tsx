import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@sinar/client/api-error';
import { SERVER_ERROR } from '@sinar/client/field-errors';
import {
  type SmeApplicationDraft,
  type SmeApplicationView,
  type SmeSubForm,
  smeSubFormSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { SME_PAGES, SME_SUB_FORM_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { smeApplicationsQueryOptions, submitSmeForm } from '../api/sme-application-api.ts';
import { ApplicationFrame, SaveStatus } from './application-frame.tsx';
import { useSmeSession } from './sme-session.ts';
import {
  ApplicantFields,
  CompanyFields,
  DirectorsFields,
  DisbursementFields,
  EmergencyFields,
} from './sub-form-fields.tsx';
import { type SubFormValues, subFormOfField, subFormsOf, valuesOf } from './sub-form-model.ts';
import { useSmeDraftSaver } from './use-sme-draft-saver.ts';

/** The server's field errors handed to the page that holds their fields. */
interface ServerErrorsState {
  readonly serverErrors: Readonly<Record<string, string>>;
}

function serverErrorsOf(state: unknown): Readonly<Record<string, string>> {
  if (typeof state !== 'object' || state === null || !('serverErrors' in state)) return {};
  const errors = (state as ServerErrorsState).serverErrors;
  return typeof errors === 'object' && errors !== null ? errors : {};
}

/**
 * One sub-form page of the application (/smeApplication/*-details), in the order the partner type's sub-forms come.
 * Its part of the draft is saved as the applicant types; 'Save and continue' checks it with the domain's schema of
 * that part and goes on; the last page sends the whole form to the partner type's submission, whose field errors
 * land on their fields (on this page, or on the page that holds them).
 */
export function SubFormPage({ subForm }: { readonly subForm: SmeSubForm }) {
  const { t } = useT('journey');
  return (
    <ApplicationFrame
      title={t(`smeApply.pages.${subForm}`)}
      step={(application) => {
        const forms = subFormsOf(application);
        return { current: forms.indexOf(subForm) + 2, total: forms.length + 1 };
      }}
    >
      {(application) =>
        subFormsOf(application).includes(subForm) ? (
          <SubForm key={application.id} application={application} subForm={subForm} />
        ) : (
          <NotThisType />
        )
      }
    </ApplicationFrame>
  );
}

function NotThisType() {
  const { t } = useT('journey');
  const { t: tr } = useT();
  return (
    <>
      <Alert tone="info">{tr('sme.application.wrongPartnerType')}</Alert>
      <FormActions>
        <LinkButton to={SME_PAGES.productProfile}>{t('smeApply.pages.product')}</LinkButton>
      </FormActions>
    </>
  );
}

function SubForm({
  application,
  subForm,
}: {
  readonly application: SmeApplicationView;
  readonly subForm: SmeSubForm;
}) {
  const { t } = useT('journey');
  const navigate = useNavigate();
  const { state } = useLocation();
  const queries = useQueryClient();
  const { userId } = useSmeSession();
  const saver = useSmeDraftSaver(application.id);
  const forms = subFormsOf(application);
  const index = forms.indexOf(subForm);
  const isLast = index === forms.length - 1;
  const previous =
    index === 0 ? SME_PAGES.productProfile : SME_SUB_FORM_PAGES[forms[index - 1] ?? 'applicant'];
  const applicantEmail = application.form.applicant?.emailAddress;
  const schema = useMemo(
    () =>
      smeSubFormSchema(
        application.partnerType,
        subForm,
        typeof applicantEmail === 'string' ? applicantEmail : undefined,
      ),
    [application.partnerType, subForm, applicantEmail],
  );
  const form = useForm<SubFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<SubFormValues>,
    defaultValues: valuesOf(application.form, subForm, application.partnerType),
  });
  const { handleSubmit, watch, setError, getValues } = form;

  // Saves the part as it is typed.
  useEffect(() => {
    const subscription = watch((values) => saver.saveSoon(partOf(subForm, values as SubFormValues)));
    return () => subscription.unsubscribe();
  }, [watch, saver.saveSoon, subForm]);

  // The server's field errors a submission handed to this page.
  useEffect(() => {
    let first = true;
    for (const [path, message] of Object.entries(serverErrorsOf(state))) {
      if (subFormOfField(path) !== subForm) continue;
      setError(path as never, { type: SERVER_ERROR, message }, { shouldFocus: first });
      first = false;
    }
  }, [state, subForm, setError]);

  const submit = useMutation({
    mutationFn: async () => {
      const saved = (await saver.save(partOf(subForm, getValues()))) ?? application;
      const whole: Record<string, unknown> = {
        smeApplicationId: application.id,
        amountSen: saved.amountSen,
        tenureMonths: saved.tenureMonths,
        smeLoanReasonId: saved.smeLoanReasonId ?? '',
      };
      for (const part of forms) whole[part] = part === subForm ? getValues()[subForm] : saved.form[part];
      return submitSmeForm(application.partnerType, whole);
    },
    onSuccess: async () => {
      await queries.invalidateQueries({ queryKey: smeApplicationsQueryOptions(userId).queryKey });
      navigate(SME_PAGES.summary);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const paths = Object.keys(error.fieldErrors);
      const here = paths.filter((path) => subFormOfField(path) === subForm);
      here.forEach((path, at) => {
        setError(
          path as never,
          { type: SERVER_ERROR, message: error.fieldErrors[path] ?? '' },
          {
            shouldFocus: at === 0,
          },
        );
      });
      if (here.length > 0) return;
      const elsewhere = paths.map(subFormOfField).find((part) => part !== null);
      if (elsewhere) navigate(SME_SUB_FORM_PAGES[elsewhere], { state: { serverErrors: error.fieldErrors } });
    },
  });

  const onSubmit = handleSubmit(async (_values) => {
    if (isLast) {
      submit.mutate();
      return;
    }
    await saver.save(partOf(subForm, getValues()));
    const next = forms[index + 1];
    if (next) navigate(SME_SUB_FORM_PAGES[next]);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        {subForm === 'company' ? <CompanyFields partnerType={application.partnerType} /> : null}
        {subForm === 'applicant' ? <ApplicantFields partnerType={application.partnerType} /> : null}
        {subForm === 'disbursement' ? <DisbursementFields /> : null}
        {subForm === 'emergency' ? <EmergencyFields /> : null}
        {subForm === 'directors' ? <DirectorsFields /> : null}
        <SaveStatus state={saver.state} />
        <LiveRegion politeness="assertive">
          <FormError error={submit.error} fields={Object.keys(fieldErrorsOf(submit.error))} />
        </LiveRegion>
        <FormActions>
          <LinkButton to={previous} variant="secondary">
            {t('smeApply.common.back')}
          </LinkButton>
          <Button type="submit" busy={submit.isPending || saver.state === 'saving'}>
            {isLast
              ? submit.isPending
                ? t('smeApply.form.submitting')
                : t('smeApply.form.submit')
              : t('smeApply.form.next')}
          </Button>
        </FormActions>
      </form>
    </FormProvider>
  );
}

/** The page's part of the draft, under its sub-form's name. */
function partOf(subForm: SmeSubForm, values: SubFormValues): SmeApplicationDraft {
  return { [subForm]: values[subForm] } as SmeApplicationDraft;
}

/** The field errors of a failed submission that this form shows beside their fields (any sub-form's). */
function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([path]) => subFormOfField(path) !== null),
  );
}
