/** The Estante mark: books on a shelf. Decorative; the accompanying text names the site. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="logo__tile" />
      <g className="logo__books">
        <rect x="7" y="8" width="4" height="15" rx="1" />
        <rect x="12.5" y="6" width="4" height="17" rx="1" />
        <rect x="18" y="9.2" width="4" height="14.4" rx="1" transform="rotate(-14 20 16.4)" />
      </g>
      <rect x="6" y="24" width="20" height="2" rx="1" className="logo__shelf" />
    </svg>
  );
}
