import { useMessages } from '../i18n/Messages.js';

/** Card brand marks drawn as small inline SVGs (no image requests, CSP img-src 'self' data:). */

const box = { width: 28, height: 18, viewBox: '0 0 28 18' } as const;

function Frame({ fill, children, label }: { fill: string; children?: React.ReactNode; label: string }) {
  return (
    <svg {...box} role="img" aria-label={label} className="BrandIcon">
      <rect x="0.5" y="0.5" width="27" height="17" rx="3" fill={fill} stroke="rgba(0,0,0,0.12)" />
      {children}
    </svg>
  );
}

export function VisaIcon() {
  return (
    <Frame fill="#1434CB" label="Visa">
      <text
        x="14"
        y="12.6"
        textAnchor="middle"
        fontSize="8.4"
        fontWeight="800"
        fontStyle="italic"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        VISA
      </text>
    </Frame>
  );
}

export function MastercardIcon() {
  return (
    <Frame fill="#252525" label="Mastercard">
      <circle cx="11.5" cy="9" r="5" fill="#EB001B" />
      <circle cx="16.5" cy="9" r="5" fill="#F79E1B" fillOpacity="0.9" />
    </Frame>
  );
}

export function AmexIcon() {
  return (
    <Frame fill="#1F72CD" label="American Express">
      <text
        x="14"
        y="12"
        textAnchor="middle"
        fontSize="6.6"
        fontWeight="800"
        fill="#fff"
        fontFamily="Arial, sans-serif"
      >
        AMEX
      </text>
    </Frame>
  );
}

export function DiscoverIcon() {
  return (
    <Frame fill="#fff" label="Discover">
      <circle cx="15.5" cy="9" r="3.2" fill="#F48120" />
      <text x="3" y="11" fontSize="4.2" fontWeight="700" fill="#231F20" fontFamily="Arial, sans-serif">
        DISC
      </text>
    </Frame>
  );
}

/** A card outline in the current colour: no brand yet, or a brand without a mark of its own. */
export function GenericIcon({ label }: { label: string }) {
  return (
    <svg {...box} role="img" aria-label={label} className="BrandIcon BrandIcon--generic">
      <rect
        x="1"
        y="1.5"
        width="26"
        height="15"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <rect x="1" y="5" width="26" height="2.6" fill="currentColor" />
      <rect x="4" y="11" width="7" height="2" rx="1" fill="currentColor" />
    </svg>
  );
}

export function CvcIcon() {
  const { t } = useMessages();
  return (
    <svg {...box} role="img" aria-label={t('card.cvc')} className="BrandIcon BrandIcon--generic">
      <rect
        x="1"
        y="1.5"
        width="26"
        height="15"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <rect x="1" y="4.5" width="26" height="2.6" fill="currentColor" />
      <rect
        x="15"
        y="9.5"
        width="9"
        height="4.5"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.1"
      />
      <text
        x="19.5"
        y="13.2"
        textAnchor="middle"
        fontSize="3.6"
        fill="currentColor"
        fontFamily="Arial, sans-serif"
      >
        123
      </text>
    </svg>
  );
}

const BRANDS: Record<string, () => React.ReactElement> = {
  visa: VisaIcon,
  mastercard: MastercardIcon,
  amex: AmexIcon,
  discover: DiscoverIcon,
};

/** The detected brand's mark, or the accepted brands while the number is empty. */
export function BrandAdornment({ brand }: { brand: string | undefined }) {
  const { t } = useMessages();
  if (!brand) {
    return (
      <span className="BrandList">
        <VisaIcon />
        <MastercardIcon />
        <AmexIcon />
        <DiscoverIcon />
      </span>
    );
  }
  const Icon = BRANDS[brand];
  return Icon ? <Icon /> : <GenericIcon label={brand === 'unknown' ? t('method.card') : brand} />;
}

export function CardMethodIcon() {
  return <GenericIcon label="" />;
}
