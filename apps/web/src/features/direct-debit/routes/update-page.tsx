import type { AgreementView, Mandate } from '@sinar/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useRemoveMandate } from '../api/direct-debit.ts';
import { MandateStep } from '../components/mandate-step.tsx';
import { updateResultSearch } from '../components/update-outcome.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /update-direct-debit and its /islamic twin: the active mandate moved to another account (another RM1, through the
 * set-up form and the bank) or removed; each asks to confirm first.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('directDebit.update.title'));
  return (
    <Page title={t('directDebit.update.title')} lead={t('directDebit.update.lead')} narrow>
      <MandateStep>{(agreement, mandate) => <Update agreement={agreement} mandate={mandate} />}</MandateStep>
    </Page>
  );
}

function Update({
  agreement,
  mandate,
}: {
  readonly agreement: AgreementView;
  readonly mandate: Mandate | null;
}) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const navigate = useNavigate();
  const remove = useRemoveMandate(agreement.id);
  const [asking, setAsking] = useState<'update' | 'remove' | null>(null);
  if (mandate?.state !== 'ACTIVE')
    return (
      <div>
        <Alert tone="info">{t('directDebit.update.noActive')}</Alert>
        <LinkButton to={path(PAGES.directDebitEnrollment)}>{t('directDebit.setup.viewRecord')}</LinkButton>
      </div>
    );
  const result = (outcome: 'success' | 'failed') =>
    void navigate(`${path(PAGES.updateDirectDebitResult)}${updateResultSearch('remove', outcome)}`);
  return (
    <>
      <p>
        {t('directDebit.update.current', { bank: mandate.bankName, last4: mandate.accountNoLast4 ?? '' })}
      </p>
      <FormActions>
        <Button onClick={() => setAsking('update')}>{t('directDebit.update.update')}</Button>
        <Button variant="secondary" onClick={() => setAsking('remove')}>
          {t('directDebit.update.remove')}
        </Button>
      </FormActions>
      {asking === 'update' ? (
        <ConfirmDialog
          title={t('directDebit.update.updateTitle')}
          body={t('directDebit.update.updateBody')}
          confirmText={t('directDebit.update.updateConfirm')}
          cancelText={t('directDebit.update.keep')}
          onConfirm={() => void navigate(`${path(PAGES.directDebit)}?update=1`)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'remove' ? (
        <ConfirmDialog
          title={t('directDebit.update.removeTitle')}
          body={t('directDebit.update.removeBody')}
          confirmText={t('directDebit.update.removeConfirm')}
          cancelText={t('directDebit.update.keep')}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, { onSuccess: () => result('success'), onError: () => result('failed') })
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
