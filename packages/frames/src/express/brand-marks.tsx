/**
 * The wallets' marks, drawn here (no brand file is copied): each in the colours its brand
 * asks buttons to use. `dark` is the mark on a dark button.
 */

export { ApplePayMark, GooglePayMark } from './card-wallet-marks.js';

/** "PayPal" in its two blues (white on the dark and blue buttons). */
export function PayPalMark({ light }: { light: boolean }) {
  return (
    <svg viewBox="0 0 62 18" height="21" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="14"
        fontFamily="Verdana, 'Helvetica Neue', Arial, sans-serif"
        fontSize="15"
        fontStyle="italic"
        fontWeight="700"
      >
        <tspan fill={light ? '#fff' : '#003087'}>Pay</tspan>
        <tspan fill={light ? '#fff' : '#009cde'}>Pal</tspan>
      </text>
    </svg>
  );
}

/** Link's wordmark with its arrow. */
export function LinkMark() {
  return (
    <svg viewBox="0 0 46 18" height="20" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="14"
        fontFamily="system-ui, 'Helvetica Neue', Arial, sans-serif"
        fontSize="16"
        fontWeight="700"
        fill="#011e0f"
      >
        link
      </text>
      <path
        d="M34 9h7m-3-3.5L41.5 9 38 12.5"
        stroke="#011e0f"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** "Klarna." */
export function KlarnaMark({ dark }: { dark: boolean }) {
  return (
    <svg viewBox="0 0 58 18" height="18" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="14"
        fontFamily="system-ui, 'Helvetica Neue', Arial, sans-serif"
        fontSize="16"
        fontWeight="800"
        fill={dark ? '#fff' : '#0b051d'}
      >
        Klarna.
      </text>
    </svg>
  );
}

/** "amazon pay" with the smile under "amazon". */
export function AmazonPayMark({ dark }: { dark: boolean }) {
  const ink = dark ? '#fff' : '#232f3e';
  return (
    <svg viewBox="0 0 84 20" height="22" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="12"
        fontFamily="Arial, 'Helvetica Neue', sans-serif"
        fontSize="14"
        fontWeight="700"
        fill={ink}
      >
        amazon
      </text>
      <path
        d="M2 15.5c12 5 30 5 43-.5m0 0-3.5-1m3.5 1-1 3"
        stroke="#ff9900"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
      <text x="55" y="12" fontFamily="Arial, 'Helvetica Neue', sans-serif" fontSize="14" fill={ink}>
        pay
      </text>
    </svg>
  );
}
