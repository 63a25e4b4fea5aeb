import {
  flatRateMonthlyInstalmentSen,
  formatRinggit,
  isSen,
  parseRinggit,
  type Sen,
  type SmeApplicationDraft,
  type SmeApplicationView,
  sen,
  senToRinggit,
} from '@sinar/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FieldRow, FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SME_SUB_FORM_PAGES } from '../../../lib/sme-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import {
  smeLoanReasonsQueryOptions,
  smeProductProfileQueryOptions,
  staffProductProfileQueryOptions,
} from '../api/sme-application-api.ts';
import { ApplicationFrame, SaveStatus } from '../components/application-frame.tsx';
import {
  amountOf,
  boundsFor,
  ringgitText,
  smeMaximumFor,
  staffMaximumFor,
  tenureChoices,
} from '../components/loan-figures.ts';
import { subFormsOf } from '../components/sub-form-model.ts';
import { useSmeDraftSaver } from '../components/use-sme-draft-saver.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** The tenure a new draft starts with: the longest, which allows the highest maximum. */
const FIRST_TENURE = 24;
const BASIS_POINTS_PER_PERCENT = 100;

/**
 * /smeApplication/product-profile: the loan details before the sub-forms (docs/decisions/061). The tenure first,
 * then the maximum it allows, recomputed in the browser with the domain's function on every change and checked with
 * the server's product profile (`sme/productProfile`; `staff/productProfile` from the net salary for staff); the
 * amount in RM1,000 steps, the reason, the rate and the estimated monthly instalment. Saved as typed.
 */
export function Component() {
  const { t } = useT('journey');
  return (
    <ApplicationFrame
      title={t('smeApply.pages.product')}
      step={(application) => ({ current: 1, total: subFormsOf(application).length + 1 })}
    >
      {(application) => <ProductProfileForm application={application} />}
    </ApplicationFrame>
  );
}

