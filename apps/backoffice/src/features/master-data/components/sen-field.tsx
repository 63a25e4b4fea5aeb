import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { parseRinggitToSen, senToInputText } from '../../../lib/money.ts';

/**
 * An amount typed in ringgit, held by the form in whole sen. Empty is `emptyValue` (null for 'no upper limit',
 * undefined where an amount is required); text that is no amount is -1, which the schema refuses.
 */
export function SenField<T extends FieldValues>({
  name,
  control,
  label,
  hint,
  error,
  emptyValue,
}: {
  readonly name: Path<T>;
  readonly control: Control<T>;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly emptyValue: null | undefined;
}) {
  const { field } = useController<T>({ name, control });
  const [text, setText] = useState(() =>
    typeof field.value === 'number' && field.value >= 0 ? senToInputText(field.value) : '',
  );
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        field.onChange(typed.trim() === '' ? emptyValue : (parseRinggitToSen(typed) ?? -1));
      }}
    />
  );
}
