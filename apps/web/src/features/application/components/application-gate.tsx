import { type ApplicationView, isAwaitingApplicant, isTerminal } from '@sinar/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { useLatestApplication } from '../../../lib/get-latest-application.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useSessionUserId } from './session-user.ts';

export interface GateProps {
  /** The screen of the application; only an application the applicant may still change reaches it. */
  readonly children: (application: ApplicationView, userId: string) => ReactNode;
}

/**
 * The journey's screens work on the user's latest application. None yet (or only a cancelled or rejected one):
 * the journey starts at the eligibility check. One already submitted cannot be changed here.
 */
export function ApplicationGate({ children }: GateProps) {
  const { t: tr } = useT();
  const userId = useSessionUserId();
  if (!userId) return <Alert tone="error">{tr('errors.sessionExpired')}</Alert>;
  return <LatestApplication userId={userId}>{children}</LatestApplication>;
}

function LatestApplication({ userId, children }: GateProps & { readonly userId: string }) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const { path } = useVariant();
  const latest = useLatestApplication(userId);
  if (latest.isPending) return <p role="status">{tr('common.status.loading')}</p>;
  if (latest.isError) {
    return (
      <div role="alert">
        <Alert tone="error">{tr('errors.failedToLoadData')}</Alert>
        <Button variant="secondary" onClick={() => void latest.refetch()}>
          {tr('common.actions.retry')}
        </Button>
      </div>
    );
  }
  const application = latest.data;
  if (!application || isTerminal(application.applicationStatus)) {
    return <Navigate to={path(PAGES.testingEligibility)} replace />;
  }
  if (!isAwaitingApplicant(application.applicationStatus)) {
    return (
      <>
        <Alert tone="info">{t('apply.common.notEditable')}</Alert>
        <FormActions>
          <LinkButton to={path(PAGES.home)}>{t('apply.common.toHome')}</LinkButton>
        </FormActions>
      </>
    );
  }
  return <>{children(application, userId)}</>;
}
