import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { applicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import type { CustomerMatch } from '../api/search-customers.ts';
import { customerPath } from './customer-path.ts';
import { customerTypeName } from './customer-type-name.ts';

export function CustomersTable({ customers }: { readonly customers: readonly CustomerMatch[] }) {
  const { t, i18n } = useT();
  return (
    <TableFrame>
      <table className="data-table">
        <caption className="visually-hidden">{t('customers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customers.name')}</th>
            <th scope="col">{t('customers.type')}</th>
            <th scope="col">{t('customers.nric')}</th>
            <th scope="col">{t('customers.phone')}</th>
            <th scope="col">{t('customers.email')}</th>
            <th scope="col">{t('customers.latestApplication')}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row">
                <Link to={customerPath(customer.id)}>{customer.fullName}</Link>
              </th>
              <td>{customerTypeName(t, i18n, customer.organizationType)}</td>
              <td className="nowrap">{customer.nricMasked ?? t('common.none')}</td>
              <td className="nowrap">{customer.phoneNo ?? t('common.none')}</td>
              <td>{customer.email ?? t('common.none')}</td>
              <td>
                {customer.latestApplicationId ? (
                  <>
                    <Link to={applicationPath(customer.latestApplicationId)}>
                      {customer.latestApplicationNo ?? t('customers.open')}
                    </Link>{' '}
                    {customer.latestApplicationStatus ? (
                      <StatusBadge status={customer.latestApplicationStatus} />
                    ) : null}
                  </>
                ) : (
                  t('customers.noApplication')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
