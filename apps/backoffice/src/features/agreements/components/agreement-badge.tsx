import type { AgreementStatus } from '@sinar/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The colour says where the agreement is: with the customer, with the lender, paid out or ended. */
function agreementTone(status: AgreementStatus): BadgeTone {
  if (status === 'CANCELED') return 'neutral';
  if (status === 'DISBURSED' || status === 'COMPLETED') return 'success';
  if (status === 'PENDING_DISBURSEMENT' || status === 'DISBURSEMENT_PREPARED' || status === 'PAYOUT_SENT')
    return 'info';
  return 'warning';
}

export function AgreementStatusBadge({ status }: { readonly status: AgreementStatus }) {
  const { t } = useT();
  return <Badge tone={agreementTone(status)}>{t(`agreementStatuses.${status}`)}</Badge>;
}
