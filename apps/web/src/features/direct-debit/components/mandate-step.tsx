import {
  type AgreementStatus,
  type AgreementView,
  allowedAgreementEvents,
  type Mandate,
} from '@sinar/domain';
import type { ReactNode } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { useCurrentAgreement } from '../../../lib/get-current-agreement.ts';
import { useMandate } from '../../../lib/get-mandate.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';

/**
 * When a mandate may be set up: once the agreement is signed, until the money is paid out; Islamic financing may
 * also enrol before signing, the active mandate standing for attestation.
 */
const SET_UP_FROM: readonly AgreementStatus[] = [
  'SIGNED',
  'STAMPED',
  'PENDING_DISBURSEMENT',
  'DISBURSEMENT_PREPARED',
];

export function canSetUpMandate(agreement: AgreementView): boolean {
  if (SET_UP_FROM.includes(agreement.status)) return true;
  // Where the transition table lets an active mandate stand for attestation (Islamic financing), it may start now.
  return allowedAgreementEvents({
    variant: agreement.company,
    from: agreement.status,
    actor: 'applicant',
  }).includes('attestByDirectDebit');
}

/** A page of the mandate: the current agreement and its mandate loaded (null when it has none), or why not. */
export function MandateStep({
  children,
  poll,
}: {
  readonly children: (agreement: AgreementView, mandate: Mandate | null) => ReactNode;
  /** Reads the mandate again every few seconds while the bank has not answered. */
  readonly poll?: boolean;
}) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const agreement = useCurrentAgreement();
  const mandate = useMandate(agreement.data?.id, poll ? { pollWhilePending: true } : {});
  if (agreement.isPending || (agreement.data && mandate.isPending))
    return <p role="status">{t('verification.common.loading')}</p>;
  if (agreement.isError) return <QueryFailed onRetry={() => void agreement.refetch()} />;
  if (agreement.data === null)
    return (
      <div>
        <Alert tone="info">{t('afterApproval.summary.noAgreement')}</Alert>
        <LinkButton to={path(PAGES.home)}>{t('afterApproval.summary.backToHome')}</LinkButton>
      </div>
    );
  if (mandate.isError) return <QueryFailed onRetry={() => void mandate.refetch()} />;
  return <>{children(agreement.data, mandate.data ?? null)}</>;
}
