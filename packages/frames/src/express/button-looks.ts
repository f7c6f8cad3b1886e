import type { ExpressCheckoutOptions, ExpressPaymentMethod } from '@payframe/core/express';
import type { UiMessageId } from '../i18n/messages/en.js';

/** A button's colours: background, text, border (none when null). */
export interface ButtonLook {
  background: string;
  color: string;
  border: string | null;
  /** The mark is drawn for a dark background. */
  dark: boolean;
}

const LOOKS: Record<string, ButtonLook> = {
  black: { background: '#000', color: '#fff', border: null, dark: true },
  white: { background: '#fff', color: '#000', border: '#dadce0', dark: false },
  'white-outline': { background: '#fff', color: '#000', border: '#000', dark: false },
  gold: { background: '#ffc439', color: '#111', border: null, dark: false },
  blue: { background: '#0070e0', color: '#fff', border: null, dark: true },
  silver: { background: '#eeeeee', color: '#111', border: null, dark: false },
  dark: { background: '#0b051d', color: '#fff', border: null, dark: true },
  light: { background: '#ffa8cd', color: '#0b051d', border: null, dark: false },
  outlined: { background: '#fff', color: '#0b051d', border: '#0b051d', dark: false },
  link: { background: '#00d66f', color: '#011e0f', border: null, dark: false },
  amazonGold: { background: '#ffd814', color: '#232f3e', border: null, dark: false },
  amazonWhite: { background: '#fff', color: '#232f3e', border: '#d5d9d9', dark: false },
  amazonDark: { background: '#232f3e', color: '#fff', border: null, dark: true },
};

/** Each wallet's default type and theme (Stripe.js's defaults). */
const DEFAULTS: Record<ExpressPaymentMethod, { type: string; theme: string }> = {
  applePay: { type: 'plain', theme: 'black' },
  googlePay: { type: 'buy', theme: 'black' },
  paypal: { type: 'paypal', theme: 'gold' },
  link: { type: 'pay', theme: 'link' },
  klarna: { type: 'pay', theme: 'dark' },
  amazonPay: { type: 'pay', theme: 'gold' },
};

export function buttonLook(
  method: ExpressPaymentMethod,
  options: Pick<ExpressCheckoutOptions, 'buttonTheme'>,
): ButtonLook {
  const themes = options.buttonTheme as Partial<Record<ExpressPaymentMethod, string>>;
  const theme = themes[method] ?? DEFAULTS[method].theme;
  if (method === 'amazonPay')
    return LOOKS[theme === 'white' ? 'amazonWhite' : theme === 'dark' ? 'amazonDark' : 'amazonGold']!;
  return LOOKS[theme] ?? LOOKS.black!;
}

/**
 * The words around the mark for a button type ("Buy with {logo}"), or null for the mark alone.
 * Apple's and Google's names differ for the same label (check-out, checkout).
 */
export function buttonLabel(
  method: ExpressPaymentMethod,
  options: Pick<ExpressCheckoutOptions, 'buttonType'>,
): UiMessageId | null {
  const types = options.buttonType as Partial<Record<ExpressPaymentMethod, string>>;
  const type = types[method] ?? DEFAULTS[method].type;
  if (method === 'paypal') {
    if (type === 'checkout') return 'express.label.paypalCheckout';
    if (type === 'buynow') return 'express.label.buynow';
    return type === 'pay' ? 'express.label.pay' : null;
  }
  if (method === 'amazonPay') {
    if (type === 'checkout') return 'express.label.checkout';
    return type === 'donate' ? 'express.label.donate' : null;
  }
  const ids: Record<string, UiMessageId> = {
    buy: 'express.label.buy',
    book: 'express.label.book',
    checkout: 'express.label.checkout',
    'check-out': 'express.label.checkout',
    donate: 'express.label.donate',
    order: 'express.label.order',
    subscribe: 'express.label.subscribe',
    pay: 'express.label.pay',
    continue: 'express.label.continue',
    rent: 'express.label.rent',
    reload: 'express.label.reload',
    support: 'express.label.support',
    tip: 'express.label.tip',
    'top-up': 'express.label.topUp',
    'add-money': 'express.label.addMoney',
    contribute: 'express.label.contribute',
  };
  return ids[type] ?? null;
}
