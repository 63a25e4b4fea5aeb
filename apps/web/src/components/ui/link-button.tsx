import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { type ButtonLookOptions, buttonClassName } from './button.tsx';

/** A link to a page of the app that looks like a button. */
export function LinkButton({ variant, size, block, className, ...rest }: LinkProps & ButtonLookOptions) {
  return <Link {...rest} className={buttonClassName({ variant, size, block }, className)} />;
}

/** A link out of the app (another site, mailto:, tel:) that looks like a button. */
export function ExternalLinkButton({
  variant,
  size,
  block,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLookOptions) {
  return <a {...rest} className={buttonClassName({ variant, size, block }, className)} />;
}
