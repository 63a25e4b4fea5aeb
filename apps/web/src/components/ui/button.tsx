import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost';

export interface ButtonLookOptions {
  readonly variant?: ButtonVariant;
  readonly size?: 'medium' | 'small';
  readonly block?: boolean;
}

/** The class names of the button look, shared with LinkButton. */
export function buttonClassName(options: ButtonLookOptions, extra?: string): string {
  return [
    styles.button,
    styles[options.variant ?? 'primary'],
    options.size === 'small' ? styles.small : undefined,
    options.block ? styles.block : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookOptions {
  /** Shows the action is under way: the button stays focusable but does nothing. */
  readonly busy?: boolean;
}

export function Button({ variant, size, block, busy, className, type, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={buttonClassName({ variant, size, block }, className)}
    />
  );
}
