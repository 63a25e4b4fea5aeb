import type { ReactNode } from 'react';
import styles from './accordion.module.css';
import { ChevronDownIcon } from './icons.tsx';

/**
 * Disclosure list built on <details>/<summary>: keyboard, screen-reader and find-in-page support come from the
 * browser. The title is a heading, so the questions appear in a screen reader's heading list.
 */
export function Accordion({ children }: { readonly children: ReactNode }) {
  return <div className={styles.accordion}>{children}</div>;
}

export interface AccordionItemProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
  readonly defaultOpen?: boolean;
  readonly id?: string;
}

export function AccordionItem({ title, children, headingLevel = 3, defaultOpen, id }: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details className={styles.item} open={defaultOpen} id={id}>
      <summary className={styles.summary}>
        <Heading className={styles.title}>{title}</Heading>
        <ChevronDownIcon className={styles.chevron} size={22} />
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
