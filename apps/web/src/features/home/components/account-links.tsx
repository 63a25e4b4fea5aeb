import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './home.module.css';

export interface AccountLink {
  readonly to: string;
  readonly label: string;
}

/** The 'Your account' card of a home page. */
export function AccountLinks({ links }: { readonly links: readonly AccountLink[] }) {
  const { t } = useT();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('auth.home.accountHeading')}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
