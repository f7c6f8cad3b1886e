import { AmexIcon, CvcIcon, DiscoverIcon, GenericIcon, MastercardIcon, VisaIcon } from '../ui/brand-icons.js';

/** The card element's brand mark: coloured marks by default, one colour (iconColor) with iconStyle 'solid'. */

const box = { width: 28, height: 18, viewBox: '0 0 28 18' } as const;

export const NETWORK_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

const SHORT: Readonly<Record<string, string>> = {
  visa: 'VISA',
  mastercard: 'MC',
  amex: 'AMEX',
  discover: 'DISC',
  diners: 'DC',
  jcb: 'JCB',
  unionpay: 'UP',
  cartes_bancaires: 'CB',
};

function CartesBancairesIcon() {
  return (
    <svg {...box} role="img" aria-label="Cartes Bancaires">
      <rect x="0.5" y="0.5" width="27" height="17" rx="3" fill="#fff" stroke="rgba(0,0,0,0.12)" />
      <rect x="3" y="3" width="22" height="12" rx="2" fill="#1E7B9F" />
      <text x="14" y="12" textAnchor="middle" fontSize="7" fontWeight="800" fill="#fff" fontFamily="Arial">
        CB
      </text>
    </svg>
  );
}

const COLOURED: Readonly<Record<string, () => React.ReactElement>> = {
  visa: VisaIcon,
  mastercard: MastercardIcon,
  amex: AmexIcon,
  discover: DiscoverIcon,
  cartes_bancaires: CartesBancairesIcon,
};

function SolidMark({ brand }: { brand: string }) {
  return (
    <svg {...box} role="img" aria-label={NETWORK_LABELS[brand] ?? brand}>
      <rect x="0.5" y="0.5" width="27" height="17" rx="3" fill="currentColor" />
      <text x="14" y="12" textAnchor="middle" fontSize="6.6" fontWeight="800" fill="#fff" fontFamily="Arial">
        {SHORT[brand] ?? ''}
      </text>
    </svg>
  );
}

export function BrandMark(props: { brand: string; solid: boolean; cvc: boolean }) {
  // The CVC hint while the CVC input has focus, as Stripe's card element shows it.
  if (props.cvc) return <CvcIcon />;
  if (props.brand === 'unknown' || !SHORT[props.brand]) return <GenericIcon label="Card" />;
  if (props.solid) return <SolidMark brand={props.brand} />;
  const Coloured = COLOURED[props.brand];
  return Coloured ? <Coloured /> : <SolidMark brand={props.brand} />;
}
