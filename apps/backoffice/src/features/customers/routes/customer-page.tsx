import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ROUTES } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCustomer } from '../api/get-customer.ts';
import { CustomerActionsSection } from '../components/customer-actions-section.tsx';
import { CustomerApplicationsSection } from '../components/customer-applications-section.tsx';
import { CustomerProfileSection } from '../components/customer-profile-section.tsx';
import styles from '../components/customers.module.css';

/**
 * The admin's page of one customer: the profile, the applications, and the admin calls on the account. After an
 * action the page shows its outcome above the profile and the account as the server now holds it.
 */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const [outcome, setOutcome] = useState<string | null>(null);
  const detail = customer.data;
  return (
    <>
      <p className={styles.back}>
        <Link to={ROUTES.customers}>{t('customers.detail.back')}</Link>
      </p>
      <PageHeader title={detail ? detail.profile.fullName : t('customers.detail.loadingTitle')}>
        {detail?.profile.locked ? (
          <p className={styles.headline}>
            <Badge tone="danger">{t('customers.detail.locked')}</Badge>
          </p>
        ) : null}
      </PageHeader>
      <LiveRegion>{outcome ? <Alert tone="success">{outcome}</Alert> : null}</LiveRegion>
      {detail ? (
        <>
          <CustomerProfileSection profile={detail.profile} />
          <CustomerApplicationsSection applications={detail.applications} />
          <CustomerActionsSection customer={detail} onDone={setOutcome} />
        </>
      ) : null}
      {customer.isPending ? <Loading /> : null}
      {customer.isError ? <LoadError error={customer.error} onRetry={() => void customer.refetch()} /> : null}
    </>
  );
}
