import { isSen, parseRinggit, ringgitInputText, senFromInput } from '@sinar/domain';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useT } from '../../lib/use-t.ts';
import { TextField } from './field.tsx';

/**
 * An amount typed in ringgit, held by the form in whole sen (the domain's `parseRinggit`): the text stays as typed.
 * Empty is undefined, which the schema refuses where an amount is required, or null where empty means something (a
 * salary range with no upper limit); text that is no amount is refused by the schema's non-negative sen. A held 0
 * shows as 0.00, since a range can start at nothing. A third decimal looks like an amount to whoever typed it, so
 * the field names that problem instead of the field's own hint on what to enter.
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
  const { t } = useT();
  const { field } = useController<T>({ name, control });
  const [text, setText] = useState(() =>
    isSen(field.value) && field.value >= 0 ? ringgitInputText(field.value) : '',
  );
  const tooManyDecimals = parseRinggit(text).problem === 'validation.amountTooManyDecimals';
  return (
    <TextField
      label={label}
      hint={hint}
      error={error && tooManyDecimals ? t('validation.amountTooManyDecimals') : error}
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
