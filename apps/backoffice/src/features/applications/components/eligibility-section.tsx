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
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The reason's own key without its area: 'eligibility.reasons.billOverdue' -> 'billOverdue'. */
const reasonName = (reason: string) => reason.slice(reason.lastIndexOf('.') + 1);

/**
 * The eligibility result with its maximum and the registered gross range it judged, every check the applicant made
 * up to this application, and the debt service ratio of the instalment against net salary.
 */
export function EligibilitySection({
  eligibility,
  checks,
  debtServiceRatio,
}: {
  readonly eligibility: OfficerApplication['eligibility'];
  readonly checks: OfficerApplication['eligibilityChecks'];
  readonly debtServiceRatio: OfficerApplication['debtServiceRatio'];
}) {
  const { t, language } = useT();
  const range = eligibility.grossSalaryRange;
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
            label: t('application.eligibility.grossRange'),
            value: range
              ? range.maxSen === null
                ? t('application.eligibility.grossRangeFrom', { min: formatRinggit(range.minSen, language) })
                : t('application.eligibility.grossRangeBetween', {
                    min: formatRinggit(range.minSen, language),
                    max: formatRinggit(range.maxSen, language),
                  })
              : t('common.notRecorded'),
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
      <EligibilityChecks checks={checks} />
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

/** How many checks the applicant made up to this application, and the latest of them with their results. */
function EligibilityChecks({ checks }: { readonly checks: OfficerApplication['eligibilityChecks'] }) {
  const { t, language } = useT();
  return (
    <>
      <h3>{t('application.eligibility.checks')}</h3>
      <p>
        {checks.total === 1
          ? t('application.eligibility.checksCountOne')
          : t('application.eligibility.checksCount', { count: checks.total, shown: checks.latest.length })}
      </p>
      {checks.latest.length > 0 ? (
        <TableFrame>
          <table className="data-table">
            <caption className="visually-hidden">{t('application.eligibility.checksCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('application.eligibility.checkedOn')}</th>
                <th scope="col">{t('application.eligibility.amount')}</th>
                <th scope="col">{t('application.eligibility.tenure')}</th>
                <th scope="col">{t('application.eligibility.netSalary')}</th>
                <th scope="col">{t('application.eligibility.result')}</th>
              </tr>
            </thead>
            <tbody>
              {checks.latest.map((check) => (
                <tr key={check.checkedAt + check.netSalarySen}>
                  <td>
                    {formatMalaysianDateTime(check.checkedAt, language)}
                    {check.madeThisApplication ? (
                      <>
                        {' '}
                        <Badge tone="info">{t('application.eligibility.thisApplication')}</Badge>
                      </>
                    ) : null}
                  </td>
                  <td>{formatRinggit(check.amountSen, language)}</td>
                  <td>{t('common.months', { months: check.tenureMonths })}</td>
                  <td>{formatRinggit(check.netSalarySen, language)}</td>
                  <td>
                    {check.eligible
                      ? t('application.eligibility.eligible')
                      : `${t('application.eligibility.notEligible')}: ${check.reasons
                          .map((reason) =>
                            t(`eligibilityReasons.${reasonName(reason)}` as 'eligibilityReasons.billOverdue'),
                          )
                          .join('; ')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </>
  );
}
