import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './loan-accounts.module.css';

interface Choice<Decision extends string> {
  readonly decision: Decision;
  readonly label: string;
}

/**
 * A queue row's two decisions (approve or reject a request, pay or reject a refund), the first the primary one, each
 * button named with the row's agreement for a screen reader. The chosen decision's dialog opens beside them; it is
 * closed when cancelled or done, and `onDone` passes on what it says.
 */
export function DecisionButtons<Decision extends string>({
  agreementNo,
  choices,
  dialog,
  onDone,
}: {
  readonly agreementNo: string;
  readonly choices: readonly [Choice<Decision>, Choice<Decision>];
  readonly dialog: (decision: Decision, close: () => void, done: (message: string) => void) => ReactNode;
  readonly onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState<Decision | null>(null);
  return (
    <div className={styles.actions}>
      {choices.map(({ decision, label }, index) => (
        <Button
          key={decision}
          size="small"
          {...(index > 0 ? { variant: 'secondary' as const } : {})}
          onClick={() => setOpen(decision)}
        >
          {label}
          <span className="visually-hidden"> {agreementNo}</span>
        </Button>
      ))}
      {open
        ? dialog(
            open,
            () => setOpen(null),
            (message) => {
              setOpen(null);
              onDone(message);
            },
          )
        : null}
    </div>
  );
}
