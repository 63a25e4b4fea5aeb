import {
  type ApplicationView,
  formatBasisPoints,
  formatMalaysianDate,
  formatRinggit,
  isStepCompleted,
  ONBOARDING_STEPS,
  type Sen,
  VARIANT_RULES,
} from '@sinar/domain';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useMasterNames } from '../api/get-master-names.ts';
import { orNone, yesNo } from './display.ts';

const CONTACTS = ['emergencyContact1', 'emergencyContact2', 'referee'] as const;

/**
 * The application form as the applicant filled it in, with the loan asked for. The words are the application's
 * variant's ('Financing applied for' for an Islamic one), whatever the variant of the queue it was opened from.
 */
export function ApplicationSection({ application }: { readonly application: ApplicationView }) {
  const { t, language } = useT();
  const context = VARIANT_RULES[application.applicationType].wordingContext;
  const nameOf = useMasterNames(application.applicationType);
  const form = application.form;
  const money = (amount: Sen | null | undefined) =>
    amount === null || amount === undefined ? t('common.none') : formatRinggit(amount, language);
  const reason = [nameOf('loanReason', form.loanReasonId), form.customReason].filter(Boolean).join(': ');

  return (
    <Section title={t('application.form.title')}>
      <h3>{t('application.form.loan', { context })}</h3>
      <Facts
        items={[
          { label: t('application.form.amount'), value: money(form.amountSen) },
          {
            label: t('application.form.tenure'),
            value: form.tenureMonths ? t('common.months', { months: form.tenureMonths }) : t('common.none'),
          },
          {
            label: t('application.form.rate'),
            value: t('application.form.ratePerYear', {
              rate: formatBasisPoints(application.interestRateBpPerYear, language),
            }),
          },
          {
            label: t('application.form.instalment', { context }),
            value: money(application.estimatedMonthlyInstalmentSen),
          },
          { label: t('application.form.reason'), value: orNone(t, reason) },
          { label: t('application.form.campaignCode'), value: orNone(t, application.campaignCode) },
          {
            label: t('application.form.submitted'),
            value: application.submissionDate
              ? formatMalaysianDate(application.submissionDate, language)
              : t('common.none'),
          },
        ]}
      />
      <h3>{t('application.form.employment')}</h3>
      <Facts
        items={[
          {
            label: t('application.form.employmentType'),
            value: orNone(t, nameOf('employeeType', form.employmentTypeId)),
          },
          { label: t('application.form.employer'), value: orNone(t, form.employerName) },
          { label: t('application.form.employerContact'), value: orNone(t, form.employerContactNo) },
          { label: t('application.form.jobTitle'), value: orNone(t, form.jobTitle) },
          {
            label: t('application.form.employedSince'),
            value: form.employmentStartingFrom
              ? formatMalaysianDate(form.employmentStartingFrom, language)
              : t('common.none'),
          },
          { label: t('application.form.salary'), value: money(form.actualMonthlySalarySen) },
        ]}
      />
      <h3>{t('application.form.bank')}</h3>
      <Facts
        items={[
          { label: t('application.form.bankName'), value: orNone(t, nameOf('bank', form.personalBankId)) },
          { label: t('application.form.accountNo'), value: orNone(t, form.personalBankAccountNo) },
          { label: t('application.form.email'), value: orNone(t, application.applicantEmail) },
          { label: t('application.form.emailVerified'), value: yesNo(t, application.emailVerified) },
        ]}
      />
      <h3>{t('application.form.contacts')}</h3>
      <TableFrame>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('application.form.contact')}</th>
              <th scope="col">{t('application.form.contactName')}</th>
              <th scope="col">{t('application.form.contactPhone')}</th>
              <th scope="col">{t('application.form.contactRelationship')}</th>
              <th scope="col">{t('application.form.contactEmail')}</th>
            </tr>
          </thead>
          <tbody>
            {CONTACTS.map((contact) => {
              const person = form[contact];
              return (
                <tr key={contact}>
                  <th scope="row">{t(`application.form.contactKinds.${contact}`)}</th>
                  <td>{orNone(t, person?.name)}</td>
                  <td>{orNone(t, person?.phoneNo)}</td>
                  <td>{orNone(t, nameOf('relationship', person?.relationshipId))}</td>
                  <td>{orNone(t, person?.email)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      <h3>{t('application.form.steps')}</h3>
      <ul>
        {ONBOARDING_STEPS.map((step) => (
          <li key={step}>
            {t(`steps.${step}`)}:{' '}
            {isStepCompleted(step, application.markers)
              ? t('application.form.stepDone')
              : t('application.form.stepOpen')}
          </li>
        ))}
      </ul>
    </Section>
  );
}
