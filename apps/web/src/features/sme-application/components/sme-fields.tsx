import type { VariantMasterListName } from '@sinar/domain';
import { MALAYSIAN_STATES } from '@sinar/domain';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldError, get, useController, useFormContext } from 'react-hook-form';
import { FieldRow } from '../../../components/ui/form-section.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useMasterList } from '../../../lib/master-lists.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './sme.module.css';

/** The error text of a field named by its path ('company.businessAddress.postcode'), with its message's values. */
export function useErrorAt() {
  const errorText = useFieldErrorText();
  const {
    formState: { errors },
  } = useFormContext();
  return (name: string, values?: Record<string, unknown>) =>
    errorText(get(errors, name) as FieldError | undefined, values);
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children'>;

/** The input of an email address. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email' } as const;

/** The input of a phone number, typed as digits, at most `maxLength` of them. */
export function phoneInput(maxLength: number) {
  return { type: 'tel', inputMode: 'numeric', maxLength } as const;
}

/** A required text field of the sub-form, registered by its path. */
export function FormText({
  name,
  label,
  description,
  optional,
  number,
  errorValues,
  ...input
}: TextInputProps & {
  readonly name: string;
  readonly label: string;
  readonly description?: ReactNode;
  readonly optional?: boolean;
  /** Held as a number (shares): an empty field is no value, so the schema asks for it. */
  readonly number?: boolean;
  /** The values its messages name ('more than 100%': the total). */
  readonly errorValues?: Record<string, unknown>;
}) {
  const { register } = useFormContext();
  const errorAt = useErrorAt();
  return (
    <TextField
      label={label}
      description={description}
      aria-required={optional ? undefined : 'true'}
      maxLength={150}
      autoComplete="off"
      error={errorAt(name, errorValues)}
      {...input}
      {...register(
        name,
        number
          ? { setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)) }
          : {},
      )}
    />
  );
}

/** A required choice whose shown value follows the form's, so a draft's choice shows once its options arrive. */
export function FormSelect({
  name,
  label,
  options,
  description,
  disabled,
}: {
  readonly name: string;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}) {
  const { t } = useT('journey');
  const errorAt = useErrorAt();
  const { field } = useController({ name });
  return (
    <SelectField
      label={label}
      description={description}
      aria-required="true"
      placeholder={t('smeApply.common.select')}
      options={options}
      disabled={disabled}
      error={errorAt(name)}
      name={field.name}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value)}
      value={typeof field.value === 'string' ? field.value : ''}
    />
  );
}

/** A choice from one of the master lists (the SME forms use the conventional lists). */
export function MasterSelect({
  name,
  label,
  list,
}: {
  readonly name: string;
  readonly label: string;
  readonly list: VariantMasterListName;
}) {
  const { t } = useT();
  const items = useMasterList(list, 'conventional');
  return (
    <FormSelect
      name={name}
      label={label}
      disabled={!items.data}
      description={items.isError ? <span role="alert">{t('errors.somethingWentWrong')}</span> : undefined}
      options={(items.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
    />
  );
}

const ADDRESS_LINES = [1, 2, 3] as const;

/** An address of the SME forms: lines 1-3, the postcode, city and state, under its own legend. */
export function AddressGroup({ name, legend }: { readonly name: string; readonly legend: string }) {
  const { t } = useT('journey');
  const errorAt = useErrorAt();
  const groupError = errorAt(name);
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {groupError ? (
        <p className={styles.groupError} role="alert">
          {groupError}
        </p>
      ) : null}
      {ADDRESS_LINES.map((line) => (
        <FormText
          key={line}
          name={`${name}.address${line}`}
          label={t('smeApply.fields.addressLine', { line })}
          maxLength={100}
          // The first line is required, the others are not.
          optional={line > 1}
        />
      ))}
      <FieldRow>
        <FormText
          name={`${name}.postcode`}
          label={t('smeApply.fields.postcode')}
          inputMode="numeric"
          maxLength={5}
        />
        <FormText name={`${name}.city`} label={t('smeApply.fields.city')} maxLength={100} />
      </FieldRow>
      <FormSelect
        name={`${name}.state`}
        label={t('smeApply.fields.state')}
        options={MALAYSIAN_STATES.map((state) => ({ value: state.name, label: state.name }))}
      />
    </fieldset>
  );
}
