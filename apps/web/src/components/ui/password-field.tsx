import { PASSWORD_MAX_LENGTH } from '@sinar/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/use-t.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** 'new' for a password being chosen (browsers offer to generate and save one), 'current' for one typed to sign in. */
export type PasswordPurpose = 'new' | 'current';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  readonly purpose: PasswordPurpose;
}

/**
 * A required password box that stops at the domain's maximum length. Everything else is a TextField's: the label,
 * description, error and `register(...)` are the caller's, and a prop given here (`maxLength`) wins over the preset.
 */
export function PasswordField({ purpose, ...field }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={`${purpose}-password`}
      aria-required="true"
      maxLength={PASSWORD_MAX_LENGTH}
      {...field}
    />
  );
}

/** One box of NewPasswordFields: what `register(...)` gives, and the text of the field's error. */
export interface PasswordInput extends UseFormRegisterReturn {
  readonly error?: string | undefined;
}

export interface NewPasswordFieldsProps {
  /** The first box's label: 'Password' where an account is made, 'New password' where one is changed. */
  readonly label: string;
  readonly password: PasswordInput;
  readonly confirmation: PasswordInput;
}

/**
 * A new password with the rules under it, then the same password typed again. Two sibling boxes, so a FieldRow
 * around them puts them side by side.
 */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useT();
  return (
    <>
      <PasswordField purpose="new" label={label} description={t('forms.fields.passwordHint')} {...password} />
      <PasswordField purpose="new" label={t('forms.fields.confirmPassword')} {...confirmation} />
    </>
  );
}
