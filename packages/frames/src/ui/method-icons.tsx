import type { MethodIcon } from '@payframe/core/methods';
import { CardMethodIcon } from './brand-icons.js';

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

/** A rounded badge with a method's initials in its colours (the mark of a method drawn from data). */
export function BadgeIcon({ text, background, color }: { text: string; background: string; color: string }) {
  const size = text.length > 2 ? 6 : 7.5;
  return (
    <svg
      width="20"
      height="16"
      viewBox="0 0 20 16"
      aria-hidden="true"
      className="MethodIcon MethodIcon--brand"
    >
      <rect x="0.5" y="0.5" width="19" height="15" rx="3" fill={background} />
      <text
        x="10"
        y="8.3"
        fill={color}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize={size}
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="middle"
      >
        {text}
      </text>
    </svg>
  );
}

/** A descriptor's icon: one of the drawings above, or a badge. */
export function MethodMark({ icon }: { icon: MethodIcon }) {
  if (icon.kind === 'badge') return <BadgeIcon {...icon} />;
  if (icon.glyph === 'card') return <CardMethodIcon />;
  if (icon.glyph === 'ideal') return <IdealIcon />;
  return <BankIcon />;
}
