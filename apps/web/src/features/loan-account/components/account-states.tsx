import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';

/** While the account's figures load. */
export function AccountLoading() {
  const { t } = useT('journey');
  return <p role="status">{t('loanAccount.states.loading')}</p>;
}

/** 'No loan yet': the customer's account opens at payout; until then, the way to apply or back home. */
export function NoLoanYet() {
  const { t } = useT('journey');
  const { path } = useVariant();
  return (
    <div>
      <Alert tone="info" title={t('loanAccount.states.noLoanTitle')}>
        {t('loanAccount.states.noLoan')}
      </Alert>
      <p>
        <LinkButton to={path(PAGES.home)}>{t('loanAccount.states.backToHome')}</LinkButton>
      </p>
    </div>
  );
}

/** An address naming an account the customer does not hold (or no longer can see). */
export function AccountNotFound() {
  const { t } = useT('journey');
  const { path } = useVariant();
  return (
    <div>
      <Alert tone="error">{t('loanAccount.states.notFound')}</Alert>
      <p>
        <Link to={path(PAGES.loanHistory)}>{t('loanAccount.nav.loans')}</Link>
      </p>
    </div>
  );
}
