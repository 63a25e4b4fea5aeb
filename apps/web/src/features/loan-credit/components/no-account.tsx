import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import styles from './loan-credit.module.css';

/** What a page about loan accounts says to a customer who has none yet, with the way home. */
export function NoAccount({ message }: { readonly message: string }) {
  const { t } = useT('journey');
  const { path } = useVariant();
  return (
    <div className={styles.stack}>
      <Alert tone="info">{message}</Alert>
      <p>
        <LinkButton to={path(PAGES.home)}>{t('loanAccount.states.backToHome')}</LinkButton>
      </p>
    </div>
  );
}
