import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { ErrorIcon } from './icons.tsx';

/** The ids that tie a control to its label, description and error message. */
export interface FieldIds {
  readonly control: string;
  readonly description: string;
  readonly error: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, description: `${control}-description`, error: `${control}-error` };
}

/** The accessibility attributes of a control: what describes it and whether its value is invalid. */
export function describedBy(ids: FieldIds, hasDescription: boolean, error: string | undefined) {
  const describers = [error ? ids.error : null, hasDescription ? ids.description : null].filter(Boolean);
  return {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
  } as const;
}

export interface FieldShellProps {
  readonly ids: FieldIds;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly error?: string;
  /** Shown at the end of the description line, such as a character counter. */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** Label above, control, then the error (announced with the control) and the description. */
export function FieldShell({ ids, label, description, error, aside, children }: FieldShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.control}>
        {label}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={ids.error}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
      {description || aside ? (
        <div className={styles.footer}>
          {description ? (
            <p className={styles.description} id={ids.description}>
              {description}
            </p>
          ) : null}
          {aside}
        </div>
      ) : null}
    </div>
  );
}

export const fieldStyles = styles;
