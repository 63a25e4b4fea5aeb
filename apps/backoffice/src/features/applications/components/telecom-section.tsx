import type { OfficerApplication } from '@sinar/domain';
import { formatMalaysianDate, formatMalaysianDateTime } from '@sinar/domain';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { orNone, yesNo } from './display.ts';

/**
 * What the telecom operator reported at the eligibility check, or, once the applicant's identity was corrected, at
 * the check made again for the corrected NRIC.
 */
export function TelecomSection({
  telecom,
  identityCorrection,
}: {
  readonly telecom: OfficerApplication['telecom'];
  readonly identityCorrection: OfficerApplication['identityCorrection'];
}) {
  const { t, language } = useT();
  return (
    <Section title={t('application.telecom.title')}>
      {identityCorrection ? (
        <p>
          {t(
            identityCorrection.telecomCheckedAt
              ? 'application.telecom.corrected'
              : 'application.telecom.correctedPending',
            { date: formatMalaysianDateTime(identityCorrection.correctedAt, language) },
          )}
        </p>
      ) : null}
      {telecom === null ? (
        <p className="muted">{t('application.telecom.none')}</p>
      ) : (
        <Facts
          items={[
            { label: t('application.telecom.found'), value: yesNo(t, telecom.found) },
            { label: t('application.telecom.status'), value: orNone(t, telecom.status) },
            { label: t('application.telecom.accountType'), value: orNone(t, telecom.accountType) },
            { label: t('application.telecom.lineRole'), value: orNone(t, telecom.lineRole) },
            {
              label: t('application.telecom.openedOn'),
              value: telecom.openedOn
                ? formatMalaysianDate(telecom.openedOn, language)
                : t('common.notRecorded'),
            },
            {
              label: t('application.telecom.accountAge'),
              value:
                telecom.accountAgeMonths === null
                  ? t('common.notRecorded')
                  : t('common.months', { months: telecom.accountAgeMonths }),
            },
            {
              label: t('application.telecom.personalDataMatches'),
              value: yesNo(t, telecom.personalDataMatches),
            },
            { label: t('application.telecom.principalHolder'), value: yesNo(t, telecom.principalHolder) },
            { label: t('application.telecom.billOverdue'), value: yesNo(t, telecom.billOverdue) },
            { label: t('application.telecom.suspensionRecord'), value: yesNo(t, telecom.suspensionRecord) },
          ]}
        />
      )}
    </Section>
  );
}
