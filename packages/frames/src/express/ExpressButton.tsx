import type { ExpressCheckoutOptions, ExpressPaymentMethod } from '@payframe/core/express';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/Messages.js';
import {
  AmazonPayMark,
  ApplePayMark,
  GooglePayMark,
  KlarnaMark,
  LinkMark,
  PayPalMark,
} from './brand-marks.js';
import { buttonLabel, buttonLook } from './button-looks.js';

const NAMES: Record<ExpressPaymentMethod, string> = {
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  link: 'Link',
  paypal: 'PayPal',
  klarna: 'Klarna',
  amazonPay: 'Amazon Pay',
};

function mark(method: ExpressPaymentMethod, dark: boolean): ReactNode {
  switch (method) {
    case 'applePay':
      return <ApplePayMark dark={dark} />;
    case 'googlePay':
      return <GooglePayMark dark={dark} />;
    case 'paypal':
      return <PayPalMark light={dark} />;
    case 'link':
      return <LinkMark />;
    case 'klarna':
      return <KlarnaMark dark={dark} />;
    case 'amazonPay':
      return <AmazonPayMark dark={dark} />;
  }
}

/** One wallet's button, in its brand's colours, type label and the merchant's height. */
export function ExpressButton(props: {
  method: ExpressPaymentMethod;
  options: Pick<ExpressCheckoutOptions, 'buttonType' | 'buttonTheme' | 'buttonHeight'>;
  disabled: boolean;
  onClick(method: ExpressPaymentMethod): void;
}) {
  const { method, options } = props;
  const { t } = useMessages();
  const look = buttonLook(method, options);
  const labelId = buttonLabel(method, options);
  // "Buy with {logo}": the words on either side of the mark, in the language's order.
  const [before, after] = labelId ? t(labelId, { logo: '\u0000' }).split('\u0000') : ['', ''];
  return (
    <button
      type="button"
      className="ExpressButton"
      data-method={method}
      aria-label={labelId ? t(labelId, { logo: NAMES[method] }) : NAMES[method]}
      disabled={props.disabled}
      onClick={() => props.onClick(method)}
      style={{
        height: `${options.buttonHeight}px`,
        background: look.background,
        color: look.color,
        border: look.border ? `1px solid ${look.border}` : 'none',
      }}
    >
      {before ? <span className="ExpressButtonWords">{before.trim()}</span> : null}
      {mark(method, look.dark)}
      {after ? <span className="ExpressButtonWords">{after.trim()}</span> : null}
    </button>
  );
}
