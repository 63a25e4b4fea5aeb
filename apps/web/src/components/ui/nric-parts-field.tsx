import { type NricParts, splitNric } from '@sinar/domain';
import {
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useRef,
} from 'react';
import { fieldStyles } from './field.tsx';
import { ErrorIcon } from './icons.tsx';
import styles from './nric-parts-field.module.css';

/** One box: what `register('nric.part1')` returns, and the box's own (hidden) label. */
export type NricPartInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  readonly name: string;
  readonly ref?: Ref<HTMLInputElement>;
  readonly label: string;
};

export interface NricPartsFieldProps {
  readonly legend: ReactNode;
  readonly description?: ReactNode;
  readonly parts: readonly [NricPartInput, NricPartInput, NricPartInput];
  /** The error of each box, if any. */
  readonly errors: readonly [string | undefined, string | undefined, string | undefined];
  /** A whole number pasted into a box ('900101-14-5678'): the form fills the three boxes with it. */
  readonly onWholeNumber?: (parts: NricParts) => void;
  /** Shown under the boxes: what the number says (date of birth, age). */
  readonly children?: ReactNode;
}

const LENGTHS = [6, 2, 4] as const;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The NRIC in its three boxes of 6, 2 and 4 digits, as printed on a MyKad. A full box moves the focus to the next,
 * Backspace in an empty box goes back to the one before, and a whole number pasted anywhere fills all three.
 */
export function NricPartsField({
  legend,
  description,
  parts,
  errors,
  onWholeNumber,
  children,
}: NricPartsFieldProps) {
  const baseId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${baseId}-error`;
  const descriptionId = `${baseId}-description`;
  const messages = [...new Set(errors.filter((error): error is string => Boolean(error)))];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace' && event.currentTarget.value === '' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const whole = splitNric(event.clipboardData.getData('text'));
    if (!whole || !onWholeNumber) return;
    event.preventDefault();
    onWholeNumber(whole);
    inputs.current[2]?.focus();
  };

  return (
    <fieldset className={`${fieldStyles.field} ${styles.group}`}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.boxes}>
        {parts.map(({ label, ref, onChange, ...input }, index) => {
          const length = LENGTHS[index] ?? 4;
          const describers = [errors[index] ? errorId : null, description ? descriptionId : null].filter(
            Boolean,
          );
          return (
            <div key={input.name} className={styles.box} data-length={length}>
              {index > 0 ? (
                <span className={styles.dash} aria-hidden="true">
                  -
                </span>
              ) : null}
              <label htmlFor={`${baseId}-${index}`} className="visually-hidden">
                {label}
              </label>
              <input
                {...input}
                id={`${baseId}-${index}`}
                ref={(element) => {
                  inputs.current[index] = element;
                  assignRef(ref, element);
                }}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={length}
                size={length}
                aria-invalid={errors[index] ? true : undefined}
                aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
                className={`${fieldStyles.control} ${styles.input}`}
                onChange={(event) => {
                  void onChange?.(event);
                  const { value, selectionStart } = event.target;
                  const atEnd = selectionStart === null || selectionStart >= length;
                  if (value.length >= length && atEnd && index < parts.length - 1)
                    inputs.current[index + 1]?.focus();
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
                onPaste={onPaste}
              />
            </div>
          );
        })}
      </div>
      {messages.length > 0 ? (
        <div id={errorId}>
          {messages.map((message) => (
            <p key={message} className={fieldStyles.error}>
              <ErrorIcon />
              <span>{message}</span>
            </p>
          ))}
        </div>
      ) : null}
      {description ? (
        <p className={fieldStyles.description} id={descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
