import type { QueueItem } from '@sinar/domain';
import { WaitingApplicationsTable } from '../../../components/waiting-applications-table.tsx';
import { applicationPath } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';

/** A queue's applications, oldest first as the server sends them, with each one's product. */
export function QueueListTable({
  items,
  caption,
}: {
  readonly items: readonly QueueItem[];
  readonly caption: string;
}) {
  const { t } = useT();
  return (
    <WaitingApplicationsTable
      items={items}
      caption={caption}
      labels="queueList"
      pathOf={applicationPath}
      trailing={[{ header: t('queueList.product'), cell: (item) => t(`products.${item.applicationType}`) }]}
    />
  );
}
