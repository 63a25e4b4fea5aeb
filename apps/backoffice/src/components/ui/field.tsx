import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './field.module.css';

interface FieldIds {
  readonly control: string;
  readonly hint: string;
  readonly error: string;
}

function useFieldIds(): FieldIds {
  const control = useId();
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** What ties a control to its hint and error, and whether it is invalid. */
function describedBy(ids: FieldIds, hint: ReactNode, error: string | undefined) {
  const describers = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean);
  return {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
  } as const;
}

interface ShellProps {
  readonly ids: FieldIds;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly children: ReactNode;
}

/** Label above, the control, then its error and its hint. */
function FieldShell({ ids, label, hint, error, children }: ShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.control}>
        {label}
      </label>
      {children}
      {error ? (
        <p className={styles.error} id={ids.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className={styles.hint} id={ids.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface CommonProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string;
}

export function TextField({
  label,
  hint,
  error,
  ref,
  ...input
}: CommonProps & InputHTMLAttributes<HTMLInputElement> & { readonly ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input ref={ref} className={styles.control} {...input} {...describedBy(ids, hint, error)} />
    </FieldShell>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  ref,
  ...textarea
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { readonly ref?: Ref<HTMLTextAreaElement> }) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <textarea
        ref={ref}
        className={styles.control}
        rows={4}
        {...textarea}
        {...describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  ref,
  children,
  ...select
}: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { readonly ref?: Ref<HTMLSelectElement> }) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <select ref={ref} className={styles.control} {...select} {...describedBy(ids, hint, error)}>
        {children}
      </select>
    </FieldShell>
  );
}

/** One checkbox with its label beside it. */
export function CheckboxField({
  label,
  ref,
  ...input
}: { readonly label: ReactNode } & InputHTMLAttributes<HTMLInputElement> & {
    readonly ref?: Ref<HTMLInputElement>;
  }) {
  return (
    <label className={styles.checkbox}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** Several checkboxes answering one question: a fieldset whose legend is the question. */
export function CheckboxGroup({
  legend,
  error,
  hint,
  children,
}: {
  readonly legend: ReactNode;
  readonly error?: string;
  readonly hint?: ReactNode;
  readonly children: ReactNode;
}) {
  const ids = useFieldIds();
  const describers = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.group} aria-describedby={describers || undefined}>
      <legend className={styles.label}>{legend}</legend>
      {error ? (
        <p className={styles.error} id={ids.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.options}>{children}</div>
      {hint ? (
        <p className={styles.hint} id={ids.hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
