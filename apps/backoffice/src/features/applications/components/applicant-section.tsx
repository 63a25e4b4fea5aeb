import type { OfficerApplication } from '@sinar/domain';
import { formatMalaysianDate } from '@sinar/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { orNone } from './display.ts';

export function ApplicantSection({ applicant }: { readonly applicant: OfficerApplication['applicant'] }) {
  const { t, language } = useT();
  return (
    <Section title={t('application.applicant.title')}>
      {applicant.banUntil ? (
        <Alert tone="warning">
          <p>
            {t('application.applicant.banUntil', { date: formatMalaysianDate(applicant.banUntil, language) })}
          </p>
        </Alert>
      ) : null}
      <Facts
        items={[
          { label: t('application.applicant.fullName'), value: applicant.fullName },
          { label: t('application.applicant.nric'), value: orNone(t, applicant.nric) },
          { label: t('application.applicant.phone'), value: orNone(t, applicant.phoneNo) },
          { label: t('application.applicant.email'), value: orNone(t, applicant.email) },
          { label: t('application.applicant.address'), value: orNone(t, applicant.address) },
          {
            label: t('application.applicant.memberSince'),
            value: formatMalaysianDate(applicant.memberSince, language),
          },
        ]}
      />
    </Section>
  );
}
