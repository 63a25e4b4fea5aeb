import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import styles from './page-header.module.css';

/** The page's one h1, its lead and its actions; the same words name the browser tab. */
export function PageHeader({
  title,
  lead,
  actions,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly actions?: ReactNode;
  /** Facts under the title (status, product...). */
  readonly children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
