import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { messageText } from '../../lib/message-text.ts';
import { useT } from '../../lib/use-t.ts';
import { CheckIcon, ErrorIcon } from '../ui/icons.tsx';
import styles from './human-check.module.css';
import { solveHumanCheck } from './solve-human-check.ts';

type Phase = 'idle' | 'verifying' | 'verified' | 'failed';

export interface HumanCheckProps<T extends FieldValues> {
  readonly control: Control<T>;
  /** The form's token field, `humanCheckToken` in every form of the domain. */
  readonly name: FieldPath<T>;
  /** Solves the check; tests pass their own. */
  readonly solve?: (signal: AbortSignal) => Promise<string>;
}

/**
 * 'I'm not a robot': a real checkbox. Ticking it fetches a fresh challenge and solves it in the browser
 * ('Verifying…', then 'Verified'), and the solution becomes the form's `humanCheckToken`. Unticking drops the token.
 * A token is good for one submission: when the form empties the field after a failed submit, the box unticks itself
 * and can be ticked again. An unticked box fails the form through the schema (errors.humanCheckNotTicked).
 */
export function HumanCheck<T extends FieldValues>({
  control,
  name,
  solve = solveHumanCheck,
}: HumanCheckProps<T>) {
  const { t, i18n } = useT();
  const { field, fieldState } = useController({ control, name });
  const token = typeof field.value === 'string' ? field.value : '';
  const [phase, setPhase] = useState<Phase>(token ? 'verified' : 'idle');
  const running = useRef<AbortController | null>(null);
  const id = useId();
  const ids = { input: `${id}-input`, status: `${id}-status`, error: `${id}-error` };

  // The form emptied the token (a failed submit, a reset): arm the box again.
  useEffect(() => {
    if (!token && phase === 'verified') setPhase('idle');
  }, [token, phase]);

  useEffect(() => () => running.current?.abort(), []);

  const verify = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase('verifying');
    try {
      const solved = await solve(controller.signal);
      if (controller.signal.aborted) return;
      field.onChange(solved);
      setPhase('verified');
    } catch {
      if (controller.signal.aborted) return;
      field.onChange('');
      setPhase('failed');
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) {
      void verify();
      return;
    }
    running.current?.abort();
    running.current = null;
    field.onChange('');
    setPhase('idle');
  };

  const status =
    phase === 'verifying'
      ? t('auth.humanCheck.verifying')
      : phase === 'verified'
        ? t('auth.humanCheck.verified')
        : '';
  const error =
    phase === 'failed'
      ? t('auth.humanCheck.failed')
      : fieldState.error?.message && phase !== 'verifying'
        ? messageText(t, i18n, fieldState.error.message)
        : undefined;
  const describedBy = [error ? ids.error : null, ids.status].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <div className={styles.box} data-phase={phase} data-invalid={error ? 'true' : undefined}>
        <input
          ref={field.ref}
          id={ids.input}
          name={field.name}
          type="checkbox"
          className={styles.checkbox}
          checked={phase === 'verifying' || phase === 'verified'}
          onChange={onChange}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={phase === 'verifying' || undefined}
        />
        <label htmlFor={ids.input} className={styles.label}>
          {t('auth.humanCheck.label')}
        </label>
        <span id={ids.status} className={styles.status} role="status" aria-live="polite">
          {phase === 'verifying' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {phase === 'verified' ? <CheckIcon size={20} /> : null}
          <span>{status}</span>
        </span>
      </div>
      {error ? (
        <p className={styles.error} id={ids.error}>
          <ErrorIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
