import { useId } from 'react';
import styles from './figure-list.module.css';

export interface Figure {
  readonly id: string;
  readonly term: string;
  readonly value: string;
  /** Set apart as the figure that matters most in its list. */
  readonly strong?: boolean;
  /** A text with no spaces to break at, such as an email address: it breaks anywhere rather than leave its card. */
  readonly breaksAnywhere?: boolean;
}

/**
 * Label and value pairs as a description list. Each value is named by its label (aria-labelledby), so assistive
 * technology and tests can ask for 'the value called Total repayment' by role and name.
 */
export function FigureList({
  figures,
  className,
}: {
  readonly figures: readonly Figure[];
  readonly className?: string;
}) {
  const baseId = useId();
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')}>
      {figures.map((figure) => {
        const termId = `${baseId}-${figure.id}`;
        return (
          <div
            key={figure.id}
            className={[
              styles.row,
              figure.strong ? styles.strong : undefined,
              figure.breaksAnywhere ? styles.breaksAnywhere : undefined,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <dt id={termId}>{figure.term}</dt>
            {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dd is an ARIA definition, which takes its name from the author (ARIA 1.2) */}
            <dd aria-labelledby={termId}>{figure.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
