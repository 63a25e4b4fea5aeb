import type { AgreementView, SmeAgreementView } from '@sinar/domain';
import type { ReactNode } from 'react';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useCurrentSmeAgreement } from '../api/sme-agreement.ts';
import { type JourneyAgreement, useAgreementJourney, useJourneyAgreement } from './agreement-journey.ts';

/** The statuses before attestation is done: the agreement's document and signature are not yet the customer's. */
export const BEFORE_ATTESTATION: readonly AgreementView['status'][] = [
  'SUMMARY_PENDING',
  'AWAITING_ATTESTATION',
  'LIVE_CALL_SCHEDULED',
];

/**
 * A page of the agreement's steps: the current agreement of the page's kind loaded (docs/decisions/068), or why
 * there is none, with the way back to the individual's or the SME partner's home.
 */
export function AgreementStep({
  children,
}: {
  readonly children: (agreement: JourneyAgreement) => ReactNode;
}) {
  const { t } = useT('journey');
  const { kind, pages } = useAgreementJourney();
  const agreement = useJourneyAgreement();
  if (agreement.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (agreement.isError) return <QueryFailed onRetry={() => void agreement.refetch()} />;
  if (agreement.data === null)
    return (
      <StepNotReady
        message={kind === 'sme' ? t('afterApproval.sme.noAgreement') : t('afterApproval.summary.noAgreement')}
        to={pages.home}
        label={kind === 'sme' ? t('afterApproval.sme.backToHome') : t('afterApproval.summary.backToHome')}
      />
    );
  return <>{children(agreement.data)}</>;
}

/**
 * A page of an SME partner's or staff member's agreement steps: their current agreement loaded, or why there is
 * none, with the way back to the partner's home.
 */
export function SmeAgreementStep({
  children,
}: {
  readonly children: (agreement: SmeAgreementView) => ReactNode;
}) {
  const { t } = useT('journey');
  const agreement = useCurrentSmeAgreement();
  if (agreement.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (agreement.isError) return <QueryFailed onRetry={() => void agreement.refetch()} />;
  if (agreement.data === null)
    return (
      <StepNotReady
        message={t('afterApproval.sme.noAgreement')}
        to={PAGES.smeHome}
        label={t('afterApproval.sme.backToHome')}
      />
    );
  return <>{children(agreement.data)}</>;
}

/** A step reached before its time: what is missing, and the way back. */
export function StepNotReady({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <div>
      <Alert tone="info">{message}</Alert>
      <LinkButton to={to}>{label}</LinkButton>
    </div>
  );
}
