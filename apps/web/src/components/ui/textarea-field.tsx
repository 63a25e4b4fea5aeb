import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldShell, fieldStyles, useFieldIds } from './field.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly error?: string;
  /** Shown beside the description, such as a character counter (announce it politely if at all). */
  readonly aside?: ReactNode;
}

export function TextareaField({
  label,
  description,
  error,
  aside,
  id,
  className,
  ...textarea
}: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} description={description} error={error} aside={aside}>
      <textarea
        rows={6}
        {...textarea}
        {...describedBy(ids, Boolean(description), error)}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
      />
    </FieldShell>
  );
}
