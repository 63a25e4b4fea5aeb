import type { AgreementView, Mandate } from '@sinar/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { pendingUpdate } from '../api/direct-debit.ts';
import { MandateStep } from '../components/mandate-step.tsx';
import { updateResultSearch } from '../components/update-outcome.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /direct-debit/confirmation and its /islamic twin: where the bank sends the customer back. The browser's return is
 * only a hint; the page reads the mandate, which the provider's signed notice decides, and reads it again every few
 * seconds while the bank has not answered. The answer to an update goes on to the update's result page.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('directDebit.confirmation.title'));
  return (
    <Page title={t('directDebit.confirmation.title')} narrow>
      <MandateStep poll>
        {(agreement, mandate) => <Result agreement={agreement} mandate={mandate} />}
      </MandateStep>
    </Page>
  );
}

function Result({
  agreement,
  mandate,
}: {
  readonly agreement: AgreementView;
  readonly mandate: Mandate | null;
}) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const navigate = useNavigate();
  const answered = mandate?.state === 'ACTIVE' || mandate?.state === 'REJECTED';
  const updateOutcome =
    answered && pendingUpdate.isFor(agreement.id)
      ? mandate?.state === 'ACTIVE'
        ? 'success'
        : 'failed'
      : null;
  useEffect(() => {
    if (!updateOutcome) return;
    pendingUpdate.isFor(agreement.id, { take: true });
    void navigate(`${path(PAGES.updateDirectDebitResult)}${updateResultSearch('update', updateOutcome)}`, {
      replace: true,
    });
  }, [updateOutcome, agreement.id, navigate, path]);
  if (updateOutcome) return null;

  if (!mandate)
    return (
      <div>
        <Alert tone="info">{t('directDebit.confirmation.noMandate')}</Alert>
        <LinkButton to={path(PAGES.directDebit)}>{t('directDebit.confirmation.setUp')}</LinkButton>
      </div>
    );
  switch (mandate.state) {
    case 'PENDING':
      return (
        <LiveRegion>
          <Alert tone="info" title={t('directDebit.confirmation.pendingTitle')}>
            {t('directDebit.confirmation.pendingBody')}
          </Alert>
        </LiveRegion>
      );
    case 'ACTIVE':
      return (
        <LiveRegion>
          <Alert tone="success" title={t('directDebit.confirmation.activeTitle')}>
            {t('directDebit.confirmation.activeBody', {
              bank: mandate.bankName,
              last4: mandate.accountNoLast4 ?? '',
            })}
          </Alert>
          <FormActions>
            <LinkButton to={path(PAGES.directDebitEnrollment)}>
              {t('directDebit.setup.viewRecord')}
            </LinkButton>
            <LinkButton variant="secondary" to={path(PAGES.home)}>
              {t('directDebit.setup.backToHome')}
            </LinkButton>
          </FormActions>
        </LiveRegion>
      );
    case 'REJECTED':
      return (
        <LiveRegion politeness="assertive">
          <Alert tone="error" title={t('directDebit.confirmation.rejectedTitle')}>
            {t('directDebit.confirmation.rejectedBody', {
              reason: mandate.rejectionReason ?? t('directDebit.confirmation.unknownReason'),
            })}
          </Alert>
          <FormActions>
            <LinkButton to={path(PAGES.directDebit)}>{t('directDebit.confirmation.retry')}</LinkButton>
          </FormActions>
        </LiveRegion>
      );
    case 'CANCELLED':
      return (
        <div>
          <Alert tone="info" title={t('directDebit.confirmation.cancelledTitle')}>
            {t('directDebit.confirmation.cancelledBody')}
          </Alert>
          <LinkButton to={path(PAGES.directDebit)}>{t('directDebit.confirmation.setUp')}</LinkButton>
        </div>
      );
  }
}
