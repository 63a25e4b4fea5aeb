import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';

interface BilingualNames {
  nameEn: string;
  nameMs: string;
}

/** A record's name in English and in Malay, as customers read it in each language. */
export function BilingualNameFields<T extends FieldValues & BilingualNames>({
  englishLabel,
  malayLabel,
  register,
  errors,
}: {
  readonly englishLabel: string;
  readonly malayLabel: string;
  readonly register: UseFormRegister<T>;
  readonly errors: FieldErrors<BilingualNames>;
}) {
  const errorText = useFieldErrorText();
  return (
    <>
      <TextField
        label={englishLabel}
        autoComplete="off"
        maxLength={100}
        error={errorText(errors.nameEn, 'masterData.errors.name')}
        {...register('nameEn' as Path<T>)}
      />
      <TextField
        label={malayLabel}
        autoComplete="off"
        maxLength={100}
        error={errorText(errors.nameMs, 'masterData.errors.name')}
        {...register('nameMs' as Path<T>)}
      />
    </>
  );
}
