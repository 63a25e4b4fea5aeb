import { Badge } from '../../../components/ui/badge.tsx';
import { useT } from '../../../lib/use-t.ts';

/** Whether customers are offered a record. */
export function StateBadge({ active }: { readonly active: boolean }) {
  const { t } = useT();
  return active ? (
    <Badge tone="success">{t('masterData.active')}</Badge>
  ) : (
    <Badge tone="neutral">{t('masterData.inactive')}</Badge>
  );
}
