import type { SmeQueueItem } from '@sinar/domain';
import { StatusBadge } from '../../../components/ui/badge.tsx';
import { WaitingApplicationsTable } from '../../../components/waiting-applications-table.tsx';
import { smeApplicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';

/** SME and staff applications waiting, oldest first as the server sends them, with the partner and the company. */
export function SmeQueueTable({ items }: { readonly items: readonly SmeQueueItem[] }) {
  const { t } = useT();
  return (
    <WaitingApplicationsTable
      items={items}
      caption={t('smeApplications.list.caption')}
      labels="smeApplications.list"
      pathOf={smeApplicationPath}
      leading={[
        {
          header: t('smeApplications.list.partner'),
          cell: (item) => (
            <>
              {item.partnerId ?? t('smeApplications.view.groupStaff')}
              <div className="muted">{t(`smePartnerTypes.${item.partnerType}`)}</div>
            </>
          ),
        },
      ]}
      trailing={[
        { header: t('smeApplications.list.company'), cell: (item) => item.companyName ?? t('common.none') },
        {
          header: t('smeApplications.status'),
          cell: (item) => <StatusBadge status={item.applicationStatus} />,
        },
      ]}
    />
  );
}
