import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, fieldStyles, useFieldIds } from './field.tsx';
import { ErrorIcon } from './icons.tsx';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly error?: string;
}

/** A tick box with its label beside it; the whole label is the touch target. */
export function CheckboxField({ label, description, error, id, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={fieldStyles.field}>
      <div className={fieldStyles.checkbox}>
        <input type="checkbox" {...input} {...describedBy(ids, Boolean(description), error)} />
        <label htmlFor={ids.control}>{label}</label>
      </div>
      {error ? (
        <p className={fieldStyles.error} id={ids.error}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
      {description ? (
        <p className={fieldStyles.description} id={ids.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
