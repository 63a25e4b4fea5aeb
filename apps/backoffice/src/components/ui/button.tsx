import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: 'medium' | 'small';
  /** The action is under way: the button stays focusable (and announced) but does nothing. */
  readonly busy?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'medium' | 'small' = 'medium') {
  return [styles.button, styles[variant], size === 'small' ? styles.small : undefined]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, size, busy, className, type, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={[buttonClassName(variant, size), className].filter(Boolean).join(' ')}
    />
  );
}
