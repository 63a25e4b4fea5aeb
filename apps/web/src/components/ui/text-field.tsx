import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldShell, fieldStyles, useFieldIds } from './field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly error?: string;
}

export function TextField({ label, description, error, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} description={description} error={error}>
      <input
        type="text"
        {...input}
        {...describedBy(ids, Boolean(description), error)}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
      />
    </FieldShell>
  );
}
