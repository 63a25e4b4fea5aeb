/** A phone showing an approved application and coins: decorative, drawn with the theme's colours. */
export function HeroIllustration({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <circle cx="190" cy="150" r="128" fill="#fff" opacity="0.08" />
      <circle cx="190" cy="150" r="92" fill="#fff" opacity="0.08" />
      <rect x="118" y="28" width="150" height="250" rx="24" fill="#0b1430" opacity="0.35" />
      <rect x="112" y="20" width="150" height="250" rx="24" fill="#fff" />
      <rect x="124" y="40" width="126" height="210" rx="12" fill="var(--color-primary-soft)" />
      <rect x="162" y="28" width="50" height="6" rx="3" fill="var(--color-border)" />
      <circle cx="187" cy="92" r="30" fill="var(--color-primary)" />
      <path
        d="m173 92 10 10 19-20"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="140" y="138" width="94" height="10" rx="5" fill="var(--color-primary)" opacity="0.85" />
      <rect x="150" y="156" width="74" height="8" rx="4" fill="var(--color-border-strong)" opacity="0.6" />
      <rect x="138" y="182" width="98" height="44" rx="10" fill="#fff" />
      <rect x="148" y="194" width="40" height="7" rx="3.5" fill="var(--color-border-strong)" opacity="0.7" />
      <rect x="148" y="207" width="62" height="9" rx="4.5" fill="var(--color-accent)" />
      <g>
        <ellipse cx="294" cy="236" rx="34" ry="11" fill="#b7791f" />
        <rect x="260" y="214" width="68" height="22" fill="var(--color-accent)" />
        <ellipse cx="294" cy="214" rx="34" ry="11" fill="#fcd77b" />
        <ellipse cx="294" cy="202" rx="34" ry="11" fill="#b7791f" />
        <rect x="260" y="180" width="68" height="22" fill="var(--color-accent)" />
        <ellipse cx="294" cy="180" rx="34" ry="11" fill="#fcd77b" />
        <text x="294" y="185" textAnchor="middle" fontSize="13" fontWeight="800" fill="#7a4a00">
          RM
        </text>
      </g>
      <g>
        <rect x="36" y="78" width="84" height="40" rx="20" fill="var(--color-accent)" />
        <path
          d="m56 98 8 8 14-16"
          stroke="var(--color-on-accent)"
          strokeWidth="4.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="86" y="93" width="22" height="10" rx="5" fill="var(--color-on-accent)" opacity="0.5" />
      </g>
    </svg>
  );
}
