import {
  formatBasisPoints,
  formatMalaysianDateTime,
  formatRinggit,
  INDIVIDUAL_MAX_DEBT_SERVICE_RATIO_BP,
  type OfficerApplication,
} from '@sinar/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The reason's own key without its area: 'eligibility.reasons.billOverdue' -> 'billOverdue'. */
const reasonName = (reason: string) => reason.slice(reason.lastIndexOf('.') + 1);

/** The eligibility result with its maximum, and the debt service ratio of the instalment against net salary. */
export function EligibilitySection({
  eligibility,
  debtServiceRatio,
}: {
  readonly eligibility: OfficerApplication['eligibility'];
  readonly debtServiceRatio: OfficerApplication['debtServiceRatio'];
}) {
  const { t, language } = useT();
  return (
    <Section title={t('application.eligibility.title')}>
      <p>
        {eligibility.eligible ? (
          <Badge tone="success">{t('application.eligibility.eligible')}</Badge>
        ) : (
          <Badge tone="danger">{t('application.eligibility.notEligible')}</Badge>
        )}
      </p>
      <Facts
        items={[
          {
            label: t('application.eligibility.maximum'),
            value: formatRinggit(eligibility.maxEligibleAmountSen, language),
          },
          {
            label: t('application.eligibility.netSalary'),
            value: formatRinggit(eligibility.netSalarySen, language),
          },
          {
            label: t('application.eligibility.checkedAt'),
            value: eligibility.checkedAt
              ? formatMalaysianDateTime(eligibility.checkedAt, language)
              : t('common.notRecorded'),
          },
        ]}
      />
      {eligibility.reasons.length > 0 ? (
        <>
          <h3>{t('application.eligibility.reasons')}</h3>
          <ul>
            {eligibility.reasons.map((reason) => (
              <li key={reason}>
                {t(`eligibilityReasons.${reasonName(reason)}` as 'eligibilityReasons.billOverdue')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('application.dsr.title')}</h3>
      <Facts
        items={[
          {
            label: t('application.dsr.ratio'),
            value:
              debtServiceRatio.ratioBp === null
                ? t('common.notRecorded')
                : formatBasisPoints(debtServiceRatio.ratioBp, language),
          },
          {
            label: t('application.dsr.limit'),
            value: formatBasisPoints(INDIVIDUAL_MAX_DEBT_SERVICE_RATIO_BP, language),
          },
          {
            label: t('application.dsr.instalment'),
            value: formatRinggit(debtServiceRatio.monthlyInstalmentSen, language),
          },
          {
            label: t('application.dsr.netSalary'),
            value: formatRinggit(debtServiceRatio.netSalarySen, language),
          },
        ]}
      />
    </Section>
  );
}
