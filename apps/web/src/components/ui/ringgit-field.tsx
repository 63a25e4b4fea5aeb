import { useState } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { senFromInput, senToRinggitText } from '../../lib/ringgit.ts';
import { TextField } from './text-field.tsx';

export interface RinggitFieldProps<T extends FieldValues> {
  readonly name: Path<T>;
  readonly label: string;
  readonly description?: string;
  readonly error?: string;
}

/**
 * An amount typed in ringgit, held by the form in whole sen: the text stays as typed, the form gets its exact sen
 * (parsed from the text, never through a float), so the domain's sen field checks it.
 */
export function RinggitField<T extends FieldValues>({
  name,
  label,
  description,
  error,
}: RinggitFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const [text, setText] = useState(() =>
    typeof field.value === 'number' && field.value > 0 ? senToRinggitText(field.value) : '',
  );
  return (
    <TextField
      label={label}
      description={description}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      aria-required="true"
      maxLength={16}
      // Spread like `register(...)`: the ref reaches the input, so an error focuses it.
      {...{ name: field.name, ref: field.ref, onBlur: field.onBlur }}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(senFromInput(event.currentTarget.value));
      }}
    />
  );
}