function ProductProfileForm({ application }: { readonly application: SmeApplicationView }) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const navigate = useNavigate();
  const saver = useSmeDraftSaver(application.id);
  const isStaff = application.partnerType === 'STAFF';
  const savedSalary = application.form.applicant?.netSalarySen;
  const [tenure, setTenure] = useState(application.tenureMonths ?? FIRST_TENURE);
  const [amountText, setAmountText] = useState(ringgitText(application.amountSen));
  const [reasonId, setReasonId] = useState(application.smeLoanReasonId ?? '');
  const [salaryText, setSalaryText] = useState(
    typeof savedSalary === 'number' && isSen(savedSalary) ? ringgitText(savedSalary) : '',
  );
  const [showErrors, setShowErrors] = useState(false);

  const salarySen: Sen | null = isStaff ? salaryOf(salaryText) : null;
  const smeProfile = useQuery({
    ...smeProductProfileQueryOptions(tenure),
    enabled: !isStaff,
    placeholderData: keepPreviousData,
  });
  const staffProfile = useQuery({
    ...staffProductProfileQueryOptions(salarySen),
    enabled: isStaff && salarySen !== null,
  });
  const reasons = useQuery(smeLoanReasonsQueryOptions(language));

  const maximumSen: Sen | null = isStaff
    ? salarySen === null
      ? null
      : staffMaximumFor(salarySen)
    : smeProfile.data
      ? smeMaximumFor(smeProfile.data, tenure)
      : null;
  const serverMessage = isStaff
    ? staffProfile.data?.messageToShow
    : smeProfile.data?.selectedLoanTenure === tenure
      ? smeProfile.data.messageToShow
      : undefined;
  const amount = amountOf(amountText, isStaff, maximumSen ?? boundsFor(isStaff).maxAmountSen);
  const rateBp = application.interestRateBpPerYear;
  const instalmentSen =
    amount.problem === null && amount.amountSen !== null
      ? flatRateMonthlyInstalmentSen(amount.amountSen, rateBp, tenure)
      : null;
  const bounds = boundsFor(isStaff);

  const draftNow = (
    changes: { tenure?: number; amount?: string; reason?: string; salary?: string } = {},
  ): SmeApplicationDraft => {
    const next = {
      tenure: changes.tenure ?? tenure,
      amount: amountOf(changes.amount ?? amountText, isStaff, bounds.maxAmountSen).amountSen,
      reason: changes.reason ?? reasonId,
      salary: isStaff ? salaryOf(changes.salary ?? salaryText) : null,
    };
    return {
      tenureMonths: next.tenure,
      amountSen: next.amount ?? sen(0),
      smeLoanReasonId: next.reason,
      ...(isStaff && next.salary !== null ? { applicant: { netSalarySen: next.salary } } : {}),
    };
  };

  const salaryError =
    showErrors && isStaff && salarySen === null ? tr('sme.form.netSalaryRequired') : undefined;
  const amountError =
    showErrors && amount.problem !== null
      ? amount.problem === 'required'
        ? tr('forms.fields.amountRequired')
        : amount.problem === 'step'
          ? t('smeApply.profile.amountStep')
          : t('smeApply.profile.amountRange', {
              min: senToRinggit(bounds.minAmountSen),
              max: senToRinggit(maximumSen ?? bounds.maxAmountSen),
            })
      : undefined;
  const reasonError = showErrors && reasonId === '' ? tr('forms.fields.loanReasonRequired') : undefined;

  const next = async () => {
    setShowErrors(true);
    if ((isStaff && salarySen === null) || amount.problem !== null || reasonId === '') return;
    await saver.save(draftNow());
    const first = subFormsOf(application)[0];
    if (first) navigate(SME_SUB_FORM_PAGES[first]);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next().catch(() => undefined);
      }}
    >
      <p>{t('smeApply.profile.lead')}</p>
      {isStaff ? (
        <TextField
          label={t('smeApply.profile.netSalary')}
          description={t('smeApply.profile.netSalaryHint')}
          inputMode="decimal"
          autoComplete="off"
          aria-required="true"
          maxLength={16}
          value={salaryText}
          error={salaryError}
          onChange={(event) => {
            setSalaryText(event.target.value);
            saver.saveSoon(draftNow({ salary: event.target.value }));
          }}
        />
      ) : null}
      <SelectField
        label={t('smeApply.profile.tenure')}
        aria-required="true"
        options={tenureChoices(isStaff).map((months) => ({
          value: String(months),
          label: t('smeApply.profile.tenureMonths', { count: months }),
        }))}
        value={String(tenure)}
        onChange={(event) => {
          const months = Number(event.target.value);
          setTenure(months);
          saver.saveSoon(draftNow({ tenure: months }));
        }}
      />
      <div aria-live="polite">
        {maximumSen !== null ? (
          maximumSen > 0 ? (
            <FigureList
              figures={[
                {
                  id: 'maximum',
                  term: t('smeApply.profile.maximum', { tenure }),
                  value: formatRinggit(maximumSen, language, { wholeRinggit: true }),
                  strong: true,
                },
              ]}
            />
          ) : (
            <Alert tone="info">{t('smeApply.profile.noMaximum')}</Alert>
          )
        ) : null}
        {serverMessage ? <p>{serverMessage}</p> : null}
      </div>
      <FieldRow>
        <TextField
          label={t('smeApply.profile.amount')}
          description={t('smeApply.profile.amountHint', {
            min: senToRinggit(bounds.minAmountSen),
            max: senToRinggit(maximumSen ?? bounds.maxAmountSen),
          })}
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
          maxLength={9}
          value={amountText}
          error={amountError}
          onChange={(event) => {
            setAmountText(event.target.value);
            saver.saveSoon(draftNow({ amount: event.target.value }));
          }}
        />
        <SelectField
          label={t('smeApply.profile.reason')}
          aria-required="true"
          placeholder={t('smeApply.common.select')}
          disabled={!reasons.data}
          options={(reasons.data ?? []).map((reason) => ({ value: reason.code, label: reason.name }))}
          value={reasonId}
          error={reasonError}
          onChange={(event) => {
            setReasonId(event.target.value);
            saver.saveSoon(draftNow({ reason: event.target.value }));
          }}
        />
      </FieldRow>
      <FigureList
        figures={[
          {
            id: 'rate',
            term: t('smeApply.profile.rate'),
            value: t('smeApply.profile.ratePerYear', { rate: rateBp / BASIS_POINTS_PER_PERCENT }),
          },
          {
            id: 'instalment',
            term: t('smeApply.profile.instalment'),
            value: instalmentSen === null ? '-' : formatRinggit(instalmentSen, language),
            strong: true,
          },
        ]}
      />
      <SaveStatus state={saver.state} />
      <LiveRegion politeness="assertive">
        <FormError error={smeProfile.error ?? staffProfile.error} />
      </LiveRegion>
      <FormActions>
        <Button type="submit" busy={saver.state === 'saving'}>
          {t('smeApply.form.next')}
        </Button>
      </FormActions>
    </form>
  );
}

/** A net salary typed in ringgit, in sen; null until it is a positive amount. */
function salaryOf(text: string): Sen | null {
  const parsed = parseRinggit(text);
  return parsed.sen !== undefined && parsed.sen > 0 ? parsed.sen : null;
}
