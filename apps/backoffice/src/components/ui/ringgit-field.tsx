import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { parseRinggitToSen, senToInputText } from '../../lib/money.ts';
import { TextField } from './field.tsx';

/**
 * What the form gets from the text: the sen, `emptyValue` when empty, or -1 for text that is no amount, which the
 * schema's positive-sen rule refuses.
 */
export function senFromInput(
  text: string,
  emptyValue: null | undefined = undefined,
): number | null | undefined {
  if (text.trim() === '') return emptyValue;
  return parseRinggitToSen(text) ?? -1;
}

/**
 * An amount typed in ringgit, held by the form in whole sen: the text stays as typed. Empty is undefined, which the
 * schema refuses where an amount is required, or null where empty means something (a salary range with no upper
 * limit). A held 0 shows as 0.00, since a range can start at nothing.
 */
export function RinggitField<T extends FieldValues>({
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
  readonly emptyValue?: null;
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
        setText(event.currentTarget.value);
        field.onChange(senFromInput(event.currentTarget.value, emptyValue));
      }}
    />
  );
}
