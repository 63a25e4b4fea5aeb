import { formatMalaysianDate, formatRinggit, type SmeQueueItem } from '@sinar/domain';
import { Link } from 'react-router';
import { Badge, StatusBadge } from '../../../components/ui/badge.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { smeApplicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';

/** SME and staff applications waiting, oldest first as the server sends them. */
export function SmeQueueTable({ items }: { readonly items: readonly SmeQueueItem[] }) {
  const { t, language } = useT();
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('smeApplications.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('smeApplications.list.applicationNo')}</th>
            <th scope="col">{t('smeApplications.list.partner')}</th>
            <th scope="col">{t('smeApplications.list.applicant')}</th>
            <th scope="col">{t('smeApplications.list.company')}</th>
            <th scope="col">{t('smeApplications.status')}</th>
            <th scope="col" className="numeric">
              {t('smeApplications.list.amount')}
            </th>
            <th scope="col" className="numeric">
              {t('smeApplications.list.tenure')}
            </th>
            <th scope="col">{t('smeApplications.list.submitted')}</th>
            <th scope="col">{t('smeApplications.list.age')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="nowrap">
                <Link to={smeApplicationPath(item.id)}>{item.applicationNo}</Link>
              </td>
              <td>
                {item.partnerId ?? t('smeApplications.view.groupStaff')}
                <div className="muted">{t(`smePartnerTypes.${item.partnerType}`)}</div>
              </td>
              <td>{item.applicantName}</td>
              <td>{item.companyName ?? t('common.none')}</td>
              <td>
                <StatusBadge status={item.applicationStatus} />
              </td>
              <td className="numeric">{formatRinggit(item.amountSen, language)}</td>
              <td className="numeric">{t('common.months', { months: item.tenureMonths })}</td>
              <td className="nowrap">{formatMalaysianDate(item.submittedAt, language)}</td>
              <td>
                {item.ageBusinessDays}{' '}
                {item.overdue ? <Badge tone="danger">{t('smeApplications.list.overdue')}</Badge> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
