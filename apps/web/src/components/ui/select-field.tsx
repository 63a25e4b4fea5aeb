import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, FieldShell, fieldStyles, useFieldIds } from './field.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** A first, empty choice such as 'Please select'. */
  readonly placeholder?: string;
  readonly description?: ReactNode;
  readonly error?: string;
}

export function SelectField({
  label,
  options,
  placeholder,
  description,
  error,
  id,
  className,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} description={description} error={error}>
      <select
        {...select}
        {...describedBy(ids, Boolean(description), error)}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
