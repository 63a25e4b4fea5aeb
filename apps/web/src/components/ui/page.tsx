import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The frame of a content page: a centred column, its one h1 and an optional lead paragraph. */
export function Page({
  title,
  lead,
  meta,
  narrow,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly meta?: ReactNode;
  readonly narrow?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className={[styles.page, narrow ? styles.narrow : undefined].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
      </div>
      {children}
    </div>
  );
}
