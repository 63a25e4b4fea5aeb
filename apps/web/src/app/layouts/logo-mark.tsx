/** The brand mark: a sun rising over the horizon ('sinar' is a ray of light). Decorative; the name is text. */
export function LogoMark({ size = 36 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
      <path d="M9 27a11 11 0 0 1 22 0Z" fill="var(--color-accent)" />
      <path
        d="M20 8v5M10.1 12.1l3.5 3.5M29.9 12.1l-3.5 3.5M5.5 22h4.5M30 22h4.5"
        stroke="var(--color-accent)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M7 30.5h26" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
