import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` and `article` need an accessible name (aria-labelledby) to count as regions. */
  readonly as?: 'div' | 'section' | 'article' | 'aside';
}

export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element {...rest} className={[styles.card, className].filter(Boolean).join(' ')} />;
}
