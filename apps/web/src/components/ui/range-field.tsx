import type { CSSProperties } from 'react';
import { useFieldIds } from './field.tsx';
import styles from './range-field.module.css';

export interface RangeFieldProps {
  readonly label: string;
  /** The value as people read it ('RM5,000', '12 months'): shown and announced instead of the raw number. */
  readonly valueText: string;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly minText: string;
  readonly maxText: string;
  /** Spoken with the slider, such as the allowed range. */
  readonly hint?: string;
  readonly id?: string;
  readonly disabled?: boolean;
}

/** A slider with a visible label, its current value and the two ends of its scale. */
export function RangeField({
  label,
  valueText,
  min,
  max,
  step = 1,
  value,
  onChange,
  minText,
  maxText,
  hint,
  id,
  disabled,
}: RangeFieldProps) {
  const ids = useFieldIds(id);
  const fill = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label className={styles.label} htmlFor={ids.control}>
          {label}
        </label>
        <output className={styles.value} htmlFor={ids.control}>
          {valueText}
        </output>
      </div>
      <input
        id={ids.control}
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        aria-describedby={hint ? ids.description : undefined}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>{minText}</span>
        <span>{maxText}</span>
      </div>
      {hint ? (
        <p className="visually-hidden" id={ids.description}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
