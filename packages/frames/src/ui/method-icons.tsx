/** Payment method icons for tabs and accordion items. */

export function BankIcon() {
  return (
    <svg width="20" height="16" viewBox="0 0 20 16" aria-hidden="true" className="MethodIcon">
      <path
        d="M10 1 1.5 5h17L10 1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path
        d="M3.5 7v5.5M7.8 7v5.5M12.2 7v5.5M16.5 7v5.5M1.5 14.5h17"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function IdealIcon() {
  return (
    <svg
      width="20"
      height="16"
      viewBox="0 0 20 16"
      aria-hidden="true"
      className="MethodIcon MethodIcon--brand"
    >
      <rect x="0.5" y="0.5" width="19" height="15" rx="3" fill="#fff" stroke="#CC0066" />
      <rect x="3.5" y="6.5" width="2.5" height="6" fill="#000" />
      <circle cx="4.75" cy="4.3" r="1.4" fill="#000" />
      <path d="M8 3.5h3.2c2.9 0 4.3 1.7 4.3 4.5s-1.4 4.5-4.3 4.5H8Z" fill="#CC0066" />
    </svg>
  );
}
