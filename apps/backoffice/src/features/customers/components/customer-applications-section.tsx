import { type CustomerApplication, formatMalaysianDate, formatRinggit } from '@sinar/domain';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { applicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';

/** Every application of the customer, newest first, each opening the application view. */
export function CustomerApplicationsSection({
  applications,
}: {
  readonly applications: readonly CustomerApplication[];
}) {
  const { t, language } = useT();
  return (
    <Section title={t('customers.detail.applications')}>
      {applications.length === 0 ? (
        <p>{t('customers.detail.noApplications')}</p>
      ) : (
        <TableFrame>
          <table className="data-table">
            <caption className="visually-hidden">{t('customers.detail.applicationsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.detail.applicationNo')}</th>
                <th scope="col">{t('customers.detail.product')}</th>
                <th scope="col">{t('customers.detail.status')}</th>
                <th scope="col">{t('customers.detail.amount')}</th>
                <th scope="col">{t('customers.detail.tenure')}</th>
                <th scope="col">{t('customers.detail.started')}</th>
                <th scope="col">{t('customers.detail.submitted')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id}>
                  <th scope="row">
                    <Link to={applicationPath(application.id)}>{application.applicationNo}</Link>
                  </th>
                  <td>{t(`products.${application.applicationType}`)}</td>
                  <td>
                    <StatusBadge status={application.applicationStatus} />
                  </td>
                  <td className="nowrap">
                    {application.amountSen === null
                      ? t('common.none')
                      : formatRinggit(application.amountSen, language)}
                  </td>
                  <td className="nowrap">
                    {application.tenureMonths === null
                      ? t('common.none')
                      : t('common.months', { months: application.tenureMonths })}
                  </td>
                  <td className="nowrap">{formatMalaysianDate(application.createdAt, language)}</td>
                  <td className="nowrap">
                    {application.submittedAt
                      ? formatMalaysianDate(application.submittedAt, language)
                      : t('common.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </Section>
  );
}
