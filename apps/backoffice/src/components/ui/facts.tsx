import type { ReactNode } from 'react';
import styles from './facts.module.css';

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

/** Label and value pairs, two columns wide where there is room. */
export function Facts({ items }: { readonly items: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
