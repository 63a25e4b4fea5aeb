import { isSen, parseRinggit, ringgitInputText, senFromInput } from '@sinar/domain';
import { useState } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useT } from '../../lib/use-t.ts';
import { TextField } from './text-field.tsx';

export interface RinggitFieldProps<T extends FieldValues> {
  readonly name: Path<T>;
  readonly label: string;
  readonly description?: string;
  readonly error?: string;
}

/**
 * An amount typed in ringgit, held by the form in whole sen: the text stays as typed, the form gets its exact sen
 * (the domain's `parseRinggit`, never through a float), so the domain's sen field checks it. A third decimal looks
 * like an amount to whoever typed it, so the field names that problem instead of the form's 'not a valid amount'.
 */
export function RinggitField<T extends FieldValues>({
  name,
  label,
  description,
  error,
}: RinggitFieldProps<T>) {
  const { t } = useT();
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const [text, setText] = useState(() =>
    isSen(field.value) && field.value > 0 ? ringgitInputText(field.value, { wholeRinggit: true }) : '',
  );
  const tooManyDecimals = parseRinggit(text).problem === 'validation.amountTooManyDecimals';
  return (
    <TextField
      label={label}
      description={description}
      error={error && tooManyDecimals ? t('validation.amountTooManyDecimals') : error}
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
